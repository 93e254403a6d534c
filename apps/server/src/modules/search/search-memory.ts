import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import type { SearchRow, SearchSummary } from './search-queries.ts';
import type { SearchParams } from '@registry/core/search-params';
import {
  countryKey,
  facilitiesSnapshot,
  indexOfOsId,
  osIdAt,
  type FacilitiesSnapshot,
} from './search-memory-snapshot.ts';
import { isMemorySearch } from './search-plan.ts';
import { MAX_QUERY_WORDS, postingRank, queryWords, wordCondition, type TextQuery } from './search-text.ts';

/**
 * A text search of common words only ('co ltd', 'ltd', 'industrial co'), answered from postings
 * held in memory. In SQL such a search counts, bounds and ranks every facility having all its
 * words: 'co ltd' joins 474,000 postings of 'ltd' to 616,000 of 'co…', 0.5-2 s of a core at 1.2M
 * facilities whatever the index order, and a few of them held a 50-client load to 65 req/s. Here
 * each word's facilities are a sorted array of ordinals, intersected in a few milliseconds.
 *
 * Kept current without reloading: facility_search_changes (migration 0032) names the facilities
 * changed by transactions the snapshot it was read at does not see; those are searched in SQL, in
 * the same statement that reads which they are. Why the answer is then exactly SQL's, when the
 * snapshot moves forward, when it is read again and when changes are pruned: README.md, "The
 * search memory". Any query with a rarer word stays in SQL, where its rarest word bounds the work.
 */

/** A word's facilities, ascending ordinals of the snapshot, with the word's rank in each (postingRank). */
interface WordPostings {
  ordinals: Int32Array;
  ranks: Uint8Array;
  /** Of all its facilities (see Found): a search of this word alone is then answered without a pass over them. */
  extent: Box;
}

/** A posting held: its ordinal (Int32) and rank (Uint8). */
const POSTING_BYTES = 5;
/** Ranks run 0-5 per word (place 0-2, whole word or beginning), summed over the query's words; -1: named. */
const MAX_SCORE = 5 * MAX_QUERY_WORDS;
/** Changed facilities left to SQL per search before the memory is read again. */
const MAX_CHANGES = 2_000;
/** A snapshot with changes since is read again after this long... */
const REFRESH_MS = 10 * 60_000;
/** ...and not used after this long (its reads kept failing): see PRUNE_AFTER_MS. */
const MAX_AGE_MS = 30 * 60_000;
/**
 * facility_search_changes rows of transactions that had all ended this long ago are deleted:
 * every memory that may serve was read (or renewed) since, so it sees them.
 */
const PRUNE_AFTER_MS = 60 * 60_000;
/** Reads for changes start no more often than this (a list of 10,000 new facilities is 5 times MAX_CHANGES). */
const MIN_READ_INTERVAL_MS = 2 * 60_000;
/** The share of the budget the most common words are read into at start-up. */
const WARM_SHARE = 0.75;
/** After a failed read, the next is tried no sooner than this. */
const RETRY_MS = 60_000;

export interface SearchMemoryOptions {
  /** A search is answered here when each of its words has at least this many postings; 0: never. */
  minPostings: number;
  /** Postings kept in memory, in MiB (5 bytes each); the least recently used words go first. */
  maxMiB: number;
  /**
   * When changes make it read again (tests): past this many (default MAX_CHANGES), no sooner than
   * this after the last read; and how old the changes it prunes (default PRUNE_AFTER_MS).
   */
  refresh?: { maxChanges: number; minIntervalMs: number; pruneAfterMs?: number };
  onError?: (error: unknown) => void;
  /** Told each time the memory is read (or read again): how much, and how long it took. */
  onRead?: (read: { facilities: number; words: number; postings: number; ms: number }) => void;
}

interface Loaded {
  snapshot: FacilitiesSnapshot;
  words: Map<string, WordPostings>;
  loading: Map<string, Promise<WordPostings>>;
  bytes: number;
  /** facility_index was emptied since: never served again (its words are still read again). */
  emptied: boolean;
}

interface Changes {
  /** The snapshot of the statement that read these changes (pg_snapshot as text). */
  seen_now: string;
  everything: boolean;
  changed: string[];
  named: string[];
  matches: { os_id: string; lat: number; lng: number; name_words: number; score: number }[];
}

export function createSearchMemory(db: Db, options: SearchMemoryOptions) {
  /** The memory read last; served while servable(). */
  let loaded: Loaded | null = null;
  let reading: Promise<void> | null = null;
  let readStartedAt = 0;
  let failedAt = 0;
  /** The oldest transaction still running at each read (pg_snapshot_xmin): every older one had ended then. */
  const horizons: { at: number; xmin: string }[] = [];

  const servable = (memory: Loaded) => !memory.emptied && Date.now() - memory.snapshot.readAt <= MAX_AGE_MS;

  /** Starts a read of the memory in the background; `forChanges`: no sooner than MIN_READ_INTERVAL_MS after the last. */
  function readAgain({ forChanges = false } = {}) {
    const now = Date.now();
    if (
      reading ||
      now - failedAt < RETRY_MS ||
      (forChanges && now - readStartedAt < (options.refresh?.minIntervalMs ?? MIN_READ_INTERVAL_MS))
    )
      return;
    readStartedAt = now;
    reading = (async () => {
      try {
        const previous = loaded;
        const snapshot = await facilitiesSnapshot(db);
        const next: Loaded = { snapshot, words: new Map(), loading: new Map(), bytes: 0, emptied: false };
        // The words held are read again before the new memory serves (in the order they were
        // used, so it stays the eviction order): a search of them never waits after a refresh.
        for (const word of previous?.words.keys() ?? []) keep(next, word, await readPostings(db, snapshot, word));
        await pruneChanges(snapshot);
        loaded = next;
        reportRead(next, now);
      } catch (error) {
        failedAt = Date.now();
        options.onError?.(error);
      } finally {
        reading = null;
      }
    })();
  }

  function reportRead(memory: Loaded, since: number) {
    const { snapshot, words, bytes } = memory;
    options.onRead?.({
      facilities: snapshot.size,
      words: words.size,
      postings: bytes / POSTING_BYTES,
      ms: Date.now() - since,
    });
  }

  /** Deletes the changes every memory that may serve sees (PRUNE_AFTER_MS), and notes this read's horizon. */
  async function pruneChanges(snapshot: FacilitiesSnapshot) {
    horizons.push({ at: snapshot.readAt, xmin: snapshot.seenAt.split(':')[0]! });
    const after = options.refresh?.pruneAfterMs ?? PRUNE_AFTER_MS;
    const due = horizons.filter((horizon) => horizon.at <= Date.now() - after).at(-1);
    if (!due) return;
    horizons.splice(0, horizons.indexOf(due) + 1);
    await sql`delete from facility_search_changes where xid < ${due.xmin}::xid8`.execute(db);
  }

  /** The memory to answer from now, or null (SQL answers; a read is started when due). */
  function usable(): Loaded | null {
    if (!loaded || !servable(loaded)) {
      readAgain();
      return null;
    }
    return loaded;
  }

  async function postingsOf(memory: Loaded, word: string): Promise<WordPostings> {
    const kept = memory.words.get(word);
    if (kept) {
      memory.words.delete(word); // most recently used last
      memory.words.set(word, kept);
      return kept;
    }
    let pending = memory.loading.get(word);
    if (!pending) {
      pending = readPostings(db, memory.snapshot, word).finally(() => memory.loading.delete(word));
      memory.loading.set(word, pending);
      void pending.then(
        (postings) => keep(memory, word, postings),
        () => undefined,
      );
    }
    return pending;
  }

  function keep(memory: Loaded, word: string, postings: WordPostings) {
    if (memory.words.has(word)) return;
    memory.words.set(word, postings);
    memory.bytes += postings.ordinals.length * POSTING_BYTES;
    for (const [oldest, dropped] of memory.words) {
      if (memory.bytes <= options.maxMiB * 1024 * 1024 || oldest === word) break;
      memory.words.delete(oldest);
      memory.bytes -= dropped.ordinals.length * POSTING_BYTES;
    }
  }

  /** Whether this search is one for the memory: `q` alone or in countries, of common words only. */
  function answers(params: SearchParams, text: TextQuery): boolean {
    if (options.minPostings <= 0 || !isMemorySearch(params)) return false;
    const words = queryWords(text.folded);
    return words.length > 0 && words.every((word) => (text.postings.get(word) ?? 0) >= options.minPostings);
  }

  /**
   * Every facility `q` finds, from memory and from SQL for those changed since; null if the
   * search is not one for the memory (answers), the memory is not ready, or reading it failed
   * (logged: the SQL path answers, and fails itself when the database does).
   */
  async function findAll(params: SearchParams, text: TextQuery) {
    if (!answers(params, text)) return null;
    try {
      return await findAllInMemory(params, text);
    } catch (error) {
      options.onError?.(error);
      return null;
    }
  }

  async function findAllInMemory(params: SearchParams, text: TextQuery) {
    const memory = usable();
    if (!memory) return null;
    const words = queryWords(text.folded);
    const [postings, changes] = await Promise.all([
      Promise.all(words.map((word) => postingsOf(memory, word))),
      changesSince(db, memory.snapshot, words, text.folded, params.countries),
    ]);
    if (changes.everything) {
      memory.emptied = true;
      readAgain();
      return null;
    }
    const snapshot = memory.snapshot;
    if (changes.changed.length === 0) {
      // Nothing changed since it was read: it is the database as of this statement too.
      snapshot.seenAt = changes.seen_now;
      snapshot.readAt = Date.now();
    } else if (
      changes.changed.length > (options.refresh?.maxChanges ?? MAX_CHANGES) ||
      Date.now() - snapshot.readAt > REFRESH_MS
    ) {
      readAgain({ forChanges: true });
    }
    const found = intersect(postings, snapshot, {
      changed: ordinalsOf(snapshot, changes.changed),
      named: new Set(ordinalsOf(snapshot, changes.named)),
      countries: params.countries,
    });
    return { snapshot, found, changed: changes.matches };
  }

  return {
    answers,

    /** What is held now: the facilities read, and the words' postings kept (least recently used first). */
    held(): { facilities: number; words: string[] } | null {
      return loaded && { facilities: loaded.snapshot.size, words: [...loaded.words.keys()] };
    },

    /**
     * Reads the memory and the most common words' postings (up to WARM_SHARE of the budget) when the
     * database has common words (at start-up: the first searches of them need not wait).
     */
    async warm(): Promise<void> {
      if (options.minPostings <= 0) return;
      try {
        const words = await commonWords(db, options.minPostings);
        if (words.length === 0 || !(await this.ready()) || !loaded) return;
        const memory: Loaded = loaded;
        const started = Date.now();
        for (const { word } of words) {
          // Room is left for the words read when searched (a prefix, a word the statistics miss).
          if (memory.bytes > options.maxMiB * 1024 * 1024 * WARM_SHARE) break;
          await postingsOf(memory, word);
        }
        reportRead(memory, started);
      } catch (error) {
        options.onError?.(error);
      }
    },

    /** Reads the memory now unless held (start-up, tests): whether it is held after. */
    async ready(): Promise<boolean> {
      usable();
      await reading;
      return loaded !== null && servable(loaded);
    },

    /** The count of a search `answers` covers; null for any other, or when the memory is not ready. */
    async count(params: SearchParams, text: TextQuery): Promise<number | null> {
      const all = await findAll(params, text);
      return all && all.found.size + all.changed.length;
    },

    /**
     * Calls `visit` with the position of each facility a search `answers` covers inside a box (a
     * map tile: lng in [west, east), lat in (south, north]); false for any other search, or when
     * the memory is not ready.
     */
    async eachWithin(
      params: SearchParams,
      text: TextQuery,
      box: Box,
      visit: (lat: number, lng: number) => void,
    ): Promise<boolean> {
      const all = await findAll(params, text);
      if (!all) return false;
      foundInside(all, box, (_, lat, lng) => visit(lat, lng));
      const inside = insideBox(box);
      for (const { lat, lng } of all.changed) if (inside(lat, lng)) visit(lat, lng);
      return true;
    },

    /** The first `limit` in OS ID order of those facilities, with their OS IDs; null as eachWithin gives false. */
    async within(
      params: SearchParams,
      text: TextQuery,
      box: Box,
      limit: number,
    ): Promise<{ os_id: string; lat: number; lng: number }[] | null> {
      const all = await findAll(params, text);
      if (!all) return null;
      const points: { os_id: string; lat: number; lng: number }[] = [];
      foundInside(all, box, (ordinal, lat, lng) => {
        points.push({ os_id: osIdAt(all.snapshot, ordinal), lat, lng });
        return points.length < limit;
      });
      // Ordinals follow OS IDs: merged with the changed ones inside, the first `limit` are the first by OS ID.
      const inside = insideBox(box);
      const merged = [...points, ...all.changed.filter((match) => inside(match.lat, match.lng))];
      return merged.sort((a, b) => compareOsIds(a.os_id, b.os_id)).slice(0, limit);
    },

    /** A page of a search `answers` covers, with its count and extent; null for any other, or when the memory is not ready. */
    async search(params: SearchParams, text: TextQuery): Promise<{ rows: SearchRow[]; summary: SearchSummary } | null> {
      const all = await findAll(params, text);
      if (!all) return null;
      const { snapshot, found, changed } = all;
      const offset = (params.page - 1) * params.pageSize;
      const ranked = [
        ...firstInOrder(found, snapshot, offset + params.pageSize).map(({ ordinal, score, words }) => ({
          os_id: osIdAt(snapshot, ordinal),
          score,
          name_words: words,
        })),
        ...changed,
      ].sort(byRank);
      const page = ranked.slice(offset, offset + params.pageSize).map((match) => match.os_id);
      const count = found.size + changed.length;
      const extent = count ? extentOf(found, changed) : null;
      return { rows: await rowsInOrder(db, page), summary: { count, extent } };
    },
  };
}

export type SearchMemory = ReturnType<typeof createSearchMemory>;

/** [west, south, east, north]. */
type Box = [number, number, number, number];

/** Inside a map tile's box as tiles/queries.ts bounds it in SQL: lng in [west, east), lat in (south, north]. */
const insideBox =
  ([west, south, east, north]: Box) =>
  (lat: number, lng: number) =>
    lng >= west && lng < east && lat > south && lat <= north;

/**
 * The found facilities inside a box, in OS ID order (their ordinals'), each with its position,
 * until `visit` returns false.
 */
function foundInside(
  { snapshot, found }: { snapshot: FacilitiesSnapshot; found: Found },
  box: Box,
  visit: (ordinal: number, lat: number, lng: number) => boolean | void,
) {
  const inside = insideBox(box);
  for (let i = 0; i < found.size; i++) {
    const ordinal = found.ordinals[i]!;
    const lat = snapshot.lat[ordinal]!;
    const lng = snapshot.lng[ordinal]!;
    if (inside(lat, lng) && visit(ordinal, lat, lng) === false) return;
  }
}

/** OS IDs in the order the snapshot's ordinals follow (char codes: byte order for OS IDs). */
const compareOsIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const byRank = (
  a: { score: number; name_words: number; os_id: string },
  b: { score: number; name_words: number; os_id: string },
) => a.score - b.score || a.name_words - b.name_words || compareOsIds(a.os_id, b.os_id);

/** Ordinals of the snapshot's facilities among `osIds` (those it has), ascending. */
function ordinalsOf(snapshot: FacilitiesSnapshot, osIds: string[]): Int32Array {
  const ordinals = osIds.map((osId) => indexOfOsId(snapshot, osId)).filter((ordinal) => ordinal >= 0);
  return Int32Array.from(ordinals).sort();
}

/**
 * A word's postings: each facility having a word it begins, with its best rank, as ordinals of
 * the snapshot. Read ungrouped and grouped here: 'co' has 616,000 postings of 520,000 facilities
 * at 1.2M, read in ~0.2 s, where grouping them by OS ID in SQL took ~1 s (a hash spilling to disk).
 */
async function readPostings(db: Executor, snapshot: FacilitiesSnapshot, word: string): Promise<WordPostings> {
  const { rows } = await postingsQuery(word).execute(db);
  const items = rows[0]?.packed ? rows[0].packed.split(',') : [];
  // Ordinal and rank in one number, sorted: a facility's best rank comes first.
  const keys = new Int32Array(items.length);
  let size = 0;
  let previous = '';
  let from = 0;
  for (const item of items) {
    const osId = item.slice(0, -1);
    // Each spelling's postings come in OS ID order: the next is looked for from the last found.
    const ordinal = indexOfOsId(snapshot, osId, osId > previous ? from : 0);
    previous = osId;
    // A facility added since the snapshot has no ordinal: it is among the changes, found in SQL.
    if (ordinal < 0) continue;
    from = ordinal;
    keys[size++] = ordinal * 8 + item.charCodeAt(item.length - 1) - 48;
  }
  const sorted = keys.subarray(0, size).sort();
  const ordinals = new Int32Array(size);
  const ranks = new Uint8Array(size);
  let facilities = 0;
  for (const key of sorted) {
    const ordinal = key >> 3;
    if (facilities > 0 && ordinals[facilities - 1] === ordinal) continue;
    ordinals[facilities] = ordinal;
    ranks[facilities] = key & 7;
    facilities++;
  }
  const kept = ordinals.slice(0, facilities);
  return { ordinals: kept, ranks: ranks.slice(0, facilities), extent: extentOfOrdinals(snapshot, kept) };
}

/** A word's postings as one text value: 600,000 rows, one per posting, cost the driver ~0.5 s to parse. */
export const postingsQuery = (word: string) => sql<{ packed: string | null }>`
    select string_agg(os_id::text || (${postingRank(word)})::text, ',') as packed
    from facility_search_words where ${wordCondition(word)}`;

/** The extent of no point: Infinity and -Infinity, for widen(). */
const noExtent = (): Box => [Infinity, Infinity, -Infinity, -Infinity];

function widen(extent: Box, lat: number, lng: number) {
  if (lng < extent[0]) extent[0] = lng;
  if (lat < extent[1]) extent[1] = lat;
  if (lng > extent[2]) extent[2] = lng;
  if (lat > extent[3]) extent[3] = lat;
}

function extentOfOrdinals(snapshot: FacilitiesSnapshot, ordinals: Int32Array): Box {
  const extent = noExtent();
  for (const ordinal of ordinals) widen(extent, snapshot.lat[ordinal]!, snapshot.lng[ordinal]!);
  return extent;
}

/**
 * The most common words by the planner's statistics (facility_search_words.word keeps 1,000 most
 * common values, migration 0027) with at least `minPostings` estimated postings, most common first.
 */
async function commonWords(db: Executor, minPostings: number): Promise<{ word: string; postings: number }[]> {
  const { rows } = await sql<{ word: string; postings: number }>`
    select v.word, (v.freq * c.reltuples)::bigint as postings
    from pg_stats s
    join pg_class c on c.oid = 'facility_search_words'::regclass
    cross join unnest(s.most_common_vals::text::text[], s.most_common_freqs) as v(word, freq)
    where s.schemaname = current_schema() and s.tablename = 'facility_search_words' and s.attname = 'word'
      and v.freq * c.reltuples >= ${minPostings}
    order by v.freq desc`.execute(db);
  return rows;
}

/**
 * What changed since the snapshot, in one statement: the facilities changed by transactions it
 * does not see (or "everything": facility_index was emptied), those of them `q` finds now, ranked
 * as SQL ranks them, the facilities named exactly `q`, and the statement's own snapshot.
 */
async function changesSince(
  db: Executor,
  snapshot: FacilitiesSnapshot,
  words: string[],
  folded: string,
  countries: readonly string[],
): Promise<Changes> {
  const { rows } = await changesSinceQuery(snapshot.seenAt, words, folded, countries).execute(db);
  return rows[0]!;
}

/** The statement of changesSince, unexecuted; `seenAt`: the snapshot's pg_snapshot as text. */
export function changesSinceQuery(seenAt: string, words: string[], folded: string, countries: readonly string[]) {
  const seen = sql`${seenAt}::pg_snapshot`;
  const ranks = words.map(
    (word, i) =>
      sql`(select min(${postingRank(word, 's')}) from facility_search_words s
        where s.os_id = f.os_id and ${wordCondition(word, 's')}) as ${sql.id(`r${i}`)}`,
  );
  const found = words.map((_, i) => sql`${sql.id(`r${i}`)} is not null`);
  const score = sql.join(
    words.map((_, i) => sql.id(`r${i}`)),
    sql` + `,
  );
  const inCountries = countries.length ? sql`and f.country_code = any(${countries}::bpchar[])` : sql``;
  return sql<Changes>`
    with changed as materialized (
      select distinct os_id from facility_search_changes
      where xid >= pg_snapshot_xmin(${seen}) and not pg_visible_in_snapshot(xid, ${seen}))
    select pg_current_snapshot()::text as seen_now, exists (select from changed where os_id is null) as everything,
      array(select os_id from changed where os_id is not null) as changed,
      array(select os_id from facility_index where name_search = ${folded}) as named,
      coalesce((select json_agg(m) from (
        select os_id, lat, lng, name_words, case when named then -1 else ${score} end as score from (
          select f.os_id, f.lat, f.lng, search_name_words(f.name_search) as name_words,
            f.name_search = ${folded} as named, ${sql.join(ranks)}
          from changed c join facility_index f on f.os_id = c.os_id ${inCountries}) ranked
        where ${sql.join(found, sql` and `)}) m), '[]') as matches`;
}

/** The facilities of the snapshot having every word, unchanged since, in the countries: their ordinals and summed ranks. */
interface Found {
  size: number;
  ordinals: Int32Array;
  scores: Int16Array | Uint8Array;
  /** Those named exactly `q`: ranked first. */
  named: Set<number>;
  /** [minLng, minLat, maxLng, maxLat]; Infinity and -Infinity when none. */
  extent: Box;
}

function intersect(
  postings: WordPostings[],
  snapshot: FacilitiesSnapshot,
  { changed, named, countries }: { changed: Int32Array; named: Set<number>; countries: readonly string[] },
): Found {
  const [driver, ...others] = [...postings].sort((a, b) => a.ordinals.length - b.ordinals.length) as [
    WordPostings,
    ...WordPostings[],
  ];
  const inCountries = countries.length ? new Set(countries.map(countryKey)) : null;
  const namedOf = (ordinals: Int32Array, size: number) =>
    new Set([...named].filter((ordinal) => binarySearch(ordinals, size, ordinal) >= 0));
  // One word, nothing changed, no countries: its postings are the answer ('ltd': 490,000 at 1.2M).
  if (others.length === 0 && changed.length === 0 && !inCountries) {
    const { ordinals, ranks, extent } = driver;
    return { size: ordinals.length, ordinals, scores: ranks, named: namedOf(ordinals, ordinals.length), extent };
  }
  const ordinals = new Int32Array(driver.ordinals.length);
  const scores = new Int16Array(driver.ordinals.length);
  const at = new Int32Array(others.length);
  let size = 0;
  let nextChanged = 0;
  const extent = noExtent();
  each: for (let i = 0; i < driver.ordinals.length; i++) {
    const ordinal = driver.ordinals[i]!;
    let score = driver.ranks[i]!;
    for (let j = 0; j < others.length; j++) {
      const other = others[j]!;
      const k = seek(other.ordinals, at[j]!, ordinal);
      at[j] = k;
      if (k === other.ordinals.length) break each;
      if (other.ordinals[k] !== ordinal) continue each;
      score += other.ranks[k]!;
    }
    while (nextChanged < changed.length && changed[nextChanged]! < ordinal) nextChanged++;
    if (changed[nextChanged] === ordinal) continue;
    if (inCountries && !inCountries.has(snapshot.countries[ordinal]!)) continue;
    ordinals[size] = ordinal;
    scores[size] = score;
    size++;
    widen(extent, snapshot.lat[ordinal]!, snapshot.lng[ordinal]!);
  }
  return { size, ordinals, scores, named: namedOf(ordinals, size), extent };
}

/** The first index from `from` whose value is at least `value` (galloping: the driver skips far ahead in a long list). */
function seek(values: Int32Array, from: number, value: number): number {
  let step = 1;
  let low = from;
  let high = from;
  while (high < values.length && values[high]! < value) {
    low = high + 1;
    high += step;
    step *= 2;
  }
  high = Math.min(high, values.length);
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (values[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

function binarySearch(values: Int32Array, size: number, value: number): number {
  const index = seek(values.subarray(0, size), 0, value);
  return index < size && values[index] === value ? index : -1;
}

/**
 * The first `count` of the found facilities in relevance order (score, then shorter names, then
 * OS ID, which ordinals follow), without sorting them all: the score and then the name length
 * where the cut falls are found by counting; only what comes before it is sorted.
 */
function firstInOrder(
  found: Found,
  snapshot: FacilitiesSnapshot,
  count: number,
): { ordinal: number; score: number; words: number }[] {
  const { size, ordinals, scores, named } = found;
  const scoreOf = named.size ? (i: number) => (named.has(ordinals[i]!) ? -1 : scores[i]!) : (i: number) => scores[i]!;
  const perScore = new Int32Array(MAX_SCORE + 2);
  for (let i = 0; i < size; i++) perScore[scoreOf(i) + 1]!++;
  let before = 0;
  let cutScore = MAX_SCORE;
  for (let s = -1; s <= MAX_SCORE; s++) {
    if (before + perScore[s + 1]! >= count) {
      cutScore = s;
      break;
    }
    before += perScore[s + 1]!;
  }
  const perLength = new Map<number, number>();
  for (let i = 0; i < size; i++) {
    if (scoreOf(i) !== cutScore) continue;
    const words = snapshot.nameWords[ordinals[i]!]!;
    perLength.set(words, (perLength.get(words) ?? 0) + 1);
  }
  let cutLength = Infinity;
  for (const words of [...perLength.keys()].sort((a, b) => a - b)) {
    if (before + perLength.get(words)! >= count) {
      cutLength = words;
      break;
    }
    before += perLength.get(words)!;
  }
  const taken: { ordinal: number; score: number; words: number }[] = [];
  let tiesLeft = count - before;
  for (let i = 0; i < size; i++) {
    const score = scoreOf(i);
    if (score > cutScore) continue;
    const words = snapshot.nameWords[ordinals[i]!]!;
    if (score === cutScore && words > cutLength) continue;
    if (score === cutScore && words === cutLength) {
      if (tiesLeft === 0) continue;
      tiesLeft--;
    }
    taken.push({ ordinal: ordinals[i]!, score, words });
  }
  return taken.sort((a, b) => a.score - b.score || a.words - b.words || a.ordinal - b.ordinal);
}

/** [minLng, minLat, maxLng, maxLat] of the found facilities and the changed ones found. */
function extentOf(found: Found, changed: Changes['matches']): Box {
  const extent: Box = [...found.extent]; // a word's own extent (Found of one word) is not to be widened
  for (const { lat, lng } of changed) widen(extent, lat, lng);
  return extent;
}

/** The facilities' rows, in the given order (one changed or gone since is left out). */
async function rowsInOrder(db: Executor, osIds: string[]): Promise<SearchRow[]> {
  if (osIds.length === 0) return [];
  const { rows } = await rowsQuery(osIds).execute(db);
  const byOsId = new Map(rows.map((row) => [row.os_id, row]));
  return osIds.flatMap((osId) => byOsId.get(osId) ?? []);
}

/** The statement of rowsInOrder, unexecuted. */
export const rowsQuery = (osIds: string[]) => sql<SearchRow>`
    select os_id, name, address, country_code, lat, lng, has_approved_claim, is_closed, number_of_public_contributors
    from facility_index where os_id = any(${osIds}::bpchar[])`;

import type { Db } from '../../db/database.ts';
import { vacuumSearchTables } from '../../db/vacuum.ts';
import type { Geocoder } from '../geocoding/service.ts';
import type { MatchCandidate, Matcher } from '../matching/service.ts';
import { changeFacilityRecords } from '../facility-records/index.ts';
import { enqueue } from '../../jobs/queue.ts';
import { JobInterrupted, JobYielded } from '../../jobs/worker.ts';
import { faultPoint } from '../../jobs/fault-point.ts';
import { listRowMessages } from './list-row-messages.ts';
import { listJobOwner } from './parse-list.ts';
import { CANDIDATES, matchInputOf, matchItems } from './match-items.ts';
import {
  countItemsInStatus,
  findList,
  finishItems,
  itemsInStatus,
  markProcessed,
  markReplaced,
  saveGeocoded,
  type GeocodedValues,
  type ItemRecord,
} from './queries.ts';

const MATCH_READY = ['GEOCODED', 'GEOCODED_NO_RESULTS'];

/** Rows geocoded, then matched, per transaction. */
export const PROCESS_BATCH = 100;
/**
 * Matched rows after which the search and matcher tables are vacuumed: a long list adds
 * thousands of facilities and name words, and until their pages are marked all-visible every
 * candidate search reads them from the heap (at 1.2M facilities a 2,000-row list matched at
 * 29 rows/s on tables left unvacuumed, 85 after a vacuum). Autovacuum would get there later or,
 * on the embedded database and servers with it off, never.
 */
export const VACUUM_EVERY_ROWS = 1_000;
/** Geocoder calls in flight at once (a remote geocoder is mostly waiting; each call may hold a connection). */
const GEOCODE_CONCURRENCY = 4;

export interface ProcessDeps {
  db: Db;
  geocoder: Geocoder;
  matcher: Matcher;
}

export interface StepContext {
  /** The job's last attempt: rows that still fail are marked ERROR_* rather than retried. */
  lastAttempt: boolean;
  /** Aborted when the worker stops: the step ends after the current batch (and is requeued). */
  signal?: AbortSignal;
  /** True when the job's turn is over (JobContext.turnOver): the step ends after the batch and waits for its next turn. */
  turnOver?: () => Promise<boolean>;
  /** Told after each batch (benchmarks): which step, how many rows, how long. */
  onBatch?: (step: 'geocode' | 'match', rows: number, ms: number) => void;
  /** Tests: matched rows between vacuums (VACUUM_EVERY_ROWS). */
  vacuumEveryRows?: number;
}

/**
 * The geocode and match step of an approved list, batch after batch. Each batch ends in a
 * commit that moves its rows on (PARSED -> GEOCODED... -> MATCHED...), so a run that dies
 * resumes with the rows not yet committed, and no row is processed twice.
 */
export async function processList(deps: ProcessDeps, listId: number, context: StepContext): Promise<void> {
  let matchedSinceVacuum = 0;
  // While a batch is matched and written, the next one is geocoded (the gazetteer's own thread, or a
  // remote geocoder's wait), instead of the two taking turns. Its candidates are searched only
  // after the batch before it is committed, so every row sees what the rows before it made.
  let geocodingAhead: Promise<void> | null = null;
  try {
    for (let first = true; ; first = false) {
      await geocodingAhead;
      geocodingAhead = null;
      if (context.signal?.aborted) throw new JobInterrupted();
      // Each batch is committed: the step can give its turn to other lists between any two.
      if (!first && (await context.turnOver?.())) throw new JobYielded();
      const list = await findList(deps.db, listId);
      if (!list || list.status !== 'APPROVED' || !list.parsed_at || list.processed_at) return;
      const started = performance.now();
      const parsed = await itemsInStatus(deps.db, listId, ['PARSED'], PROCESS_BATCH);
      const ready = await countItemsInStatus(deps.db, listId, MATCH_READY);
      if (ready > 0) {
        if (parsed.length > 0) {
          geocodingAhead = geocodeBatch(deps, parsed, context);
          // Rejected, it is thrown at the next turn's await, or dropped when this batch fails first.
          geocodingAhead.catch(() => undefined);
        }
        await matchBatch(deps, listId, list.contributor_id, context);
        const matched = Math.min(ready, PROCESS_BATCH);
        matchedSinceVacuum += matched;
        if (matchedSinceVacuum >= (context.vacuumEveryRows ?? VACUUM_EVERY_ROWS)) {
          await vacuumSearchTables(deps.db);
          matchedSinceVacuum = 0;
        }
        context.onBatch?.('match', matched, performance.now() - started);
        continue;
      }
      if (parsed.length) {
        await geocodeBatch(deps, parsed, context);
        continue;
      }
      await finishList(deps.db, listId);
      return;
    }
  } finally {
    // Nothing of this run is left working when it returns or throws (a job's turn ends here).
    await geocodingAhead?.catch(() => undefined);
  }
}

/** Where a row is: its own coordinates, else the geocoder's answer ("Find OS IDs" locates its rows here too). */
export async function geocodeOne(
  geocoder: Geocoder,
  item: Pick<ItemRecord, 'given_lat' | 'given_lng' | 'address' | 'country_code'>,
): Promise<GeocodedValues> {
  // Coordinates given in the file are used as they are.
  if (item.given_lat !== null && item.given_lng !== null) {
    return {
      status: 'GEOCODED',
      lat: item.given_lat,
      lng: item.given_lng,
      address: item.address,
      exact: true,
      precision: null,
      errors: [],
    };
  }
  const result = await geocoder.geocode({ address: item.address, countryCode: item.country_code! });
  if (!result.found)
    return {
      status: 'GEOCODED_NO_RESULTS',
      lat: null,
      lng: null,
      address: null,
      exact: null,
      precision: null,
      errors: [],
    };
  // A region's or a country's centre is still a point (GEOCODED): the list page flags it (item-view.ts).
  return {
    status: 'GEOCODED',
    lat: result.lat,
    lng: result.lng,
    address: result.formattedAddress,
    exact: result.exact,
    precision: result.precision,
    errors: [],
  };
}

async function geocodeBatch(deps: ProcessDeps, items: ItemRecord[], context: StepContext): Promise<void> {
  const started = performance.now();
  const results = new Map<number, GeocodedValues>();
  let failure: unknown = null;
  let next = 0;
  const run = async () => {
    // A stopping worker takes no new row (a remote geocoder may take a second a row).
    while (next < items.length && !context.signal?.aborted) {
      const item = items[next++]!;
      try {
        results.set(item.id, await geocodeOne(deps.geocoder, item));
      } catch (error) {
        failure ??= error;
        if (context.lastAttempt) {
          const reason = error instanceof Error ? error.message : String(error);
          results.set(item.id, {
            status: 'ERROR_GEOCODING',
            lat: null,
            lng: null,
            address: null,
            exact: null,
            precision: null,
            errors: [listRowMessages.geocodeFailed(reason)],
          });
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(GEOCODE_CONCURRENCY, items.length) }, run));
  // What succeeded is kept even when the job must retry the rest.
  await saveGeocoded(
    deps.db,
    [...results].map(([itemId, values]) => ({ itemId, values })),
  );
  faultPoint('geocode:saved');
  context.onBatch?.('geocode', items.length, performance.now() - started);
  if (context.signal?.aborted) throw new JobInterrupted();
  if (failure && !context.lastAttempt) throw failure;
}

/** Candidate searches in flight at once (read-only, outside the batch's transaction). */
const SEARCH_CONCURRENCY = 4;

async function searchCandidates(
  deps: ProcessDeps,
  items: ItemRecord[],
  signal?: AbortSignal,
): Promise<Map<number, MatchCandidate[]>> {
  const found = new Map<number, MatchCandidate[]>();
  let next = 0;
  const run = async () => {
    while (next < items.length) {
      // A stopping worker leaves before the batch's transaction: nothing of it is written yet.
      if (signal?.aborted) throw new JobInterrupted();
      const item = items[next++]!;
      found.set(
        item.id,
        await deps.matcher.findCandidates(deps.db, matchInputOf(item), CANDIDATES, { forDecision: true }),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(SEARCH_CONCURRENCY, items.length) }, run));
  return found;
}

/**
 * One batch in one transaction. Candidates are searched first, several at once; then the list row
 * is locked and the rows read again under the lock, so two workers on one list take turns and
 * never match a row twice (a row that appeared meanwhile is searched inside).
 */
async function matchBatch(
  deps: ProcessDeps,
  listId: number,
  contributorId: number,
  context: StepContext,
): Promise<void> {
  let items: ItemRecord[] = [];
  try {
    const searched = await searchCandidates(
      deps,
      await itemsInStatus(deps.db, listId, MATCH_READY, PROCESS_BATCH),
      context.signal,
    );
    await deps.db.transaction().execute(async (trx) => {
      await findList(trx, listId, { lock: true });
      items = await itemsInStatus(trx, listId, MATCH_READY, PROCESS_BATCH);
      await matchItems({ db: trx, matcher: deps.matcher }, contributorId, items, searched);
      faultPoint('match:written');
    });
    faultPoint('match:committed');
  } catch (error) {
    if (!context.lastAttempt || error instanceof JobInterrupted) throw error;
    // Last attempt: row by row, so one bad row is marked ERROR_MATCHING and the others go on.
    if (items.length === 0) items = await itemsInStatus(deps.db, listId, MATCH_READY, PROCESS_BATCH);
    for (const item of items) {
      try {
        await deps.db
          .transaction()
          .execute((trx) => matchItems({ db: trx, matcher: deps.matcher }, contributorId, [item]));
      } catch (rowError) {
        const reason = rowError instanceof Error ? rowError.message : String(rowError);
        await finishItems(deps.db, [
          {
            itemId: item.id,
            status: 'ERROR_MATCHING',
            facilityId: null,
            errors: [listRowMessages.matchFailed(reason)],
          },
        ]);
      }
    }
  }
}

/** Every row is done: the list is processed (the contributor is told), and the list it replaces stops counting. */
async function finishList(db: Db, listId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const list = await findList(trx, listId, { lock: true });
    if (!list || list.processed_at) return;
    if ((await countItemsInStatus(trx, listId, ['UPLOADED', 'PARSED', 'GEOCODED', 'GEOCODED_NO_RESULTS'])) > 0) return;
    await markProcessed(trx, listId);
    await enqueue(
      trx,
      'lists.notify-processed',
      { listId },
      { dedupeKey: `lists.notify-processed:${listId}`, owner: listJobOwner(list) },
    );
    if (list.replaces_id !== null) {
      const replaced = list.replaces_id;
      await changeFacilityRecords(trx, async (records) => {
        await records.deactivateListMatches(replaced);
        await markReplaced(trx, replaced);
      });
    }
  });
}

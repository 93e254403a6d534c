import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db/database.ts';
import { DEMO_PASSWORD } from './db/seed/demo-users.ts';
import { recountDifferences } from './test/recount.ts';
import { madeUpWord as word } from './test/list-helpers.ts';
import { freshDatabase, startServer, type TestServer } from './test/server-process.ts';

/**
 * [2.4] The real server, on the database of the run (embedded without DATABASE_URL, PostgreSQL
 * with it), killed with SIGKILL at random points of a list's parse, geocode and match, then
 * restarted each time until the list is done. Then every row was processed exactly once, no
 * facility was created twice, no file is orphaned, and the stored counters equal a recount.
 *
 * The points are the server's own fault points (jobs/fault-point.ts: FAULT_KILL_AT=<point>:<n>
 * makes it kill itself the n-th time it gets there), drawn by a seeded random generator from those
 * the list can still reach. FAULT_SEED=<n> replays a run; FAULT_KILLS (default 10) and FAULT_ROWS
 * (default 400) make a longer one.
 */
const KILLS = Number(process.env.FAULT_KILLS ?? 10);
const ROWS = Number(process.env.FAULT_ROWS ?? 400);
const SEED = Number(process.env.FAULT_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** Rows per geocode and match batch (process-list.ts PROCESS_BATCH). */
const BATCH = 100;
const CLIENT = { 'x-client-key': 'crash-test' };
const FINAL = [
  'MATCHED',
  'POTENTIAL_MATCH',
  'NEW_FACILITY',
  'ERROR_GEOCODING',
  'ERROR_MATCHING',
  'DUPLICATE',
  'ERROR_PARSING',
];
const LIST_NAME = 'Crash recovery list';

type Stage = 'parse' | 'geocode' | 'match';
interface Kill {
  point: string;
  n: number;
  stage: Stage;
}

/** mulberry32: a small seeded generator, so a run is replayed from its printed seed. */
function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-crash-'));
let database: { url?: string; drop(): Promise<void> } | null = null;
let server: TestServer | null = null;
let db: Database | null = null;

afterAll(async () => {
  await db?.close();
  if (server && (await Promise.race([server.exited.then(() => false), Promise.resolve(true)]))) await server.stop();
  else stopOrphanedPostgres();
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A server killed with -9 leaves its embedded PostgreSQL running; the test's last one is stopped here. */
function stopOrphanedPostgres() {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    // already gone
  }
}

/** The database the server uses, reached from here (the embedded one over its socket). */
async function openServerDatabase(): Promise<Database> {
  const url =
    database?.url ??
    `postgres://postgres@localhost/registry?host=${encodeURIComponent(path.join(dataDir, 'postgres'))}`;
  return openDatabase({ databaseUrl: url, poolSize: 2 });
}

interface ListState {
  listId: number | null;
  status: string | null;
  parsed: boolean;
  processed: boolean;
  /** Rows still to geocode (PARSED), and to match (PARSED or geocoded). */
  toGeocode: number;
  toMatch: number;
  notified: boolean;
}

async function listState(listId: number | null): Promise<ListState> {
  const empty = {
    listId,
    status: null,
    parsed: false,
    processed: false,
    toGeocode: ROWS,
    toMatch: ROWS,
    notified: false,
  };
  const q = db!.db;
  const list =
    listId === null
      ? undefined
      : await q
          .selectFrom('facility_lists')
          .select(['status', 'parsed_at', 'processed_at'])
          .where('id', '=', listId)
          .executeTakeFirst();
  if (!list) return empty;
  const counts = await sql<{ parsed: number; ready: number }>`
    select count(*) filter (where status = 'PARSED')::int as parsed,
      count(*) filter (where status in ('GEOCODED', 'GEOCODED_NO_RESULTS'))::int as ready
    from facility_list_items where facility_list_id = ${listId}`.execute(q);
  const notify = await sql<{
    status: string;
  }>`select status from jobs where name = 'lists.notify-processed' and payload ->> 'listId' = ${String(listId)}`.execute(
    q,
  );
  const { parsed, ready } = counts.rows[0]!;
  return {
    listId,
    status: list.status,
    parsed: list.parsed_at !== null,
    processed: list.processed_at !== null,
    toGeocode: list.parsed_at ? parsed : ROWS,
    toMatch: list.parsed_at ? parsed + ready : ROWS,
    notified: notify.rows.some((job) => job.status === 'done'),
  };
}

/**
 * The next kill, drawn from the points the list can still reach: parse points while it is not
 * parsed, then geocode points, then match points (their batches interleave: a run matches what
 * is geocoded before it geocodes more), and last the moment after the list is finished or after
 * its e-mail is recorded. Points whose work commits use up a batch each, so their count leaves
 * batches for the kills still to come.
 */
function planner(random: ReturnType<typeof seededRandom>) {
  const quota: Record<Stage, number> = {
    parse: Math.max(2, Math.round(KILLS * 0.2)),
    geocode: Math.max(3, Math.round(KILLS * 0.3)),
    match: 0,
  };
  quota.match = Math.max(1, KILLS - quota.parse - quota.geocode);
  const done: Record<Stage, number> = { parse: 0, geocode: 0, match: 0 };
  // Geocode and match kills alternate, a geocode kill first: a run geocodes a batch before it
  // matches one when none is waiting, so match kills in a row could use up the geocoding before a
  // geocode kill came, and match kills all after it would find one batch left.
  const later: Stage[] = Array.from({ length: Math.max(quota.geocode, quota.match) }, (_, i): Stage[] => [
    ...(i < quota.geocode ? (['geocode'] as const) : []),
    ...(i < quota.match ? (['match'] as const) : []),
  ]).flat();
  return {
    done,
    next(state: ListState, killed: number): Kill | null {
      if (killed >= KILLS) return null;
      const last = killed === KILLS - 1;
      if (!state.parsed && done.parse < quota.parse) {
        const pick = random.next();
        // Only the stage's last kill may come after the parse is done.
        const lastOfStage = last || done.parse === quota.parse - 1;
        if (lastOfStage && pick < 0.3) return { point: 'job:lists.parse', n: 1, stage: 'parse' };
        if (pick < 0.6) return { point: 'parse:row', n: random.int(1, ROWS), stage: 'parse' };
        return { point: 'parse:stored', n: 1, stage: 'parse' };
      }
      const geocodeBatches = Math.ceil(state.toGeocode / BATCH);
      const matchBatches = Math.ceil(state.toMatch / BATCH);
      const stage = later.shift() ?? 'match';
      const left = later.length;
      // The last kill comes after work committed and before its job is marked done: the list
      // finished, or its e-mail recorded (run again, neither may happen twice).
      if (last && !state.notified) {
        return state.processed || random.next() < 0.5
          ? { point: 'job:lists.notify-processed', n: 1, stage: 'match' }
          : { point: 'job:lists.process', n: 1, stage: 'match' };
      }
      if (stage === 'geocode' && geocodeBatches > 0) {
        // Each saved batch stays saved: keep one per geocode kill still to come.
        const spare = geocodeBatches - later.filter((s) => s === 'geocode').length;
        return { point: 'geocode:saved', n: random.int(1, Math.max(1, Math.min(2, spare))), stage: 'geocode' };
      }
      if (matchBatches > 0) {
        // A batch killed before its commit is done again; one killed after it is not: keep one to come back to.
        const n = random.int(1, Math.max(1, Math.min(2, matchBatches - 1)));
        if (left > 0 && matchBatches - n < 1) return { point: 'match:written', n: 1, stage: 'match' };
        return { point: random.next() < 0.6 ? 'match:written' : 'match:committed', n, stage: 'match' };
      }
      if (!state.processed) return { point: 'job:lists.process', n: 1, stage: 'match' };
      if (!state.notified) return { point: 'job:lists.notify-processed', n: 1, stage: 'match' };
      return null;
    },
  };
}

/**
 * The list: rows naming facilities the seed made (same name, address and place), rows of new
 * facilities with coordinates and without (the offline geocoder places those, loading its
 * gazetteer at each start), rows repeated within the list (DUPLICATE), and rows without a name
 * (ERROR_PARSING).
 */
function listCsv(
  existing: { os_id: string; name: string; address: string; country_code: string; lat: number; lng: number }[],
) {
  const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
  const rows: string[] = [];
  const repeatable: number[] = [];
  /** Row index -> the seeded facility it names. */
  const known = new Map<number, string>();
  let repeated = 0;
  let unnamed = 0;
  for (let i = 0; rows.length < ROWS; i++) {
    if (i % 10 === 9) {
      rows.push(rows[repeatable[repeatable.length - 1 - (i % 3)]!]!); // a row of a new facility again
      repeated++;
    } else if (i % 37 === 36) {
      rows.push(`BD,,"${word(i)} Road ${i}, Dhaka",,`);
      unnamed++;
    } else if (i % 4 === 0 && i / 4 < existing.length) {
      const f = existing[i / 4]!;
      rows.push(`${f.country_code},${quote(f.name)},${quote(f.address)},${f.lat},${f.lng}`);
      known.set(rows.length - 1, f.os_id);
    } else if (i % 4 === 1 && i < BATCH) {
      // Only in the first batch: every other batch is placed without waiting for the gazetteer to load.
      rows.push(`Bangladesh,${word(i)} ${word(i * 37 + 11)} Mills,"${word(i * 13 + 5)} Road ${i}, Dhaka",,`);
      repeatable.push(rows.length - 1);
    } else {
      rows.push(
        `Bangladesh,${word(i)} ${word(i * 37 + 11)} Apparel,"Plot ${i}, ${word(i * 13 + 5)} Zone, Gazipur",${(23.9 + (i % 97) * 0.003).toFixed(5)},${(90.3 + (i % 89) * 0.003).toFixed(5)}`,
      );
      repeatable.push(rows.length - 1);
    }
  }
  return { csv: ['country,name,address,lat,lng', ...rows].join('\n'), repeated, unnamed, known };
}

async function logIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/user-login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...CLIENT },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

const alive = async (s: TestServer) =>
  Promise.race([s.exited.then(() => false), new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 0))]);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`a list through kill -9 at ${KILLS} random points (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'})`, () => {
  it(
    'restarts into every row processed once, no facility twice, no orphaned file, counters equal to a recount',
    async () => {
      console.log(
        `list crash recovery: FAULT_SEED=${SEED} FAULT_KILLS=${KILLS} FAULT_ROWS=${ROWS} (set them to replay)`,
      );
      const started = performance.now();
      const random = seededRandom(SEED);
      const plan = planner(random);
      database = await freshDatabase();
      const env = {
        DATA_DIR: dataDir,
        DEMO_SEED: 'true',
        DEMO_FACILITIES: '200',
        ...(database.url ? { DATABASE_URL: database.url } : {}),
      };
      const kills: Kill[] = [];
      let listId: number | null = null;
      let cookies: { owner: string; admin: string } | null = null;
      let planted: ReturnType<typeof listCsv> | null = null;
      let runs = 0;

      for (;;) {
        const state: ListState = db
          ? await listState(listId)
          : { listId, status: null, parsed: false, processed: false, toGeocode: ROWS, toMatch: ROWS, notified: false };
        const kill = plan.next(state, kills.length);
        await db?.close();
        runs++;
        const runStarted = performance.now();
        // The worker starts before the server answers: a job taken back at once may reach its kill first.
        const up = await startServer({ ...env, ...(kill ? { FAULT_KILL_AT: `${kill.point}:${kill.n}` } : {}) }).catch(
          (error: Error) => {
            if (kill && /server exited \(SIGKILL\)/.test(error.message)) return null;
            throw error;
          },
        );
        db = await openServerDatabase();
        if (!up) {
          console.log(
            `run ${runs}: ${kill!.point}:${kill!.n}, killed before it answered, ${Math.round(performance.now() - runStarted)} ms`,
          );
          kills.push(kill!);
          plan.done[kill!.stage]++;
          continue;
        }
        server = up;
        const current = up;
        const upAfter = performance.now() - runStarted;
        cookies ??= {
          owner: await logIn(current.url, 'contributor@example.com'),
          admin: await logIn(current.url, 'admin@example.com'),
        };

        if (listId === null) {
          const existing = await db.db
            .selectFrom('facilities')
            .select(['os_id', 'name', 'address', 'country_code', 'lat', 'lng'])
            .orderBy('os_id')
            .limit(ROWS / 4)
            .execute();
          planted = listCsv(existing);
          const form = new FormData();
          form.set('name', LIST_NAME);
          form.set('file', new Blob([planted.csv], { type: 'text/csv' }), 'crash.csv');
          // A kill at the first parse row may come before the answer: the list is committed either way.
          await fetch(`${current.url}/api/facility-lists/`, {
            method: 'POST',
            headers: { cookie: cookies.owner, ...CLIENT },
            body: form,
          }).catch(() => null);
          listId = (
            await db.db
              .selectFrom('facility_lists')
              .select('id')
              .where('name', '=', LIST_NAME)
              .executeTakeFirstOrThrow()
          ).id;
        }

        // Approve once parsed; then wait for the kill, or for the end when no kill is left.
        const deadline = Date.now() + 120_000;
        let exited = false;
        for (;;) {
          if (!(await alive(current))) {
            exited = true;
            break;
          }
          const now = await listState(listId).catch(() => null);
          if (now?.parsed && now.status === 'PENDING') {
            await fetch(`${current.url}/api/facility-lists/${listId}/approve/`, {
              method: 'POST',
              headers: { cookie: cookies.admin, ...CLIENT },
            }).catch(() => null);
          }
          if (!kill && now?.processed && now.notified) break;
          if (Date.now() > deadline)
            throw new Error(
              `run ${runs} (${kill ? `${kill.point}:${kill.n}` : 'no kill'}) neither ended nor was killed; list ${JSON.stringify(now)}`,
            );
          await pause(25);
        }
        const at = (message: string) =>
          current.logLines().find((line) => String(line.msg).startsWith(message))?.time as number | undefined;
        const since = (message: string) =>
          at(message) ? `${message} +${at(message)! - Math.round(performance.timeOrigin + runStarted)}` : null;
        const steps = ['database ready', 'offline gazetteer loaded', 'Server listening']
          .map(since)
          .filter(Boolean)
          .join(', ');
        console.log(
          `run ${runs}: ${kill ? `${kill.point}:${kill.n}` : 'to the end'}, up in ${Math.round(upAfter)} ms (${steps}), ${Math.round(performance.now() - runStarted)} ms in all`,
        );
        if (!kill) break;
        expect(exited, `run ${runs} was to be killed at ${kill.point}:${kill.n}`).toBe(true);
        const tail = current
          .logLines()
          .slice(-6)
          .map((line) => `${String(line.msg)}${line.err ? ` ${JSON.stringify(line.err)}` : ''}`);
        expect(
          await current.exited,
          `run ${runs} ended otherwise than by its kill; its log ends: ${tail.join(' | ')}`,
        ).toEqual({ code: null, signal: 'SIGKILL' });
        kills.push(kill);
        plan.done[kill.stage]++;
      }

      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const perStage = Object.fromEntries(
        (['parse', 'geocode', 'match'] as const).map((stage) => [stage, kills.filter((k) => k.stage === stage).length]),
      );
      console.log(
        `list crash recovery: ${kills.length} kills in ${runs} runs, ${seconds} s; kill points ${kills.map((k) => `${k.point}:${k.n}`).join(', ')}; reached per stage ${JSON.stringify(perStage)}`,
      );
      expect(kills.length).toBe(KILLS);
      if (KILLS >= 5) {
        // Spread over the three steps (fewer kills, for a quick look, may not reach them all).
        expect(perStage.parse).toBeGreaterThan(0);
        expect(perStage.geocode).toBeGreaterThan(0);
        expect(perStage.match).toBeGreaterThan(0);
      }

      await expectEachRowOnce(listId!, planted!);
      await expectNoOrphanedFile();
      expect(await recountDifferences(db!.db)).toEqual({ index: [], listItemCounts: [] });
    },
    120_000 + KILLS * 20_000,
  );
});

/** One item per CSV row, each final, with its matches, facility and e-mail made once. */
async function expectEachRowOnce(listId: number, planted: ReturnType<typeof listCsv>) {
  const q = db!.db;
  const items = await q
    .selectFrom('facility_list_items')
    .select(['id', 'row_index', 'status', 'facility_id'])
    .where('facility_list_id', '=', listId)
    .orderBy('row_index')
    .execute();
  expect(items.map((item) => item.row_index)).toEqual(Array.from({ length: ROWS }, (_, i) => i));
  expect(items.filter((item) => !FINAL.includes(item.status))).toEqual([]);
  const byStatus = (status: string) => items.filter((item) => item.status === status).length;
  console.log(
    `list crash recovery: rows by status ${JSON.stringify(Object.fromEntries(FINAL.map((status) => [status, byStatus(status)])))}`,
  );
  expect(byStatus('DUPLICATE')).toBe(planted.repeated);
  expect(byStatus('ERROR_PARSING')).toBe(planted.unnamed);
  // As without a crash: each row naming a seeded facility matched to it, every other row a new facility.
  const matchedTo = new Map(
    items.filter((item) => item.status === 'MATCHED').map((item) => [item.row_index, item.facility_id]),
  );
  expect(matchedTo).toEqual(planted.known);
  expect(byStatus('NEW_FACILITY')).toBe(ROWS - planted.known.size - planted.repeated - planted.unnamed);

  // Matches per row: one for a matched or new row, none for a row that never reached matching.
  const matches = await sql<{ status: string; item_status: string; n: number; active: number }>`
    select m.status, i.status as item_status, count(*)::int as n, count(distinct m.facility_list_item_id)::int as active
    from facility_matches m join facility_list_items i on i.id = m.facility_list_item_id
    where i.facility_list_id = ${listId} group by 1, 2 order by 1, 2`.execute(q);
  for (const row of matches.rows) {
    if (row.item_status !== 'POTENTIAL_MATCH')
      expect(row.n, `${row.item_status} rows with ${row.status} matches`).toBe(row.active);
  }
  const matchedRows = matches.rows.filter((row) => row.status === 'AUTOMATIC').reduce((sum, row) => sum + row.n, 0);
  expect(matchedRows).toBe(byStatus('MATCHED') + byStatus('NEW_FACILITY'));
  expect(
    matches.rows.filter((row) => !['MATCHED', 'NEW_FACILITY', 'POTENTIAL_MATCH'].includes(row.item_status)),
  ).toEqual([]);

  // A facility per NEW_FACILITY row, each its own row's, none for the same place twice.
  const created = await sql<{ n: number; items: number; places: number; linked: number }>`
    select count(*)::int as n, count(distinct f.created_from_item_id)::int as items,
      count(distinct (f.name, f.address, f.country_code))::int as places,
      count(*) filter (where i.status = 'NEW_FACILITY' and i.facility_id = f.os_id)::int as linked
    from facilities f join facility_list_items i on i.id = f.created_from_item_id
    where i.facility_list_id = ${listId}`.execute(q);
  const n = byStatus('NEW_FACILITY');
  expect(created.rows[0]).toEqual({ n, items: n, places: n, linked: n });

  // Each row's extended fields once.
  const fields = await sql<{ twice: number }>`
    select count(*)::int as twice from (select x.facility_list_item_id, x.field_name from extended_fields x
      join facility_list_items i on i.id = x.facility_list_item_id where i.facility_list_id = ${listId}
      group by 1, 2 having count(*) > 1) d`.execute(q);
  expect(fields.rows[0]!.twice).toBe(0);

  const stored = await q
    .selectFrom('facility_lists')
    .select(['item_count', 'processed_at'])
    .where('id', '=', listId)
    .executeTakeFirstOrThrow();
  expect(stored.item_count).toBe(ROWS);
  expect(stored.processed_at).not.toBeNull();
  const jobs = await sql<{ name: string; status: string }>`
    select name, status from jobs where payload ->> 'listId' = ${String(listId)} order by id`.execute(q);
  expect(jobs.rows).toEqual([
    { name: 'lists.parse', status: 'done' },
    { name: 'lists.process', status: 'done' },
    { name: 'lists.notify-processed', status: 'done' },
  ]);
  const emails = await sql<{ n: number }>`
    select count(*)::int as n from email_outbox where subject like ${`%"${LIST_NAME}" has been processed`}`.execute(q);
  expect(emails.rows[0]!.n).toBe(1);
}

/** Every stored file belongs to a list or a claim, and no half-written one is left. */
async function expectNoOrphanedFile() {
  const filesDir = path.join(dataDir, 'files');
  const stored = fs.existsSync(filesDir)
    ? (fs.readdirSync(filesDir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(filesDir, path.join(entry.parentPath, entry.name)))
        .sort()
    : [];
  const keys = await sql<{ file_key: string }>`
    select file_key from facility_lists union select file_key from facility_claim_attachments`.execute(db!.db);
  const known = new Set(keys.rows.map((row) => row.file_key));
  expect(stored.filter((file) => !known.has(file))).toEqual([]);
  expect(stored.filter((file) => file.startsWith('lists/'))).toHaveLength(1);
}

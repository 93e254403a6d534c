import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  ACCESS_TEST_ENV,
  createAccessFixtures,
  freshSession,
  ROLES,
  type AccessFixtures,
  type Caller,
} from '../test/access-fixtures.ts';
import { ACCESS_MATRIX, registeredRoutes, type RouteCase } from '../test/access-matrix-table.ts';
import { fuzzRequest, type BaseRequest } from '../test/fuzz/fuzz-requests.ts';
import { seededRandom } from '../test/fuzz/hostile-values.ts';
import { errorShapeProblem } from '../test/fuzz/error-shape.ts';
import { installWriteLog, writesSince } from '../test/fuzz/write-log.ts';

/**
 * Generated requests to every route of the access matrix as every role: wrong types, huge and deep
 * values, unicode edge cases, NUL, lone surrogates, numbers at the limits, unknown keys, broken and
 * mistyped bodies, damaged multipart and missing files. No answer may be a 5xx, every error must
 * have the spec's shape, and a refused write must leave every table as it was.
 * `npm test` sends one request per route and role; `npm run fuzz -w apps/server` 100,000 (FUZZ_REQUESTS,
 * FUZZ_SEED and FUZZ_SHARDS, apps on databases of their own fuzzed side by side, to change) and prints
 * how many it sent, how fast, and the 5xx count.
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 0);
const SEED = Number(process.env.FUZZ_SEED ?? 1);
const SHARDS = Math.max(1, Number(process.env.FUZZ_SHARDS ?? 1));
const SAMPLES = 40;
const SLOW_MS = 50;

interface Shard {
  t: TestApp;
  f: AccessFixtures;
}
let shards: Shard[] = [];
beforeAll(async () => {
  shards = await Promise.all(
    Array.from({ length: SHARDS }, async () => {
      const t = await createTestApp(ACCESS_TEST_ENV);
      const f = await createAccessFixtures(t);
      await installWriteLog(t.database.db);
      return { t, f };
    }),
  );
}, 900_000);
afterAll(() => Promise.all(shards.map((shard) => shard.t.close())));

interface Target {
  route: { method: string; url: string };
  routeCase: RouteCase;
  role: Caller['role'];
}

/** The matrix's valid request for a route and caller, as the fuzzer's starting point. */
function baseRequest(f: AccessFixtures, target: Target, caller: Caller): BaseRequest {
  const request = target.routeCase.request?.(f, caller) ?? {};
  const base: BaseRequest = {
    method: target.route.method,
    route: target.route.url,
    url: request.url ?? target.route.url,
    headers: { ...caller.headers, ...request.headers },
  };
  if (request.payload !== undefined) base.json = request.payload;
  const multipart = request.multipart;
  if (multipart?.claim) {
    base.multipart = {
      fields: Object.entries(multipart.fields).flatMap(([name, value]) =>
        [value].flat().map((item) => [name, item] as [string, string]),
      ),
      files: multipart.files,
    };
  } else if (multipart) {
    const file = multipart.file;
    base.multipart = {
      fields: Object.entries(multipart.fields),
      files: file ? [{ field: 'file', name: file.name, content: Buffer.from(file.content) }] : [],
    };
  }
  return base;
}

interface Tally {
  sent: number;
  serverErrors: number;
  failures: Map<string, string>;
  started: number;
}

/** Sends `count` requests through one shard's app, round the targets, checking each answer. */
async function fuzzShard({ t, f }: Shard, shard: number, targets: Target[], count: number, tally: Tally) {
  const fail = (kind: string, detail: string) => {
    if (tally.failures.size < SAMPLES && !tally.failures.has(kind)) tally.failures.set(kind, detail);
  };
  const callers = { ...f.callers };
  const costs = targets.map(() => ({ turns: 0, sent: 0, ms: 0 }));
  let mark = 0;
  for (let n = 0, turn = 0; n < count; turn++) {
    const target = targets[turn % targets.length]!;
    const cost = costs[turn % targets.length]!;
    // Slow routes (password hashing, the gazetteer) get one turn in ten, so a run covers the rest in its time.
    if (cost.sent > 0 && cost.ms / cost.sent > SLOW_MS && cost.turns++ % 10 !== 0) continue;
    const caller = callers[target.role];
    // Each turn draws from its own seed: a request is made again from FUZZ_SEED, its shard and turn, whatever ran before.
    const request = fuzzRequest(
      seededRandom(SEED * 1_000_003 + shard * 100_000_007 + turn),
      baseRequest(f, target, caller),
    );
    const label = `FUZZ_SEED=${SEED} shard ${shard} turn ${turn}: ${request.method} ${request.url.slice(0, 160)} as ${target.role} (${request.note.slice(0, 200)})`;
    const checksWrites = request.method !== 'GET' && request.method !== 'HEAD';
    if (checksWrites) mark = (await writesSince(t.database.db, mark)).mark;
    const sentAt = performance.now();
    const response = await t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    Object.assign(cost, { sent: cost.sent + 1, ms: cost.ms + performance.now() - sentAt });
    const status = response.statusCode;
    if (status >= 500) {
      tally.serverErrors++;
      fail(
        `${target.route.method} ${target.route.url} ${status}`,
        `${label}: ${status} ${response.body.slice(0, 200)}`,
      );
    } else if (status >= 400 && request.method !== 'HEAD') {
      const problem = errorShapeProblem(
        request.url,
        response.headers['content-type'] as string | undefined,
        response.body,
      );
      if (problem)
        fail(
          `${target.route.method} ${target.route.url} shape ${status}`,
          `${label}: ${status} ${problem}: ${response.body.slice(0, 200)}`,
        );
    }
    if (checksWrites && status >= 400) {
      const writes = await writesSince(t.database.db, mark);
      if (writes.tables.length)
        fail(
          `${target.route.method} ${target.route.url} wrote`,
          `${label}: refused (${status}) but wrote ${writes.tables.join(', ')}`,
        );
    }
    // Keep every role able to call: a successful log-out ends its session, a deleted token comes back.
    if (status < 300 && target.routeCase.freshSession && caller.email && caller.role !== 'token')
      callers[target.role] = { ...caller, headers: await freshSession(t.app, caller.email) };
    if (status < 300) await target.routeCase.after?.(t, f, caller);
    n++;
    tally.sent++;
    if (REQUESTS && tally.sent % 10_000 === 0)
      console.log(
        `fuzz: ${tally.sent} requests, ${tally.serverErrors} x 5xx, ${Math.round((Date.now() - tally.started) / 1000)} s`,
      );
  }
}

describe('fuzzing every route as every role', () => {
  it(
    'no 5xx, errors in the spec shape, refused writes write nothing',
    async () => {
      const targets: Target[] = registeredRoutes(shards[0]!.t.app).flatMap((route) => {
        const routeCase = ACCESS_MATRIX[`${route.method} ${route.url}`];
        return routeCase ? ROLES.map((role) => ({ route, routeCase, role })) : [];
      });
      const total = REQUESTS || targets.length;
      const tally: Tally = { sent: 0, serverErrors: 0, failures: new Map(), started: Date.now() };
      await Promise.all(shards.map((shard, i) => fuzzShard(shard, i, targets, Math.ceil(total / SHARDS), tally)));
      const sent = Math.ceil(total / SHARDS) * SHARDS;
      const seconds = (Date.now() - tally.started) / 1000;
      console.log(
        `fuzz: ${sent} requests over ${targets.length / ROLES.length} routes x ${ROLES.length} roles in ${seconds.toFixed(1)} s ` +
          `(${Math.round(sent / seconds)}/s, ${SHARDS} shard${SHARDS > 1 ? 's' : ''}), seed ${SEED}: ${tally.serverErrors} x 5xx, ${tally.failures.size} kinds of failure`,
      );
      expect([...tally.failures.values()]).toEqual([]);
    },
    24 * 3_600_000,
  );
});

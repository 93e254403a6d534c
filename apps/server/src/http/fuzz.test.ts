import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { ACCESS_TEST_ENV, createAccessFixtures, freshSession, ROLES, type AccessFixtures, type Caller } from '../test/access-fixtures.ts';
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
 * FUZZ_SEED to change) and prints how many it sent, how fast, and the 5xx count.
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 0);
const SEED = Number(process.env.FUZZ_SEED ?? 1);
const SAMPLES = 40;
const SLOW_MS = 50;

let t: TestApp;
let f: AccessFixtures;
beforeAll(async () => {
  t = await createTestApp(ACCESS_TEST_ENV);
  f = await createAccessFixtures(t);
  await installWriteLog(t.database.db);
}, 300_000);
afterAll(() => t?.close());

interface Target {
  route: { method: string; url: string };
  routeCase: RouteCase;
  role: Caller['role'];
}

/** The matrix's valid request for a route and caller, as the fuzzer's starting point. */
function baseRequest(target: Target, caller: Caller): BaseRequest {
  const request = target.routeCase.request?.(f, caller) ?? {};
  const base: BaseRequest = { method: target.route.method, route: target.route.url, url: request.url ?? target.route.url, headers: { ...caller.headers, ...request.headers } };
  if (request.payload !== undefined) base.json = request.payload;
  const multipart = request.multipart;
  if (multipart?.claim) {
    base.multipart = { fields: Object.entries(multipart.fields).flatMap(([name, value]) => [value].flat().map((item) => [name, item] as [string, string])), files: multipart.files };
  } else if (multipart) {
    const file = multipart.file;
    base.multipart = { fields: Object.entries(multipart.fields), files: file ? [{ field: 'file', name: file.name, content: Buffer.from(file.content) }] : [] };
  }
  return base;
}

describe('fuzzing every route as every role', () => {
  it('no 5xx, errors in the spec shape, refused writes write nothing', async () => {
    const targets: Target[] = registeredRoutes(t.app).flatMap((route) => {
      const routeCase = ACCESS_MATRIX[`${route.method} ${route.url}`];
      return routeCase ? ROLES.map((role) => ({ route, routeCase, role })) : [];
    });
    const total = REQUESTS || targets.length;
    const callers = { ...f.callers };
    const failures = new Map<string, string>();
    const fail = (kind: string, detail: string) => {
      if (failures.size < SAMPLES && !failures.has(kind)) failures.set(kind, detail);
    };
    let serverErrors = 0;
    let mark = (await writesSince(t.database.db, 0)).mark;
    const started = Date.now();

    const costs = targets.map(() => ({ turns: 0, sent: 0, ms: 0 }));
    for (let n = 0, turn = 0; n < total; turn++) {
      const target = targets[turn % targets.length]!;
      const cost = costs[turn % targets.length]!;
      // Slow routes (password hashing, the gazetteer) get one turn in ten, so a run covers the rest in its time.
      if (cost.sent > 0 && cost.ms / cost.sent > SLOW_MS && cost.turns++ % 10 !== 0) continue;
      const caller = callers[target.role];
      // Each turn draws from its own seed: a request is made again from FUZZ_SEED and its turn, whatever ran before.
      const request = fuzzRequest(seededRandom(SEED * 1_000_003 + turn), baseRequest(target, caller));
      const label = `FUZZ_SEED=${SEED} turn ${turn}: ${request.method} ${request.url.slice(0, 160)} as ${target.role} (${request.note.slice(0, 200)})`;
      const sentAt = performance.now();
      const response = await t.app.inject({ method: request.method as 'GET', url: request.url, headers: request.headers, ...(request.payload === undefined ? {} : { payload: request.payload }) });
      Object.assign(cost, { sent: cost.sent + 1, ms: cost.ms + performance.now() - sentAt });
      const status = response.statusCode;
      if (status >= 500) {
        serverErrors++;
        fail(`${target.route.method} ${target.route.url} ${status}`, `${label}: ${status} ${response.body.slice(0, 200)}`);
      } else if (status >= 400 && request.method !== 'HEAD') {
        const problem = errorShapeProblem(request.url, response.headers['content-type'] as string | undefined, response.body);
        if (problem) fail(`${target.route.method} ${target.route.url} shape ${status}`, `${label}: ${status} ${problem}: ${response.body.slice(0, 200)}`);
      }
      const writes = await writesSince(t.database.db, mark);
      mark = writes.mark;
      if (status >= 400 && request.method !== 'GET' && writes.tables.length) {
        fail(`${target.route.method} ${target.route.url} wrote`, `${label}: refused (${status}) but wrote ${writes.tables.join(', ')}`);
      }
      // Keep every role able to call: a successful log-out ends its session, a deleted token comes back.
      if (status < 300 && (target.routeCase.freshSession || target.routeCase.after)) {
        if (target.routeCase.freshSession && caller.email && caller.role !== 'token') callers[target.role] = { ...caller, headers: await freshSession(t.app, caller.email) };
        await target.routeCase.after?.(t, f, caller);
        mark = (await writesSince(t.database.db, mark)).mark;
      }
      n++;
      if (REQUESTS && n % 10_000 === 0) console.log(`fuzz: ${n} requests, ${serverErrors} x 5xx, ${Math.round((Date.now() - started) / 1000)} s`);
    }

    const seconds = (Date.now() - started) / 1000;
    console.log(
      `fuzz: ${total} requests over ${targets.length / ROLES.length} routes x ${ROLES.length} roles in ${seconds.toFixed(1)} s ` +
        `(${Math.round(total / seconds)}/s), seed ${SEED}: ${serverErrors} x 5xx, ${failures.size} kinds of failure`,
    );
    expect([...failures.values()]).toEqual([]);
  }, 24 * 3_600_000);
});

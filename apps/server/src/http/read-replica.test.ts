import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createServices } from '../services.ts';
import { expectIndexConsistent } from '../test/index-consistency.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { insertIndexed, testOsId } from '../test/facility-fixtures.ts';
import { CLIENT_HEADERS } from '../test/auth-helpers.ts';

/**
 * DATABASE_READ_URL: search, counts, tiles and filter options read the replica; everything else
 * (facility pages, writes) the primary. Two separate databases with different rows stand in for
 * a primary and a replica, so each answer shows which one it came from.
 */
let primary: Database;
let replica: Database;
let app: FastifyInstance;
const onReplica = testOsId('BD', 1);
const onPrimary = testOsId('BD', 2);

beforeAll(async () => {
  [primary, replica] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  await insertIndexed(replica.db, [
    { os_id: onReplica, name: 'Replica Knit', address: 'Road 1', country_code: 'BD', lat: 23.8, lng: 90.4 },
  ]);
  await insertIndexed(primary.db, [
    { os_id: onPrimary, name: 'Primary Knit', address: 'Road 2', country_code: 'BD', lat: 23.7, lng: 90.3 },
  ]);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/registry-test-data' });
  app = await buildApp({ config, db: primary.db, readDb: replica.db, services: createServices(config, primary.db) });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  try {
    await expectIndexConsistent(primary.db);
  } finally {
    await Promise.all([primary.close(), replica.close()]);
  }
});

describe('read replica routing', () => {
  it('answers search, count and tiles from the replica', async () => {
    const search = await app.inject({ method: 'GET', url: '/api/facilities/?q=knit', headers: CLIENT_HEADERS });
    expect(search.json().features.map((f: { id: string }) => f.id)).toEqual([onReplica]);
    expect(
      (await app.inject({ method: 'GET', url: '/api/facilities/count/', headers: CLIENT_HEADERS })).json(),
    ).toEqual({ count: 1 });
    const key = (await app.inject({ method: 'GET', url: '/api/current_tile_cache_key', headers: CLIENT_HEADERS })).body;
    const tileAt = async (lng: number, lat: number) => {
      const n = 2 ** 12;
      const rad = (lat * Math.PI) / 180;
      const x = Math.floor(((lng + 180) / 360) * n);
      const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
      const tile = await app.inject({ method: 'GET', url: `/tile/facilities/${key}/12/${x}/${y}.pbf` });
      expect(tile.statusCode).toBe(200);
      return tile.rawPayload;
    };
    expect((await tileAt(90.4, 23.8)).includes(Buffer.from(onReplica))).toBe(true);
    expect((await tileAt(90.3, 23.7)).includes(Buffer.from(onPrimary))).toBe(false);
  });

  it('answers facility pages from the primary', async () => {
    expect(
      (await app.inject({ method: 'GET', url: `/api/facilities/${onPrimary}/`, headers: CLIENT_HEADERS })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: `/api/facilities/${onReplica}/`, headers: CLIENT_HEADERS })).statusCode,
    ).toBe(404);
  });
});

import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { insertIndexed, testOsId } from '../../test/facility-fixtures.ts';
import { searchParamsSchema } from '../facilities/index.ts';
import { tilePoints, tilePointsQuery } from './queries.ts';

let database: Database;
const tile = { z: 12, x: 3076, y: 1769 }; // Dhaka: 90.35-90.44 E, 23.73-23.81 N

beforeAll(async () => {
  database = await openTestDatabase();
  await insertIndexed(
    database.db,
    Array.from({ length: 40 }, (_, i) => ({
      os_id: testOsId('BD', i + 1),
      name: `Mirpur Knit ${i + 1}`,
      address: `Road ${i + 1}, Mirpur`,
      country_code: 'BD',
      lat: 23.73 + i * 0.0015,
      lng: i % 2 ? 90.4 : 91.5, // every second one outside the tile
    })),
  );
  // Index-only scans need the pages marked all-visible, as the list pipeline's vacuum does.
  await sql`vacuum analyze facility_index`.execute(database.db);
});
afterAll(() => database.close());

describe('the facilities of a tile', () => {
  const params = searchParamsSchema.parse({});

  it('are those in its bounds with what their markers show, by OS ID', async () => {
    const points = await tilePoints(database.db, tile, params, undefined, 100);
    expect(points).toHaveLength(20);
    expect(points[0]).toEqual({
      os_id: testOsId('BD', 2),
      lat: 23.7315,
      lng: 90.4,
      name: 'Mirpur Knit 2',
      has_approved_claim: false,
      is_closed: false,
    });
    expect(points.map((point) => point.os_id)).toEqual([...points.map((point) => point.os_id)].sort());
  });

  it('are read from the tile points index alone, not from the facility rows', async () => {
    const compiled = tilePointsQuery(database.db, tile, params, undefined, 100).compile();
    const plan = await database.db.connection().execute(async (connection) => {
      // A table this small is read whole or through a bitmap: with both priced out, what is left
      // to compare is the index scans, and one that serves the query alone wins.
      await sql`set enable_seqscan = off`.execute(connection);
      await sql`set enable_bitmapscan = off`.execute(connection);
      try {
        const { rows } = await connection.executeQuery<Record<string, string>>(
          CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
        );
        return rows.map((row) => Object.values(row)[0]!).join('\n');
      } finally {
        await sql`reset enable_seqscan`.execute(connection);
        await sql`reset enable_bitmapscan`.execute(connection);
      }
    });
    expect(plan).toMatch(/Index Only Scan using facility_index_tile_points_idx/);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { insertIndexed, testOsId } from '../../test/facility-fixtures.ts';
import { searchParamsSchema } from '../search/index.ts';
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

  it('need no column the tile points index lacks, so they can be read from it alone', async () => {
    // On a table of 40 rows the planner's choice says nothing of 1.2M; the index covering the
    // statement is what lets it read a dense tile index-only (a tile of Dhaka: 217 pages, not 4,733).
    const { rows } = await sql<{ columns: string[] }>`
      select array_agg(a.attname::text order by a.attname) as columns
      from pg_index i join pg_class c on c.oid = i.indexrelid
      join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where c.relname = 'facility_index_tile_points_idx'`.execute(database.db);
    const compiled = tilePointsQuery(database.db, tile, params, undefined, 100).compile().sql;
    const used = [...new Set(compiled.match(/"([a-z_]+)"/g)!.map((quoted) => quoted.slice(1, -1)))].filter(
      (name) => name !== 'facility_index',
    );
    expect(used.sort()).toEqual(['has_approved_claim', 'is_closed', 'lat', 'lng', 'name', 'os_id']);
    expect(rows[0]!.columns).toEqual(['has_approved_claim', 'is_closed', 'lat', 'lng', 'name', 'os_id']);
  });
});

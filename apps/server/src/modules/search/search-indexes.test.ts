import { CompiledQuery, sql, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { searchParamsSchema } from '@registry/core/search-params';
import { singleFacet } from './search-plan.ts';
import { prepareTextQuery, searchExtentQuery, searchPageQuery, searchSummaryQuery } from './search-queries.ts';
import { insertIndexed, testOsId } from '../../test/facility-fixtures.ts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertIndexed(database.db, [
    {
      os_id: testOsId('BD', 1),
      name: 'Dhaka Knit',
      address: 'Ashulia',
      country_code: 'BD',
      lat: 23.9,
      lng: 90.3,
      sectors: ['Apparel'],
    },
  ]);
});
afterAll(() => database.close());

/** The names of plan nodes that read facility_index without an index. */
async function seqScans(query: Compilable): Promise<string[]> {
  const compiled = query.compile();
  return database.db.connection().execute(async (connection) => {
    // With sequential scans priced out, the planner still picks one where no index can serve
    // a condition: so every Seq Scan left on facility_index is a filter without an index.
    await sql`set enable_seqscan = off`.execute(connection);
    try {
      const { rows } = await connection.executeQuery<Record<string, string>>(
        CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
      );
      return rows.map((row) => Object.values(row)[0]!).filter((line) => /Seq Scan on facility_index/.test(line));
    } finally {
      await sql`reset enable_seqscan`.execute(connection);
    }
  });
}

const enc = encodeURIComponent;
const boundary = enc(
  JSON.stringify({
    type: 'Polygon',
    coordinates: [
      [
        [88, 21],
        [92.7, 21],
        [92.7, 26.6],
        [88, 26.6],
        [88, 21],
      ],
    ],
  }),
);

describe('every search filter can use an index of facility_index', () => {
  it.each([
    'q=garment',
    `q=${testOsId('BD', 1)}`,
    'contributors=3',
    'contributors=3,4&combine_contributors=AND',
    'lists=2',
    `contributor_types=${enc('Brand / Retailer')}`,
    'countries=BD',
    'countries=BD,CN',
    'statuses=claimed',
    'statuses=pending',
    'sectors=Apparel',
    'parent_company=acme',
    `facility_type=${enc('Final Product Assembly')}`,
    'processing_type=Sewing',
    'product_type=Shoes',
    `number_of_workers=${enc('Less than 1000')}`,
    `native_language_name=${enc('达卡')}`,
    `boundary=${boundary}`,
    'sort_by=name_asc',
    'sort_by=name_desc',
    'sort_by=contributors_desc',
    'sort_by=contributors_asc',
  ])('%s', async (query) => {
    const params = searchParamsSchema.parse(Object.fromEntries(new URLSearchParams(query)));
    const folded = params.q ? await prepareTextQuery(database.db, params.q) : undefined;
    const summary = singleFacet(params)
      ? searchExtentQuery(database.db, params, folded)
      : searchSummaryQuery(database.db, params, folded);
    expect(await seqScans(searchPageQuery(database.db, params, folded))).toEqual([]);
    expect(await seqScans(summary)).toEqual([]);
  });

  it('notices a filter without an index', async () => {
    // The address as written is in no index (only its folded form is): the check must see the Seq Scan it forces.
    const query = database.db.selectFrom('facility_index').select('os_id').where('address', '=', 'Ashulia');
    expect(await seqScans(query)).toHaveLength(1);
  });
});

import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/database.ts';

export interface SearchCase {
  name: string;
  /** Query string of GET /api/facilities/ (without page size). */
  query: string;
}

/** The most common value of an array column of the facility index: the heaviest single filter. */
async function commonest(db: Db, column: string): Promise<string | undefined> {
  const { rows } = await sql<{ value: string }>`
    select v::text as value from (select ${sql.ref(column)} as values from facility_index limit 20000) sample, unnest(sample.values) v
    group by 1 order by count(*) desc limit 1`.execute(db);
  return rows[0]?.value;
}

/**
 * One request per filter of the search (and q), with values taken from the data so each
 * matches many facilities: the cases the speed goals speak of.
 */
export async function searchCases(db: Db): Promise<SearchCase[]> {
  const enc = encodeURIComponent;
  const cases: SearchCase[] = [{ name: 'no filter', query: '' }];
  const country = (
    await sql<{
      code: string;
    }>`select country_code as code from facility_index group by 1 order by count(*) desc limit 1`.execute(db)
  ).rows[0]?.code;
  if (country) cases.push({ name: 'countries', query: `countries=${country}` });
  const arrays: [string, string][] = [
    ['contributors', 'contributor_ids'],
    ['lists', 'list_ids'],
    ['contributor_types', 'contributor_types'],
    ['sectors', 'sectors'],
    ['parent_company', 'parent_companies'],
    ['facility_type', 'facility_types'],
    ['processing_type', 'processing_types'],
    ['product_type', 'product_types'],
    ['number_of_workers', 'number_of_workers'],
    ['native_language_name', 'native_language_names'],
  ];
  for (const [param, column] of arrays) {
    const value = await commonest(db, column);
    if (value !== undefined) cases.push({ name: param, query: `${param}=${enc(value)}` });
  }
  const contributors = (
    await sql<{ id: number }>`
    select c as id from (select contributor_ids from facility_index limit 20000) s, unnest(contributor_ids) c
    group by 1 order by count(*) desc limit 2`.execute(db)
  ).rows.map((row) => row.id);
  if (contributors.length === 2)
    cases.push({ name: 'contributors AND', query: `contributors=${contributors.join(',')}&combine_contributors=AND` });
  cases.push(
    { name: 'statuses claimed', query: 'statuses=claimed' },
    { name: 'statuses unclaimed', query: 'statuses=unclaimed' },
    {
      name: 'boundary',
      query: `boundary=${enc(
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
      )}`,
    },
    { name: 'q word', query: 'q=garment' },
    { name: 'q phrase', query: 'q=textile%20mills' },
    { name: 'q rare', query: 'q=zhejiang%20rainbow' },
    { name: 'sort A-Z', query: 'sort_by=name_asc' },
    { name: 'sort contributors', query: 'sort_by=contributors_desc' },
  );
  const osId = (
    await sql<{ os_id: string }>`select os_id from facility_index order by os_id limit 1 offset 1000`.execute(db)
  ).rows[0]?.os_id;
  if (osId) cases.push({ name: 'q OS ID', query: `q=${osId}` });
  return cases;
}

import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { CLIENT_HEADERS } from '../../test/auth-helpers.ts';
import { markHandIndexed } from '../../test/index-consistency.ts';

/**
 * `count` facilities in one country, inserted set-wise (fast enough for 10,001 rows), with
 * OS IDs `${country}2024001` + a 5-digit number + 'X' so each country's IDs sort together.
 */
export async function insertFacilities(
  db: Db,
  options: { country: string; count: number; contributors?: number[]; from?: number },
) {
  const from = options.from ?? 1;
  const contributors = options.contributors ?? [];
  const inserted = await sql<{ os_id: string }>`
    insert into facilities (os_id, name, address, country_code, lat, lng)
    select ${options.country} || '2024001' || lpad(i::text, 5, '0') || 'X', 'Facility ' || ${options.country} || ' ' || i,
      i || ' Main Road', ${options.country}, 10 + i * 0.0001, 20 + i * 0.0001
    from generate_series(${from}::int, ${from + options.count - 1}::int) as i
    returning os_id`.execute(db);
  // Index rows made here, with contributors no match stands for: the consistency check keeps them.
  markHandIndexed(
    db,
    inserted.rows.map((row) => row.os_id),
  );
  await sql`
    insert into facility_index (os_id, name, address, country_code, lat, lng, name_search, address_search, sort_name,
      contributor_ids, public_contributor_ids, number_of_public_contributors, created_at)
    select os_id, name, address, country_code, lat, lng, search_text(name), search_text(address), lower(name),
      ${contributors}::bigint[], ${contributors}::bigint[], ${contributors.length}, now()
    from facilities where country_code = ${options.country} and os_id not in (select os_id from facility_index)`.execute(
    db,
  );
}

export function downloadAs(app: FastifyInstance, cookie: string | undefined, query: string) {
  return app.inject({
    method: 'GET',
    url: `/api/facilities-downloads/?${query}`,
    headers: cookie ? { cookie, ...CLIENT_HEADERS } : CLIENT_HEADERS,
  });
}

export function logDownload(
  app: FastifyInstance,
  cookie: string | undefined,
  path: string,
  recordCount: number | string,
) {
  const query = new URLSearchParams({ path, record_count: String(recordCount) });
  return app.inject({
    method: 'POST',
    url: `/api/log-download/?${query}`,
    headers: cookie ? { cookie, ...CLIENT_HEADERS } : CLIENT_HEADERS,
  });
}

export async function sessionAllowance(app: FastifyInstance, cookie: string): Promise<number> {
  const response = await app.inject({ method: 'GET', url: '/user-session/', headers: { cookie } });
  return response.json().allowed_records_number;
}

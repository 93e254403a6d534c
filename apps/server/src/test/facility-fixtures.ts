import { sql } from 'kysely';
import { osIdCheckCharacter } from '@registry/core/os-id';
import type { Db } from '../db/database.ts';

export interface FacilityFixture {
  os_id: string;
  name: string;
  address: string;
  country_code: string;
  lat: number;
  lng: number;
  contributors?: number[];
  sectors?: string[];
  parent?: string[];
  aliases?: string[];
  approved?: boolean;
  pending?: boolean;
}

/** A valid OS ID from any 14-character body (the check character is computed). */
export const withCheck = (body14: string) => body14 + osIdCheckCharacter(body14);

/**
 * Inserts a facility and a hand-made facility_index row, for tests of the readers of the
 * index (search, tiles) independent of how the index is built.
 */
export async function insertIndexedFacility(db: Db, f: FacilityFixture) {
  await db
    .insertInto('facilities')
    .values({ os_id: f.os_id, name: f.name, address: f.address, country_code: f.country_code, lat: f.lat, lng: f.lng })
    .execute();
  const contributors = f.contributors ?? [];
  await sql`
    insert into facility_index (os_id, name, address, country_code, lat, lng, name_search, address_search, sort_name,
      alias_os_ids, contributor_ids, public_contributor_ids, sectors, parent_companies, number_of_public_contributors,
      has_approved_claim, has_pending_claim, created_at)
    values (${f.os_id}, ${f.name}, ${f.address}, ${f.country_code}, ${f.lat}, ${f.lng}, search_text(${f.name}),
      search_text(${f.address}), lower(${f.name}), ${f.aliases ?? []}::text[], ${contributors}::bigint[],
      ${contributors}::bigint[], ${f.sectors ?? []}::text[], ${f.parent ?? []}::text[], ${contributors.length},
      ${f.approved ?? false}, ${f.pending ?? false}, now())`.execute(db);
}

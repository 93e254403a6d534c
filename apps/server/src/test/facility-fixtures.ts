import { sql } from 'kysely';
import { osIdCheckCharacter } from '@registry/core/os-id';
import type { Db } from '../db/database.ts';
import { markHandIndexed } from './index-consistency.ts';

/** A valid OS ID from any 14-character body (the check character is computed). */
export const withCheck = (body14: string) => body14 + osIdCheckCharacter(body14);

/** The older fixture shape (`parent` for parent companies), kept for the tests that use it. */
export type FacilityFixture = Omit<IndexedFacility, 'parent_companies'> & { parent?: string[] };
export const insertIndexedFacility = (db: Db, { parent, ...f }: FacilityFixture) =>
  insertIndexed(db, [{ ...f, parent_companies: parent }]);

/** A facility with every facility_index column a search filter reads. */
export interface IndexedFacility {
  os_id: string;
  name: string;
  address: string;
  country_code: string;
  lat: number;
  lng: number;
  contributors?: number[];
  lists?: number[];
  contributor_types?: string[];
  sectors?: string[];
  product_types?: string[];
  facility_types?: string[];
  processing_types?: string[];
  parent_companies?: string[];
  number_of_workers?: string[];
  native_language_names?: string[];
  aliases?: string[];
  approved?: boolean;
  pending?: boolean;
  closed?: boolean;
}

/** Facilities and hand-made index rows, for tests of the index's readers (search, tiles, bench). */
export async function insertIndexed(db: Db, rows: IndexedFacility[]) {
  markHandIndexed(
    db,
    rows.map((f) => f.os_id),
  );
  for (const f of rows) {
    await db
      .insertInto('facilities')
      .values({
        os_id: f.os_id,
        name: f.name,
        address: f.address,
        country_code: f.country_code,
        lat: f.lat,
        lng: f.lng,
        is_closed: f.closed ?? false,
      })
      .execute();
    const contributors = f.contributors ?? [];
    await sql`
      insert into facility_index (os_id, name, address, country_code, lat, lng, name_search, address_search, sort_name,
        alias_os_ids, contributor_ids, public_contributor_ids, list_ids, contributor_types, sectors, product_types,
        facility_types, processing_types, parent_companies, number_of_workers, native_language_names,
        number_of_public_contributors, has_approved_claim, has_pending_claim, is_closed, created_at)
      values (${f.os_id}, ${f.name}, ${f.address}, ${f.country_code}, ${f.lat}, ${f.lng}, search_text(${f.name}),
        search_text(${f.address}), lower(unaccent(${f.name})), ${f.aliases ?? []}::text[], ${contributors}::bigint[],
        ${contributors}::bigint[], ${f.lists ?? []}::bigint[], ${f.contributor_types ?? []}::text[], ${f.sectors ?? []}::text[],
        ${f.product_types ?? []}::text[], ${f.facility_types ?? []}::text[], ${f.processing_types ?? []}::text[],
        ${(f.parent_companies ?? []).map((p) => p.toLowerCase())}::text[], ${f.number_of_workers ?? []}::text[],
        ${f.native_language_names ?? []}::text[], ${contributors.length}, ${f.approved ?? false}, ${f.pending ?? false},
        ${f.closed ?? false}, now())`.execute(db);
  }
}

/** A valid OS ID for test facility number `n` in `country`. */
export const testOsId = (country: string, n: number) =>
  withCheck(`${country}2024001${String(n).padStart(5, '0')}`.slice(0, 14));

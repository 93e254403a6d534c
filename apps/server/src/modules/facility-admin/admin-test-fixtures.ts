import { createRequire } from 'node:module';
import type { VectorTile as VectorTileType } from '@mapbox/vector-tile';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { CLIENT_HEADERS } from '../../test/auth-helpers.ts';
import { refreshFacilityIndex } from '../facilities/index.ts';
import { readFacilityState, scopeOf } from '../facility-records/index.ts';

/** Test-only: facilities built the way the list pipeline builds them, and ways to look at the result. */

const require = createRequire(import.meta.url);
const { VectorTile } = require('@mapbox/vector-tile') as { VectorTile: typeof VectorTileType };
const Pbf = require('pbf') as new (buffer: Uint8Array) => unknown;

export async function contributorWithList(db: Db, name: string) {
  const user = await db
    .insertInto('users')
    .values({ email: `${name.toLowerCase().replace(/\W+/g, '-')}@example.org`, password_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const contributor = await db
    .insertInto('contributors')
    .values({ admin_id: user.id, name, contributor_type: 'Brand / Retailer' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const list = await db
    .insertInto('facility_lists')
    .values({
      contributor_id: contributor.id,
      name: `${name} suppliers`,
      description: `Suppliers of ${name}`,
      file_name: 'suppliers.csv',
      file_key: 'k',
      status: 'APPROVED',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { contributorId: contributor.id, listId: list.id };
}

let rowIndex = 0;

export interface Row {
  name: string;
  address: string;
  country: string;
  lat: number;
  lng: number;
  productType?: string[];
}

async function insertItem(db: Db, listId: number, row: Row, status: string, facilityId: string | null) {
  return (
    await db
      .insertInto('facility_list_items')
      .values({
        facility_list_id: listId,
        row_index: rowIndex++,
        raw_data: JSON.stringify({ name: row.name, address: row.address, country: row.country }),
        status,
        name: row.name,
        address: row.address,
        country_code: row.country,
        geocoded_lat: row.lat,
        geocoded_lng: row.lng,
        geocoded_is_exact: false,
        product_type: row.productType ?? [],
        facility_id: facilityId,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

async function productTypeField(
  db: Db,
  osId: string,
  contributorId: number,
  itemId: number,
  values: string[] | undefined,
) {
  if (!values?.length) return;
  await db
    .insertInto('extended_fields')
    .values({
      facility_id: osId,
      contributor_id: contributorId,
      facility_list_item_id: itemId,
      field_name: 'product_type',
      value: JSON.stringify({ raw_values: values }),
    })
    .execute();
}

/** A list row that became a new facility (NEW_FACILITY, an AUTOMATIC match, created_from the row). */
export async function facilityFromRow(
  db: Db,
  owner: { contributorId: number; listId: number },
  osId: string,
  row: Row,
) {
  await db
    .insertInto('facilities')
    .values({
      os_id: osId,
      name: row.name,
      address: row.address,
      country_code: row.country,
      lat: row.lat,
      lng: row.lng,
      has_inexact_coordinates: true,
    })
    .execute();
  const itemId = await insertItem(db, owner.listId, row, 'NEW_FACILITY', osId);
  await db.updateTable('facilities').set({ created_from_item_id: itemId }).where('os_id', '=', osId).execute();
  const match = await db
    .insertInto('facility_matches')
    .values({ facility_id: osId, facility_list_item_id: itemId, status: 'AUTOMATIC', confidence: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await productTypeField(db, osId, owner.contributorId, itemId, row.productType);
  await refreshFacilityIndex(db, [osId]);
  return { itemId, matchId: match.id };
}

/** A list row matched to a facility with the given status (the row's status follows it). */
export async function matchRow(
  db: Db,
  owner: { contributorId: number; listId: number },
  osId: string,
  status: string,
  row: Row,
  confidence = 0.9,
) {
  const active = ['AUTOMATIC', 'CONFIRMED', 'MERGED'].includes(status);
  const itemStatus =
    status === 'PENDING'
      ? 'POTENTIAL_MATCH'
      : status === 'CONFIRMED'
        ? 'CONFIRMED_MATCH'
        : active
          ? 'MATCHED'
          : 'NEW_FACILITY';
  const itemId = await insertItem(db, owner.listId, row, itemStatus, active ? osId : null);
  const match = await db
    .insertInto('facility_matches')
    .values({ facility_id: osId, facility_list_item_id: itemId, status, confidence })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (active) await productTypeField(db, osId, owner.contributorId, itemId, row.productType);
  await refreshFacilityIndex(db, [osId]);
  return { itemId, matchId: match.id };
}

/** Every row that makes up these facilities (the undo's own snapshot), read in one transaction. */
export async function facilityState(db: Db, osIds: string[], itemIds: number[] = []) {
  return db.transaction().execute(async (trx) => {
    const scope = await scopeOf(trx, osIds);
    return readFacilityState(trx, {
      osIds: scope.osIds,
      itemIds: [...new Set([...scope.itemIds, ...itemIds])].sort((a, b) => a - b),
    });
  });
}

/**
 * What triggers on facility_index keep beside it: the per-filter, per-cell and per-filter-and-cell counts (search
 * counts, grid tiles) and the matcher's name words. An undo must leave them as they were too.
 */
export async function derivedState(db: Db) {
  const facets = await sql<{
    facet: string;
    value: string;
    count: number;
  }>`select facet, value, count::int from facility_facet_counts where count <> 0 order by 1, 2`.execute(db);
  const cells =
    await sql`select level, cx, cy, count from facility_grid_counts where count <> 0 order by 1, 2, 3`.execute(db);
  const facetCells =
    await sql`select facet, value, level, cx, cy, count from facility_facet_grid_counts where count <> 0 order by 1, 2, 3, 4, 5`.execute(
      db,
    );
  const words = await sql`select country_code, word, os_id from facility_name_words order by 1, 2, 3`.execute(db);
  return { facets: facets.rows, cells: cells.rows, facetCells: facetCells.rows, words: words.rows };
}

export const tileKey = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/api/current_tile_cache_key', headers: CLIENT_HEADERS })).json() as string;

/** The OS IDs on the zoom-14 facility tile over a point. */
export async function osIdsOnTile(app: FastifyInstance, lat: number, lng: number): Promise<string[]> {
  const z = 14;
  const x = Math.floor(((lng + 180) / 360) * 2 ** z);
  const rad = (lat * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * 2 ** z);
  const response = await app.inject({
    method: 'GET',
    url: `/tile/facilities/${await tileKey(app)}/${z}/${x}/${y}.pbf`,
  });
  if (response.statusCode !== 200) throw new Error(`tile ${response.statusCode}`);
  const layer = new VectorTile(new Pbf(response.rawPayload)).layers.facilities;
  if (!layer) return [];
  return Array.from({ length: layer.length }, (_, i) => String(layer.feature(i).properties.id)).sort();
}

export const searchOsIds = async (app: FastifyInstance, query: string) =>
  (
    (await app.inject({ method: 'GET', url: `/api/facilities/?${query}`, headers: CLIENT_HEADERS })).json()
      .features as { id: string }[]
  ).map((f) => f.id);

export function staffCalls(app: FastifyInstance, cookie: string) {
  return {
    get: (url: string) => app.inject({ method: 'GET', url, headers: { cookie } }),
    post: (url: string, payload: object = {}) =>
      app.inject({ method: 'POST', url, headers: { ...CLIENT_HEADERS, cookie }, payload }),
    delete: (url: string) => app.inject({ method: 'DELETE', url, headers: { ...CLIENT_HEADERS, cookie } }),
  };
}

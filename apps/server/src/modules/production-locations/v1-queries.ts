import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { ENERGY_SOURCES, energyField } from '@registry/core/claim';
import { WORKER_RANGE_BOUNDS } from '@registry/core/number-of-workers';
import type { V1Search } from '@registry/core/production-location-search-params';
import type { Db } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import type { LocationRow } from '../facilities/index.ts';
import { POINTS_CARRIED, type InGridCells, type Within } from './geohex.ts';
import { applySearchFilters, singleFacet, textMatchesOf, type SearchParams, type TextQuery } from '../search/index.ts';
import { describedRows, type RankedMatch } from './v1-description-text.ts';

/**
 * The v1 search's statements over facility_index, the search index /api/facilities/ reads: the
 * search module's filters (applySearchFilters, q's ranked matches) and, beside them, the v1
 * parameters the classic search does not have. Each of these is bounded by an index of
 * facility_index (lat/lng, trigram, GIN) or reads the few approved claims.
 */

const EARTH_RADIUS_M = 6_371_008.8;
const METERS_PER_DEGREE = (Math.PI * EARTH_RADIUS_M) / 180;

/** The approved claim's row of a facility (at most one: facility_claims_one_approved). */
const approvedClaim = (where: RawBuilder<unknown>) =>
  sql<SqlBool>`facility_index.os_id in (select c.facility_id from facility_claims c where c.status = 'APPROVED' and ${where})`;

/** The latest contributed value of an extended field, from a visible contribution. */
function latestField(field: string, value: RawBuilder<unknown>) {
  return sql`(select ${value} from extended_fields x
      left join facility_claims fc on fc.id = x.facility_claim_id
      left join moderation_events e on e.id = x.moderation_event_id
      where x.facility_id = facility_index.os_id and x.field_name = ${field}
        and (x.facility_claim_id is null or fc.status = 'APPROVED')
        and (x.moderation_event_id is null or e.status = 'APPROVED')
      order by x.updated_at desc, x.id desc limit 1)`;
}

const workersOf = latestField(
  'number_of_workers',
  sql`case when jsonb_typeof(x.value -> 'min') = 'number' and jsonb_typeof(x.value -> 'max') = 'number'
    then jsonb_build_object('min', (x.value ->> 'min')::numeric, 'max', (x.value ->> 'max')::numeric) end`,
);

/** A text like the folded value: every word of it in the column (trigram GIN index), or close enough to it. */
function textLike(column: string, value: string): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.ref(column)} like '%' || replace(replace(replace(search_text(${value}), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
    or ${sql.ref(column)} %> search_text(${value}))`;
}

/** The great-circle distance in metres from a point to the row's point (haversine). */
const distanceFrom = (lat: number, lng: number) =>
  sql<number>`2 * ${EARTH_RADIUS_M}::float8 * asin(sqrt(
    power(sin(radians(lat - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(lat)) * power(sin(radians(lng - ${lng}::float8) / 2), 2)))`;

/** The lat/lng box around a radius, so the (lat, lng) index bounds the rows the distance is computed for. */
export function radiusBox({ lat, lng, meters }: NonNullable<V1Search['radius']>) {
  const dLat = meters / METERS_PER_DEGREE;
  const cos = Math.cos((lat * Math.PI) / 180);
  const dLng = cos < 1e-9 || lat + dLat >= 90 || lat - dLat <= -90 ? 180 : dLat / Math.max(cos - dLat / 57.3, 1e-9);
  return {
    south: Math.max(-90, lat - dLat),
    north: Math.min(90, lat + dLat),
    west: dLng >= 180 ? -180 : lng - dLng,
    east: dLng >= 180 ? 180 : lng + dLng,
  };
}

/** The v1 parameters the classic filters do not carry, as conditions on facility_index. */
export function v1Conditions(search: V1Search): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (search.osIds.length)
    conditions.push(
      sql<SqlBool>`(facility_index.os_id = any(${search.osIds}::bpchar[]) or alias_os_ids && ${search.osIds}::text[])`,
    );
  if (search.name) conditions.push(textLike('name_search', search.name));
  if (search.address) conditions.push(textLike('address_search', search.address));
  if (search.localName) {
    conditions.push(sql<SqlBool>`(exists (select 1 from unnest(native_language_names) n
        where search_text(n) like '%' || search_text(${search.localName}) || '%')
      or ${approvedClaim(sql`search_text(c.facility_name_native_language) like '%' || search_text(${search.localName}) || '%'`)})`);
  }
  if (search.description)
    conditions.push(
      approvedClaim(sql`search_text(c.facility_description) like '%' || search_text(${search.description}) || '%'`),
    );
  if (search.workers) {
    // The anchor's rule: the location's range lies within [min, max]. The index's range labels
    // (GIN) keep the locations whose range meets [min, max] before each one's numbers are read.
    const { min, max } = search.workers;
    const labels = WORKER_RANGE_BOUNDS.filter((r) => max >= r.min && (r.max === null || min <= r.max)).map(
      (r) => r.label,
    );
    conditions.push(sql<SqlBool>`number_of_workers && ${labels}::text[]`);
    conditions.push(sql<SqlBool>`(select (w ->> 'min')::numeric >= ${search.workers.min} and (w ->> 'max')::numeric <= ${search.workers.max}
      from (select ${workersOf} as w) workers)`);
  }
  if (search.femaleWorkers)
    conditions.push(
      approvedClaim(
        sql`c.facility_female_workers_percentage between ${search.femaleWorkers.min} and ${search.femaleWorkers.max}`,
      ),
    );
  if (search.minimumOrderQuantities.length)
    conditions.push(
      approvedClaim(sql`c.facility_minimum_order_quantity = any(${search.minimumOrderQuantities}::text[])`),
    );
  if (search.averageLeadTimes.length)
    conditions.push(approvedClaim(sql`c.facility_average_lead_time = any(${search.averageLeadTimes}::text[])`));
  if (search.affiliations.length)
    conditions.push(approvedClaim(sql`c.facility_affiliations && ${search.affiliations}::text[]`));
  if (search.certifications.length)
    conditions.push(approvedClaim(sql`c.facility_certifications && ${search.certifications}::text[]`));
  if (search.claimedAfter) conditions.push(approvedClaim(sql`c.status_change_date >= ${search.claimedAfter}`));
  if (search.claimedBefore) conditions.push(approvedClaim(sql`c.status_change_date <= ${search.claimedBefore}`));
  if (search.boundingBox) {
    // Beside a polygon (which is the classic boundary); alone, the box is the boundary itself.
    const { top, left, bottom, right } = search.boundingBox;
    conditions.push(
      sql<SqlBool>`lat between ${bottom}::float8 and ${top}::float8 and lng between ${left}::float8 and ${right}::float8`,
    );
  }
  if (search.radius) {
    const box = radiusBox(search.radius);
    conditions.push(sql<SqlBool>`lat between ${box.south}::float8 and ${box.north}::float8`);
    if (box.west > -180 || box.east < 180) {
      // A box across the antimeridian is two ranges of lng.
      conditions.push(
        box.west < -180
          ? sql<SqlBool>`(lng >= ${box.west + 360}::float8 or lng <= ${box.east}::float8)`
          : box.east > 180
            ? sql<SqlBool>`(lng >= ${box.west}::float8 or lng <= ${box.east - 360}::float8)`
            : sql<SqlBool>`lng between ${box.west}::float8 and ${box.east}::float8`,
      );
    }
    conditions.push(
      sql<SqlBool>`${distanceFrom(search.radius.lat, search.radius.lng)} <= ${search.radius.meters}::float8`,
    );
  }
  return conditions;
}

/** Whether the search sets any v1 parameter the classic filters lack (then v1Conditions has something). */
export const hasV1Conditions = (search: V1Search) => v1Conditions(search).length > 0;

const claimStatusKey = sql`case when has_approved_claim then 'claimed' when has_pending_claim then 'pending' else 'unclaimed' end`;
const claimedAtKey = sql`(select c.status_change_date from facility_claims c where c.facility_id = facility_index.os_id and c.status = 'APPROVED')`;

/** The sort key of each sort_by, and how a search_after[value] is read in its terms. */
const SORT_KEYS: Record<
  NonNullable<V1Search['sortBy']>,
  { key: RawBuilder<unknown>; after: (v: string) => RawBuilder<unknown> }
> = {
  name: { key: sql`sort_name`, after: (value) => sql`lower(unaccent(${value}))` },
  address: { key: sql`address_search`, after: (value) => sql`search_text(${value})` },
  claim_status: { key: claimStatusKey, after: (value) => sql`${value}::text` },
  claimed_at: {
    key: sql`coalesce(${claimedAtKey}, 'infinity'::timestamptz)`,
    after: (value) => sql`coalesce(${value}::timestamptz, 'infinity'::timestamptz)`,
  },
};

type Filtered = ReturnType<typeof applySearchFilters>;

/**
 * `query` prepared for the v1 search: `described`, the facilities found only through their
 * description that pass the classic filters (findDescribedMatches), ranked.
 */
export interface V1TextQuery extends TextQuery {
  described: RankedMatch[];
}

/** The facilities `query` finds, ranked: `q`'s matches, and those only a description's words find. */
function v1TextMatches(params: SearchParams, textQuery: V1TextQuery | undefined) {
  const matches = textMatchesOf(params, textQuery);
  if (!matches || !textQuery?.described.length) return matches;
  return sql`select os_id, min(lat) as lat, min(lng) as lng, min(name_words) as name_words, min(score) as score
    from (select * from (${matches}) named union all ${describedRows(textQuery.described)}) found
    group by os_id`;
}

function filtered(
  db: Db,
  search: V1Search,
  params: SearchParams,
  textQuery: V1TextQuery | undefined,
  textJoined = false,
) {
  const text = v1TextMatches(params, textQuery);
  const base: Filtered =
    textJoined && text
      ? (db
          .selectFrom('facility_index')
          .innerJoin(
            sql`(select os_id as text_os_id, score as text_score, name_words as text_name_words from (${text}) r)`.as(
              'text_match',
            ),
            (join) => join.on(sql<SqlBool>`text_match.text_os_id = facility_index.os_id`),
          ) as unknown as Filtered)
      : db.selectFrom('facility_index');
  // q's matches are this module's to apply, since a description's are among them.
  const conditions = [
    ...(text && !textJoined ? [sql<SqlBool>`facility_index.os_id in (select os_id from (${text}) text_matches)`] : []),
    ...v1Conditions(search),
  ];
  const withClassic = applySearchFilters(base, params, textQuery, { textJoined: true });
  return conditions.length ? withClassic.where(sql<SqlBool>`${sql.join(conditions, sql` and `)}`) : withClassic;
}

/** The page's OS IDs in the search's order, unexecuted (the bench explains the very statement). */
export function v1PageQuery(db: Db, search: V1Search, params: SearchParams, textQuery: V1TextQuery | undefined) {
  const relevance = search.sortBy === null && params.q !== undefined;
  const query = filtered(db, search, params, textQuery, relevance).select(
    sql<string>`facility_index.os_id`.as('os_id'),
  );
  const direction = search.order === 'desc' ? sql`desc` : sql`asc`;
  if (relevance) {
    return query
      .orderBy(sql`text_match.text_score`)
      .orderBy(sql`text_match.text_name_words`)
      .orderBy(sql`facility_index.os_id`)
      .limit(search.size)
      .offset(search.from);
  }
  const sort = SORT_KEYS[search.sortBy ?? 'name'];
  let page = query.orderBy(sql`${sort.key} ${direction}, facility_index.os_id ${direction}`);
  if (search.searchAfter) {
    const after = sql`(${sort.after(search.searchAfter.value)}, ${search.searchAfter.id}::bpchar)`;
    page = page.where(
      search.order === 'desc'
        ? sql<SqlBool>`(${sort.key}, facility_index.os_id) < ${after}`
        : sql<SqlBool>`(${sort.key}, facility_index.os_id) > ${after}`,
    );
  }
  return page.limit(search.size).offset(search.from);
}

/** How many facilities the search finds (search_after and paging aside). */
export function v1CountQuery(db: Db, search: V1Search, params: SearchParams, textQuery: V1TextQuery | undefined) {
  return filtered(db, search, params, textQuery).select(sql<number>`count(*)::int`.as('count'));
}

/**
 * The facilities a search without its claim statuses finds that are claimed or pending but of
 * none of its statuses, when 'unclaimed' is one of them: the kept count of the search without
 * statuses, less these, is its count. Counting China's 262,000 unclaimed facilities live read every
 * row (has_approved_claim is in no index of the country); these are a few hundred.
 */
export function v1ClaimedOutsideQuery(db: Db, params: SearchParams) {
  const claimed = params.statuses.includes('claimed');
  const pending = params.statuses.includes('pending');
  return applySearchFilters(db.selectFrom('facility_index'), { ...params, statuses: [] }, undefined)
    .where(sql<SqlBool>`(has_approved_claim or has_pending_claim)`)
    .where(sql<SqlBool>`not ((${claimed} and has_approved_claim) or (${pending} and has_pending_claim))`)
    .select(sql<number>`count(*)::int`.as('count'));
}

const inSquares = (step: number, squares: { gy: number; gx: number }[]) =>
  sql<SqlBool>`(floor(lat / ${step}::float8)::int, floor(lng / ${step}::float8)::int) in
    (select * from unnest(${squares.map((s) => s.gy)}::int[], ${squares.map((s) => s.gx)}::int[]))`;

/**
 * In these cells of a grid level, numbered as facility_grid_cells numbers them (the same
 * expressions, so the same floats as the kept counts), or in no cell (beyond its latitudes or
 * longitudes, as it leaves out).
 */
const inGridCells = ({ level, cells }: InGridCells) =>
  sql<SqlBool>`((floor(((lng + 180) / 360) * (2 ^ ${level}::int))::int,
      floor((0.5 - ln((1 + sin(radians(lat))) / (1 - sin(radians(lat)))) / (4 * pi())) * (2 ^ ${level}::int))::int) in
    (select * from unnest(${cells.map((c) => c.cx)}::int[], ${cells.map((c) => c.cy)}::int[]))
    or not (lat > -85.0511287798066 and lat <= 85.0511287798066 and lng >= -180 and lng < 180))`;

const withinOf = (within: Within) => ('level' in within ? inGridCells(within) : inSquares(within.step, within.squares));

/**
 * The kept facilities per grid cell of a level of a search of one country alone (migrations 0019
 * and 0033: levels 6-13), for the geohex aggregation: a few thousand rows of the primary key
 * instead of a scan of the country's points. Null for any other search.
 */
export function v1GridCellsQuery(db: Db, search: V1Search, params: SearchParams, textQuery: V1TextQuery | undefined) {
  const facet = hasV1Conditions(search) || textQuery ? null : singleFacet(params);
  if (facet?.facet !== 'country') return null;
  return (level: number) =>
    db
      .selectFrom('facility_facet_grid_counts')
      .where('facet', '=', 'country')
      .where('value', '=', facet.value)
      .where('level', '=', level)
      .where('count', '>', 0)
      .select(['cx', 'cy', 'count as n'])
      .execute();
}

/**
 * Facilities per square of `step` degrees, with the box of their points, for the geohex
 * aggregation; `within`: only in these squares of a larger step, or grid cells. Of a country
 * alone, an index-only scan of (country_code, lat, lng) (migration 0040).
 */
export function v1SquaresQuery(
  db: Db,
  search: V1Search,
  params: SearchParams,
  textQuery: V1TextQuery | undefined,
  step: number,
  within?: Within,
) {
  const query = filtered(db, search, params, textQuery);
  return (within ? query.where(withinOf(within)) : query)
    .select([
      sql<number>`floor(lat / ${step}::float8)::int`.as('gy'),
      sql<number>`floor(lng / ${step}::float8)::int`.as('gx'),
      sql<number>`count(*)::int`.as('n'),
      sql<number>`min(lat)`.as('south'),
      sql<number>`max(lat)`.as('north'),
      sql<number>`min(lng)`.as('west'),
      sql<number>`max(lng)`.as('east'),
      sql<number[] | null>`case when count(*) <= ${POINTS_CARRIED} then array_agg(lat) end`.as('lats'),
      sql<number[] | null>`case when count(*) <= ${POINTS_CARRIED} then array_agg(lng) end`.as('lngs'),
    ])
    .groupBy([sql`1`, sql`2`]);
}

/** The points of the search inside some squares (those an H3 cell boundary crosses); `cells`: and in these grid cells. */
export function v1PointsInSquares(
  db: Db,
  search: V1Search,
  params: SearchParams,
  textQuery: V1TextQuery | undefined,
  step: number,
  squares: { gy: number; gx: number }[],
  cells?: InGridCells,
) {
  const query = filtered(db, search, params, textQuery).where(inSquares(step, squares));
  return (cells ? query.where(inGridCells(cells)) : query).select(['lat', 'lng']);
}

/** A facility's index row (as the single-location lookup reads it) with what the v1 fields add. */
export interface V1LocationRow extends LocationRow {
  sectors: string[];
  product_types: string[];
  facility_types: string[];
  processing_types: string[];
  native_language_names: string[];
  parent_company: string | null;
  workers: { min: number | string; max: number | string } | null;
  claim: {
    claimed_at: string | null;
    description: string;
    native_name: string;
    website: string | null;
    minimum_order_quantity: string;
    average_lead_time: string;
    female_workers: number | null;
    affiliations: string[];
    certifications: string[];
    opening_date: string | null;
    estimated_annual_throughput: number | string | null;
    energy: Record<string, number | string | null>;
  } | null;
}

/** The v1 fields of current facilities by OS ID (in no particular order). */
export async function findV1Locations(db: Executor, osIds: readonly string[]): Promise<V1LocationRow[]> {
  if (osIds.length === 0) return [];
  const energy = sql.join(
    ENERGY_SOURCES.map(({ key }) => sql`${key}::text, ${sql.ref(`c.${energyField(key)}`)}`),
    sql`, `,
  );
  const result = await sql<V1LocationRow>`
    select facility_index.os_id, facility_index.name, facility_index.address, facility_index.country_code,
      facility_index.lat, facility_index.lng, alias_os_ids, has_approved_claim, has_pending_claim, facility_index.is_closed,
      (select case when f.has_inexact_coordinates then f.location_precision end from facilities f
        where f.os_id = facility_index.os_id) as location_precision,
      sectors, product_types, facility_types, processing_types, native_language_names,
      ${latestField('parent_company', sql`coalesce(x.value ->> 'name', x.value ->> 'raw_value')`)} as parent_company,
      ${workersOf} as workers,
      (select jsonb_build_object(
          'claimed_at', c.status_change_date,
          'description', c.facility_description,
          'native_name', c.facility_name_native_language,
          'website', case when c.facility_website_publicly_visible then nullif(c.facility_website, '') end,
          'minimum_order_quantity', c.facility_minimum_order_quantity,
          'average_lead_time', c.facility_average_lead_time,
          'female_workers', c.facility_female_workers_percentage,
          'affiliations', to_jsonb(c.facility_affiliations),
          'certifications', to_jsonb(c.facility_certifications),
          'opening_date', c.opening_date,
          'estimated_annual_throughput', c.estimated_annual_throughput,
          'energy', jsonb_build_object(${energy}))
        from facility_claims c where c.facility_id = facility_index.os_id and c.status = 'APPROVED') as claim
    from facility_index
    where facility_index.os_id = any(${[...new Set(osIds)]}::bpchar[])`.execute(db);
  return result.rows;
}

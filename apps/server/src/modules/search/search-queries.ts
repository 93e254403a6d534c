import { sql, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, type Expression } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import type { DB } from '../../db/schema.ts';
import { COUNTED_MATCH_STATUSES } from '../facilities/index.ts';
import type { SearchParams } from '@registry/core/search-params';
import { isPostedFacet, planSearch, type Facet, type PlanOptions, type SqlSearchPlan } from './search-plan.ts';
import { lookUpWords, postingsInOsIdOrder, textMatches, type TextQuery, type TextSearch } from './search-text.ts';

type IndexQuery = SelectQueryBuilder<DB, 'facility_index', object>;
type Where = ExpressionBuilder<DB, 'facility_index'>;

const textArray = (values: string[]) => sql<string[]>`${values}::text[]`;
const bigintArray = (values: number[]) => sql<number[]>`${values}::bigint[]`;

/** Rows whose array column shares at least one value with `values` (GIN-indexed `&&`). */
const overlaps = (column: string, values: string[]) => sql<SqlBool>`${sql.ref(column)} && ${textArray(values)}`;

/** Up to this many edges a polygon test is written out edge by edge; past it, one subquery per row. */
const MAX_INLINE_EDGES = 48;

/**
 * Ray casting: a point is inside a ring when a ray from it crosses the ring's edges an odd
 * number of times. Each edge is written out with its slope computed here, so the test is plain
 * arithmetic on lat and lng that an index-only scan of (lat, lng) can evaluate.
 */
function insideRingInline(ring: [number, number][]): Expression<SqlBool> {
  const crossings = [];
  for (let i = 1; i < ring.length; i++) {
    const [x1, y1] = ring[i - 1]!;
    const [x2, y2] = ring[i]!;
    if (y1 === y2) continue; // a horizontal edge is never crossed by a horizontal ray
    const slope = (x2 - x1) / (y2 - y1);
    crossings.push(
      sql`(case when (lat > ${y1}::float8) <> (lat > ${y2}::float8) and lng < ${slope}::float8 * (lat - ${y1}::float8) + ${x1}::float8 then 1 else 0 end)`,
    );
  }
  if (!crossings.length) return sql<SqlBool>`false`;
  return sql<SqlBool>`(${sql.join(crossings, sql` + `)}) % 2 = 1`;
}

/** The same test over the ring as arrays, for rings too long to write out (planning cost grows with each edge). */
function insideRingArrays(ring: [number, number][]): Expression<SqlBool> {
  const lngs = ring.map((p) => p[0]);
  const lats = ring.map((p) => p[1]);
  return sql<SqlBool>`(
    select coalesce(sum(case when ((ly[i] > facility_index.lat) <> (ly[i - 1] > facility_index.lat))
      and facility_index.lng < (lx[i - 1] - lx[i]) * (facility_index.lat - ly[i]) / nullif(ly[i - 1] - ly[i], 0) + lx[i]
      then 1 else 0 end), 0) % 2 = 1
    from (select ${lngs}::float8[] as lx, ${lats}::float8[] as ly) ring,
      generate_series(2, ${ring.length}) as i)`;
}

/**
 * A ring that is an axis-aligned rectangle (a map's box: four corners, each edge along a meridian or
 * a parallel), as its corners' ranges. Ray casting crosses its two meridian edges where
 * minLat < lat <= maxLat, the western one when lng < minLng, the eastern one when lng < maxLng (the
 * slope is 0, so the bound is the edge's lng exactly): an odd count is minLng <= lng < maxLng. The
 * same answer as insideRingInline's, as plain ranges the position index bounds itself.
 */
function rectangleOf(ring: [number, number][]): { w: number; s: number; e: number; n: number } | null {
  if (ring.length !== 5 || ring[0]![0] !== ring[4]![0] || ring[0]![1] !== ring[4]![1]) return null;
  const lngs = [...new Set(ring.map((p) => p[0]))];
  const lats = [...new Set(ring.map((p) => p[1]))];
  if (lngs.length !== 2 || lats.length !== 2) return null;
  const corners = new Set(ring.slice(0, 4).map((p) => `${p[0]} ${p[1]}`));
  if (corners.size !== 4) return null;
  for (let i = 1; i < 5; i++) {
    const [x1, y1] = ring[i - 1]!;
    const [x2, y2] = ring[i]!;
    if ((x1 === x2) === (y1 === y2)) return null; // each edge changes exactly one coordinate
  }
  return { w: Math.min(...lngs), s: Math.min(...lats), e: Math.max(...lngs), n: Math.max(...lats) };
}

/** Inside the outer ring and in none of the holes. */
function insidePolygon(rings: [number, number][][]): Expression<SqlBool> {
  const rectangle = rings.length === 1 ? rectangleOf(rings[0]!) : null;
  if (rectangle) {
    const { w, s, e, n } = rectangle;
    return sql<SqlBool>`(lat > ${s}::float8 and lat <= ${n}::float8 and lng >= ${w}::float8 and lng < ${e}::float8)`;
  }
  const edges = rings.reduce((sum, ring) => sum + ring.length - 1, 0);
  const inside = edges <= MAX_INLINE_EDGES ? insideRingInline : insideRingArrays;
  const [outer, ...holes] = rings.map(inside);
  return sql<SqlBool>`(${outer} ${sql.join(
    holes.map((hole) => sql`and not ${hole}`),
    sql` `,
  )})`;
}

/** Items whose row a contributor's facility stands on (a match they made or confirmed, or a facility they created). */
const CONTRIBUTING_ITEM_STATUSES = sql`('MATCHED', 'CONFIRMED_MATCH', 'NEW_FACILITY')`;

/**
 * An embedded map's text search also looks in the fields its contributor made searchable (spec part 2
 * §5; level 3 only), in the values of their own rows: standard columns from the parsed item, any other
 * column from the row as uploaded. Folded by the same search_text() as the name, so case and accents
 * do not matter. Read from the stored config, so search, count, tiles and downloads all agree.
 */
function embedFieldMatch(contributorId: number, like: string): Expression<SqlBool> {
  return sql<SqlBool>`os_id in (
    select i.facility_id
    from contributors c
    join embed_fields ef on ef.embed_config_id = c.embed_config_id and ef.visible and ef.searchable
    join facility_lists l on l.contributor_id = c.id and l.is_active
    join facility_list_items i on i.facility_list_id = l.id
    where c.id = ${contributorId} and c.embed_level >= 3
      and i.status in ${CONTRIBUTING_ITEM_STATUSES} and i.facility_id is not null
      and search_text(case ef.column_name
        when 'parent_company' then i.parent_company
        when 'number_of_workers' then i.number_of_workers
        when 'product_type' then array_to_string(i.product_type, ' ')
        when 'facility_type' then array_to_string(i.facility_type, ' ')
        when 'processing_type' then array_to_string(i.processing_type, ' ')
        else i.raw_data ->> ef.column_name end) like ${like})`;
}

/** What `q` finds besides names, addresses and OS IDs: an embedded map's searchable fields. */
function textSearchOf(params: SearchParams, textQuery: TextQuery | undefined): TextSearch {
  const query = textQuery ?? { folded: '', spellings: new Map(), postings: new Map() };
  if (!query.folded || !params.embed || params.contributors.length !== 1) return query;
  const like = `%${query.folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return { ...query, alsoMatching: embedFieldMatch(params.contributors[0]!, like) };
}

/** The facilities `q` finds, ranked (see search-text.ts); null without `q`. */
export function textMatchesOf(params: SearchParams, textQuery: TextQuery | undefined) {
  return params.q ? textMatches(params, textSearchOf(params, textQuery)) : null;
}

/**
 * Every filter of the search, applied to facility_index; each uses an index. `textJoined`: the
 * caller joins the text matches itself (to rank by them), so `q` is not applied again here.
 */
export function applySearchFilters(
  query: IndexQuery,
  params: SearchParams,
  textQuery: TextQuery | undefined,
  { textJoined = false }: { textJoined?: boolean } = {},
): IndexQuery {
  const text = textJoined ? null : textMatchesOf(params, textQuery);
  return query.where((eb: Where) => {
    const conditions: Expression<SqlBool>[] = [];
    if (text) conditions.push(sql<SqlBool>`facility_index.os_id in (select os_id from (${text}) text_matches)`);
    if (params.contributors.length) {
      conditions.push(
        params.combine_contributors && params.contributors.length > 1
          ? sql<SqlBool>`contributor_ids @> ${bigintArray(params.contributors)}`
          : sql<SqlBool>`contributor_ids && ${bigintArray(params.contributors)}`,
      );
    }
    if (params.lists.length) conditions.push(sql<SqlBool>`list_ids && ${bigintArray(params.lists)}`);
    if (params.contributor_types.length) conditions.push(overlaps('contributor_types', params.contributor_types));
    if (params.countries.length) conditions.push(eb('country_code', 'in', params.countries));
    if (params.sectors.length) conditions.push(overlaps('sectors', params.sectors));
    if (params.parent_company.length) {
      conditions.push(
        overlaps(
          'parent_companies',
          params.parent_company.map((value) => value.toLowerCase()),
        ),
      );
    }
    if (params.facility_type.length) conditions.push(overlaps('facility_types', params.facility_type));
    if (params.processing_type.length) conditions.push(overlaps('processing_types', params.processing_type));
    if (params.product_type.length) conditions.push(overlaps('product_types', params.product_type));
    if (params.number_of_workers.length) conditions.push(overlaps('number_of_workers', params.number_of_workers));
    if (params.native_language_name) conditions.push(overlaps('native_language_names', [params.native_language_name]));
    if (params.statuses.length) {
      const claim = params.statuses.map((status) =>
        status === 'claimed'
          ? eb('has_approved_claim', '=', true)
          : status === 'pending'
            ? eb('has_pending_claim', '=', true)
            : eb.and([eb('has_approved_claim', '=', false), eb('has_pending_claim', '=', false)]),
      );
      conditions.push(eb.or(claim));
    }
    if (params.boundary) {
      const points = params.boundary.coordinates[0]!;
      const lngs = points.map((p) => p[0]);
      const lats = points.map((p) => p[1]);
      conditions.push(eb('lng', '>=', Math.min(...lngs)), eb('lng', '<=', Math.max(...lngs)));
      conditions.push(eb('lat', '>=', Math.min(...lats)), eb('lat', '<=', Math.max(...lats)));
      conditions.push(insidePolygon(params.boundary.coordinates as [number, number][][]));
    }
    return eb.and(conditions);
  });
}

const folded = new Map<string, string>();

/** `q` ready to search: folded, and its words' spellings and postings read now (they change with the data). */
export async function prepareTextQuery(db: Db, q: string): Promise<TextQuery> {
  const text = await normalizeSearchText(db, q);
  return { folded: text, ...(await lookUpWords(db, text)) };
}

/**
 * The folded form of `q`, computed by the same SQL function the index was built with, and
 * remembered (a pure function of the text): a search and its tiles fold the same text again and again.
 */
async function normalizeSearchText(db: Db, text: string): Promise<string> {
  const known = folded.get(text);
  if (known !== undefined) return known;
  const result = await sql<{ folded: string }>`select search_text(${text}) as folded`.execute(db);
  const value = result.rows[0]?.folded ?? '';
  if (folded.size >= 5_000) folded.clear();
  folded.set(text, value);
  return value;
}

export interface SearchRow {
  os_id: string;
  name: string;
  address: string;
  country_code: string;
  lat: number;
  lng: number;
  has_approved_claim: boolean;
  is_closed: boolean;
  number_of_public_contributors: number;
}

/**
 * An embedded map whose contributor prefers their own names (level 3, prefer_contributor_name) lists
 * each facility under the name they last gave it, read from the same contributions as the facility
 * page's names (a row of an active public list still matched here, or an approved single-location
 * event); a facility they gave no name keeps its own. The order stays that of the facility's own name.
 */
function nameAsContributedBy(contributorId: number) {
  return sql<string>`coalesce((
    select given.name
    from contributors c
    join embed_configs ec on ec.id = c.embed_config_id and ec.prefer_contributor_name
    cross join lateral (
      select li.name, m.created_at
      from facility_matches m
      join facility_list_items li on li.id = m.facility_list_item_id
      join facility_lists l on l.id = li.facility_list_id
      where m.facility_id = facility_index.os_id and m.is_active and m.status = any(${[...COUNTED_MATCH_STATUSES]}::text[])
        and l.contributor_id = c.id and l.is_active and l.is_public
      union all
      select e.cleaned_data ->> 'name', e.created_at
      from moderation_events e
      where e.os_id = facility_index.os_id and e.contributor_id = c.id and e.status = 'APPROVED'
      union all
      select e.cleaned_data ->> 'name', e.created_at
      from facilities f
      join moderation_events e on e.id = f.created_from_moderation_id
      where f.os_id = facility_index.os_id and e.contributor_id = c.id) given
    where c.id = ${contributorId} and c.embed_level >= 3 and trim(coalesce(given.name, '')) <> ''
    order by given.created_at desc
    limit 1), facility_index.name)`.as('name');
}

type TextMatch = { text_os_id: string; text_score: number; text_name_words: number };

/**
 * The plan a statement of a search reads when none is given: the one the service runs for a page
 * (the memory's fallback when the memory would answer; the separate page and summary of a
 * joined-text plan).
 */
const sqlPlanOf = (params: SearchParams, textQuery: TextQuery | undefined, options?: PlanOptions) => {
  const plan = planSearch(params, textQuery, options);
  return plan.name === 'memory' ? plan.fallback : plan;
};

/** The page query, unexecuted: the bench times and explains the very statement the API runs. */
export function searchPageQuery(
  db: Db,
  params: SearchParams,
  textQuery: TextQuery | undefined,
  { page: read, facet }: SqlSearchPlan = sqlPlanOf(params, textQuery),
) {
  const embedContributor = params.embed && params.contributors.length === 1 ? params.contributors[0]! : null;
  const text = read === 'ranked-postings' || read === 'ranked-matches' ? textMatchesOf(params, textQuery) : null;
  const offset = (params.page - 1) * params.pageSize;
  let from = db.selectFrom('facility_index');
  if (text) {
    // Of `q` alone or in some countries, the page is cut from the ranked matches before any
    // facility row is read.
    const ranked =
      read === 'ranked-postings'
        ? sql`(select * from (${text}) t order by score, name_words, os_id limit ${offset + params.pageSize})`
        : sql`(${text})`;
    from = from.innerJoin(
      sql<TextMatch>`(select os_id as text_os_id, score as text_score, name_words as text_name_words from ${ranked} r)`.as(
        'text_match',
      ),
      (join) => join.on(sql<SqlBool>`text_match.text_os_id = facility_index.os_id`),
    ) as unknown as typeof from;
  }
  // An area's A-to-Z page is cut from the position index (migration 0017), a facet's from its
  // postings (migration 0044), before any facility row is read.
  const cutPage = read === 'area' || read === 'facet-postings';
  const filtered =
    read === 'area'
      ? db.selectFrom('facility_index').where('os_id', 'in', areaPageQuery(db, params, textQuery, offset))
      : read === 'facet-postings'
        ? db.selectFrom('facility_index').where('os_id', 'in', facetPageQuery(db, params, facet!, offset))
        : applySearchFilters(from, params, textQuery, { textJoined: text !== null });
  let query = filtered.select([
    'os_id',
    embedContributor === null ? 'name' : nameAsContributedBy(embedContributor),
    'address',
    'country_code',
    'lat',
    'lng',
    'has_approved_claim',
    'is_closed',
    'number_of_public_contributors',
  ]);
  // Every order ends with os_id so pages never overlap or skip rows.
  switch (params.sort_by) {
    case 'name_asc':
      query = query.orderBy('sort_name', 'asc').orderBy('os_id', 'asc');
      break;
    case 'name_desc':
      query = query.orderBy('sort_name', 'desc').orderBy('os_id', 'desc');
      break;
    case 'contributors_desc':
      query = query
        .orderBy('number_of_public_contributors', 'desc')
        .orderBy('sort_name', 'asc')
        .orderBy('os_id', 'asc');
      break;
    case 'contributors_asc':
      query = query.orderBy('number_of_public_contributors', 'asc').orderBy('sort_name', 'asc').orderBy('os_id', 'asc');
      break;
    default:
      query = text
        ? query
            .orderBy(sql`text_match.text_score`)
            .orderBy(sql`text_match.text_name_words`)
            .orderBy('os_id', 'asc')
        : query.orderBy('sort_name', 'asc').orderBy('os_id', 'asc');
  }
  return query.limit(params.pageSize).offset(cutPage ? 0 : offset);
}

const directionOf = (params: SearchParams) => (params.sort_by === 'name_desc' ? sql`desc` : sql`asc`);

/** The OS IDs of one A-to-Z page of a facet's facilities, an index-only range of its postings. */
function facetPageQuery(db: Db, params: SearchParams, { facet, value }: Facet, offset: number) {
  const direction = directionOf(params);
  return db
    .selectFrom('facility_facet_postings')
    .select('os_id')
    .where('facet', '=', facet)
    .where('value', '=', value)
    .orderBy(sql`sort_name ${direction}, os_id ${direction}`)
    .limit(params.pageSize)
    .offset(offset);
}

/** The OS IDs of one A-to-Z page of an area search, read from the position index alone. */
function areaPageQuery(db: Db, params: SearchParams, textQuery: TextQuery | undefined, offset: number) {
  const direction = directionOf(params);
  return applySearchFilters(db.selectFrom('facility_index'), params, textQuery)
    .select('os_id')
    .orderBy(sql`sort_name ${direction}, os_id ${direction}`)
    .limit(params.pageSize)
    .offset(offset);
}

export async function searchFacilityPage(
  db: Db,
  params: SearchParams,
  textQuery: TextQuery | undefined,
  plan: SqlSearchPlan = sqlPlanOf(params, textQuery),
): Promise<SearchRow[]> {
  return searchPageQuery(db, params, textQuery, plan).execute();
}

export interface SearchSummary {
  count: number;
  extent: [number, number, number, number] | null;
}

/** The summary's columns, over any relation with lat and lng. */
const SUMMARY_COLUMNS = [
  sql<number>`count(*)`.as('count'),
  sql<number>`min(lng)`.as('min_lng'),
  sql<number>`min(lat)`.as('min_lat'),
  sql<number>`max(lng)`.as('max_lng'),
  sql<number>`max(lat)`.as('max_lat'),
];

/**
 * The page, count and extent of a joined-text plan (search-plan.ts) in one statement: the
 * facilities having every word are found once, and the page and the summary both read them. As two
 * statements each found them again: 'Co Ltd' joins 474,000 postings of 'ltd' to 616,000 of 'co…'
 * for 291,000 facilities, about a second of a core, twice. Every row carries the summary; when the
 * page is empty (no match, or a page past the end) one row has it, with os_id null.
 */
export function joinedTextSearchQuery(db: Executor, params: SearchParams, textQuery: TextQuery) {
  const offset = (params.page - 1) * params.pageSize;
  return sql<SearchRow & SummaryRow>`
    with matches as materialized (${textMatches(params, textQuery)}),
    ranked as (
      select os_id, score, name_words from matches
      order by score, name_words, os_id limit ${params.pageSize} offset ${offset})
    select summary.*, f.os_id, f.name, f.address, f.country_code, f.lat, f.lng, f.has_approved_claim,
      f.is_closed, f.number_of_public_contributors
    from (select count(*)::int as count, min(lng) as min_lng, min(lat) as min_lat, max(lng) as max_lng,
        max(lat) as max_lat from matches) summary
    left join (ranked join facility_index f using (os_id)) on true
    order by ranked.score, ranked.name_words, ranked.os_id`;
}

interface SummaryRow {
  count: number;
  min_lng: number;
  min_lat: number;
  max_lng: number;
  max_lat: number;
}

/** A joined-text plan: its page and its summary. */
export async function joinedTextSearch(
  db: Db,
  params: SearchParams,
  textQuery: TextQuery,
): Promise<{ rows: SearchRow[]; summary: SearchSummary }> {
  const { rows } = await (postingsInOsIdOrder(textQuery)
    ? joinedTextSearchQuery(db, params, textQuery).execute(db)
    : db.transaction().execute(async (trx) => {
        await sql`set local enable_mergejoin = off`.execute(trx);
        return joinedTextSearchQuery(trx, params, textQuery).execute(trx);
      }));
  return pageAndSummaryOf(rows);
}

/**
 * The page, count and extent of an area plan (search-plan.ts) in one statement: the points in the
 * boundary that pass the other filters are read once, from the position index, and the A-to-Z page
 * and the summary both read them. As two statements each read every point of the box (about 4,000
 * buffers each for the bench's boxes at 1.2M). Rows as joinedTextSearchQuery's.
 */
export function areaSearchQuery(db: Db, params: SearchParams, textQuery: TextQuery | undefined) {
  const offset = (params.page - 1) * params.pageSize;
  const direction = directionOf(params);
  const embedContributor = params.embed && params.contributors.length === 1 ? params.contributors[0]! : null;
  const matches = applySearchFilters(db.selectFrom('facility_index'), params, textQuery).select([
    'os_id',
    'sort_name',
    'lat',
    'lng',
  ]);
  return sql<SearchRow & SummaryRow>`
    with matches as materialized (${matches}),
    page as (
      select os_id, sort_name from matches
      order by sort_name ${direction}, os_id ${direction} limit ${params.pageSize} offset ${offset})
    select summary.*, facility_index.os_id,
      ${embedContributor === null ? sql.ref('facility_index.name') : nameAsContributedBy(embedContributor)},
      facility_index.address, facility_index.country_code, facility_index.lat, facility_index.lng,
      facility_index.has_approved_claim, facility_index.is_closed, facility_index.number_of_public_contributors
    from (select count(*)::int as count, min(lng) as min_lng, min(lat) as min_lat, max(lng) as max_lng,
        max(lat) as max_lat from matches) summary
    left join (page join facility_index using (os_id)) on true
    order by page.sort_name ${direction}, page.os_id ${direction}`;
}

/** An area plan: its page and its summary. */
export async function areaSearch(
  db: Db,
  params: SearchParams,
  textQuery: TextQuery | undefined,
): Promise<{ rows: SearchRow[]; summary: SearchSummary }> {
  return pageAndSummaryOf((await areaSearchQuery(db, params, textQuery).execute(db)).rows);
}

/** The page and the summary of a statement whose every row carries the summary (one row, os_id null, when the page is empty). */
function pageAndSummaryOf(rows: (SearchRow & SummaryRow)[]): { rows: SearchRow[]; summary: SearchSummary } {
  const { count, min_lng, min_lat, max_lng, max_lat } = rows[0]!;
  return {
    rows: rows
      .filter((row) => row.os_id !== null)
      .map(({ count: _c, min_lng: _w, min_lat: _s, max_lng: _e, max_lat: _n, ...row }) => row),
    summary: {
      count,
      extent: count ? ([min_lng, min_lat, max_lng, max_lat].map(Number) as SearchSummary['extent']) : null,
    },
  };
}

/** Count and bounding box [minLng, minLat, maxLng, maxLat] of the whole result set. */
export function searchSummaryQuery(
  db: Db,
  params: SearchParams,
  textQuery: TextQuery | undefined,
  { summary: read }: SqlSearchPlan = sqlPlanOf(params, textQuery),
) {
  const text = read === 'postings' ? textMatchesOf(params, textQuery) : null;
  // Of `q` alone or in some countries, from the postings (an index-only scan), not the facility rows.
  if (text) return db.selectFrom(sql`(${text})`.as('text_matches')).select(SUMMARY_COLUMNS);
  return applySearchFilters(db.selectFrom('facility_index'), params, textQuery).select(SUMMARY_COLUMNS);
}

/** Count and bounding box [minLng, minLat, maxLng, maxLat] of the whole result set. */
export async function searchSummary(
  db: Db,
  params: SearchParams,
  textQuery: TextQuery | undefined,
  plan: SqlSearchPlan = sqlPlanOf(params, textQuery),
): Promise<SearchSummary> {
  const row = await searchSummaryQuery(db, params, textQuery, plan).executeTakeFirstOrThrow();
  const count = Number(row.count);
  return {
    count,
    extent: count
      ? ([row.min_lng, row.min_lat, row.max_lng, row.max_lat].map(Number) as SearchSummary['extent'])
      : null,
  };
}

/**
 * The count of a search in SQL as `plan` reads it; by default counted live (downloads count the
 * facilities they write, never a kept count).
 */
export async function countFacilities(
  db: Db,
  params: SearchParams,
  textQuery: TextQuery | undefined,
  plan: SqlSearchPlan = sqlPlanOf(params, textQuery, { count: true, keptCounts: false }),
): Promise<number> {
  if (plan.summary === 'facet') return facetCount(db, plan.facet!);
  if (plan.summary === 'postings') return (await searchSummary(db, params, textQuery, plan)).count;
  const row = await filteredCountQuery(db, params, textQuery).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The count of the filtered facilities, unexecuted. */
export function filteredCountQuery(db: Db, params: SearchParams, textQuery: TextQuery | undefined) {
  return applySearchFilters(db.selectFrom('facility_index'), params, textQuery).select((eb) =>
    eb.fn.countAll<number>().as('count'),
  );
}

/** The extent of a facet's facilities, from its postings (an index-only read), unexecuted. */
export function facetExtentQuery(db: Executor, { facet, value }: Facet) {
  return db
    .selectFrom('facility_facet_postings')
    .select([
      sql<number>`min(lng)`.as('min_lng'),
      sql<number>`min(lat)`.as('min_lat'),
      sql<number>`max(lng)`.as('max_lng'),
      sql<number>`max(lat)`.as('max_lat'),
    ])
    .where('facet', '=', facet)
    .where('value', '=', value);
}

/** The count kept for a facet, unexecuted. */
export function facetCountQuery(db: Executor, { facet, value }: Facet) {
  return db.selectFrom('facility_facet_counts').select('count').where('facet', '=', facet).where('value', '=', value);
}

export async function facetCount(db: Executor, facet: Facet): Promise<number> {
  const row = await facetCountQuery(db, facet).executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * The bounding box alone, as four single-aggregate subqueries: each becomes a walk along the
 * lat or lng index that stops at the first matching row, instead of reading every match.
 */
export function searchExtentQuery(db: Db, params: SearchParams, textQuery: TextQuery | undefined) {
  const filtered = () => applySearchFilters(db.selectFrom('facility_index'), params, textQuery);
  return db.selectNoFrom([
    filtered()
      .select((eb) => eb.fn.min('lng').as('v'))
      .as('min_lng'),
    filtered()
      .select((eb) => eb.fn.min('lat').as('v'))
      .as('min_lat'),
    filtered()
      .select((eb) => eb.fn.max('lng').as('v'))
      .as('max_lng'),
    filtered()
      .select((eb) => eb.fn.max('lat').as('v'))
      .as('max_lat'),
  ]);
}

export async function searchExtent(
  db: Db,
  params: SearchParams,
  textQuery: TextQuery | undefined,
): Promise<SearchSummary['extent']> {
  const row = await searchExtentQuery(db, params, textQuery).executeTakeFirstOrThrow();
  if (row.min_lng === null) return null;
  return [row.min_lng, row.min_lat, row.max_lng, row.max_lat].map(Number) as SearchSummary['extent'];
}

/**
 * Below this many matches the extent is aggregated over the matches themselves (found through the
 * filter's own index); above it, walks along the lat/lng indexes stop sooner. A walk for a rare
 * value can pass most of the world first (1.7 s for a native name of 583 facilities among 1.2M).
 */
const FEW_MATCHES = 5_000;

/** Count and extent of a search: the count kept per facet when the plan reads one, else counted live. */
export async function summarizeSearch(
  db: Db,
  params: SearchParams,
  textQuery: TextQuery | undefined,
  plan: SqlSearchPlan = sqlPlanOf(params, textQuery),
): Promise<SearchSummary> {
  if (plan.summary !== 'facet') return searchSummary(db, params, textQuery, plan);
  const count = await facetCount(db, plan.facet!);
  if (!count) return { count, extent: null };
  if (count <= FEW_MATCHES && isPostedFacet(plan.facet!)) {
    const row = await facetExtentQuery(db, plan.facet!).executeTakeFirstOrThrow();
    const extent = row.min_lng === null ? null : [row.min_lng, row.min_lat, row.max_lng, row.max_lat].map(Number);
    return { count, extent: extent as SearchSummary['extent'] };
  }
  if (count <= FEW_MATCHES) return { count, extent: (await searchSummary(db, params, textQuery, plan)).extent };
  return { count, extent: await searchExtent(db, params, textQuery) };
}

import { sql, type RawBuilder } from 'kysely';
import type { ModerationSortField } from '@registry/core/moderation-events';
import type { Executor } from '../../db/executor.ts';

export interface NewEvent {
  contributorId: number;
  requestType: 'CREATE' | 'UPDATE';
  source: 'API' | 'SLC';
  osId: string | null;
  rawData: unknown;
  cleanedData: unknown;
  geocodeResult: unknown;
  potentialMatches: unknown[];
  requestHash: string;
}

export async function insertEvent(db: Executor, event: NewEvent) {
  return db
    .insertInto('moderation_events')
    .values({
      contributor_id: event.contributorId,
      request_type: event.requestType,
      source: event.source,
      os_id: event.osId,
      raw_data: JSON.stringify(event.rawData),
      cleaned_data: JSON.stringify(event.cleanedData),
      geocode_result: JSON.stringify(event.geocodeResult),
      potential_matches: JSON.stringify(event.potentialMatches),
      request_hash: event.requestHash,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** Serialises one contributor's submissions (until the transaction ends), so a resent body is seen by the second request. */
export async function lockContributorSubmissions(db: Executor, contributorId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`moderation_events:${contributorId}`}, 0))`.execute(db);
}

/** True when the contributor sent the same request (same hash) within the last `seconds`. */
export async function hasRecentRequest(
  db: Executor,
  contributorId: number,
  requestHash: string,
  seconds: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('moderation_events')
    .select('id')
    .where('contributor_id', '=', contributorId)
    .where('request_hash', '=', requestHash)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
    .executeTakeFirst();
  return row !== undefined;
}

const EVENT_COLUMNS = [
  'e.id',
  'e.created_at',
  'e.updated_at',
  'e.os_id',
  'e.cleaned_data',
  'e.raw_data',
  'e.geocode_result',
  'e.potential_matches',
  'e.contributor_id',
  'e.request_type',
  'e.source',
  'e.status',
  'e.status_change_date',
  'e.action_type',
  'e.action_perform_by_id',
  'e.action_reason_text_cleaned',
  'e.action_reason_text_raw',
  'e.facility_claim_id',
  'c.name as contributor_name',
] as const;

export async function findEvent(db: Executor, id: string, options: { lock?: boolean } = {}) {
  let query = db
    .selectFrom('moderation_events as e')
    .innerJoin('contributors as c', 'c.id', 'e.contributor_id')
    .select(EVENT_COLUMNS)
    .where('e.id', '=', id);
  if (options.lock) query = query.forUpdate('e');
  return query.executeTakeFirst();
}

export type EventRow = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

export interface EventListQuery {
  sources: string[];
  statuses: string[];
  countries: string[];
  /** Inclusive day, YYYY-MM-DD. */
  after: string | null;
  /** Inclusive day, YYYY-MM-DD. */
  before: string | null;
  sortBy: ModerationSortField;
  orderBy: 'asc' | 'desc';
  from: number;
  size: number;
}

const SORT_EXPRESSIONS: Record<ModerationSortField, RawBuilder<unknown>> = {
  created_at: sql`e.created_at`,
  name: sql`lower(e.cleaned_data ->> 'name')`,
  country: sql`coalesce(e.cleaned_data -> 'country' ->> 'name', e.cleaned_data ->> 'country')`,
  contributor_name: sql`lower(c.name)`,
  source: sql`e.source`,
  status: sql`e.status`,
  status_change_date: sql`e.status_change_date`,
  updated_at: sql`e.updated_at`,
};

/** One page of events under the filters, and how many there are in all. */
export async function listEvents(db: Executor, query: EventListQuery): Promise<{ count: number; rows: EventRow[] }> {
  let base = db.selectFrom('moderation_events as e').innerJoin('contributors as c', 'c.id', 'e.contributor_id');
  if (query.sources.length) base = base.where('e.source', 'in', query.sources);
  if (query.statuses.length) base = base.where('e.status', 'in', query.statuses);
  if (query.countries.length)
    base = base.where(sql<string>`e.cleaned_data -> 'country' ->> 'alpha_2'`, 'in', query.countries);
  if (query.after) base = base.where('e.created_at', '>=', sql<Date>`${query.after}::date`);
  if (query.before) base = base.where('e.created_at', '<', sql<Date>`${query.before}::date + 1`);
  const direction = sql.raw(query.orderBy === 'asc' ? 'asc nulls first' : 'desc nulls last');
  const [total, rows] = await Promise.all([
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    base
      .select(EVENT_COLUMNS)
      .orderBy(sql`${SORT_EXPRESSIONS[query.sortBy]} ${direction}`)
      .orderBy(sql`e.created_at ${direction}`)
      .orderBy('e.id')
      .offset(query.from)
      .limit(query.size)
      .execute(),
  ]);
  return { count: total.n, rows };
}

export interface EventDecision {
  status: 'APPROVED' | 'REJECTED';
  actionType: 'NEW_LOCATION' | 'MATCHED' | 'REJECTED';
  osId: string | null;
  userId: number;
  reasonCleaned?: string;
  reasonRaw?: string;
}

export async function decideEvent(db: Executor, id: string, decision: EventDecision): Promise<void> {
  await db
    .updateTable('moderation_events')
    .set({
      status: decision.status,
      action_type: decision.actionType,
      os_id: decision.osId,
      action_perform_by_id: decision.userId,
      action_reason_text_cleaned: decision.reasonCleaned ?? '',
      action_reason_text_raw: decision.reasonRaw ?? '',
      status_change_date: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** The facility a decision targets, locked while the event's data is added to it. */
export async function lockFacility(db: Executor, osId: string) {
  return db.selectFrom('facilities').select(['os_id', 'name']).where('os_id', '=', osId).forUpdate().executeTakeFirst();
}

/** The e-mail address of the account behind a contributor (the contributor's admin). */
export async function contributorEmail(db: Executor, contributorId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('contributors as c')
    .innerJoin('users as u', 'u.id', 'c.admin_id')
    .select('u.email')
    .where('c.id', '=', contributorId)
    .executeTakeFirst();
  return row?.email;
}

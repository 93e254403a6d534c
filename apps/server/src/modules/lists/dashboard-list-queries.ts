import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { ListRecord } from './queries.ts';

export interface DashboardListFilter {
  contributorId?: number;
  matchResponsibility?: string;
  status?: string;
  limit: number;
  offset: number;
}

/** Every contributor's lists for staff, newest first, with the total count for paging. */
export async function dashboardLists(
  db: Executor,
  filter: DashboardListFilter,
): Promise<{ count: number; rows: (ListRecord & { contributor_name: string })[] }> {
  let query = db.selectFrom('facility_lists as l').innerJoin('contributors as c', 'c.id', 'l.contributor_id');
  if (filter.contributorId !== undefined) query = query.where('l.contributor_id', '=', filter.contributorId);
  if (filter.matchResponsibility) query = query.where('l.match_responsibility', '=', filter.matchResponsibility);
  if (filter.status) query = query.where('l.status', '=', filter.status);
  const [total, rows] = await Promise.all([
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    query
      .selectAll('l')
      .select('c.name as contributor_name')
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
  ]);
  return { count: total.n, rows };
}

/** The organisations that have uploaded a list (the dashboard's Organization filter), A-Z. */
export async function contributorsWithLists(db: Executor): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('contributors as c')
    .select(['c.id', 'c.name'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('facility_lists as l')
          .select(sql`1`.as('one'))
          .whereRef('l.contributor_id', '=', 'c.id'),
      ),
    )
    .orderBy(sql`lower(c.name)`)
    .orderBy('c.id')
    .execute();
}

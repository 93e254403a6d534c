import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { listEndpoints, type dashboardQuery } from '@registry/core/lists-api';
import type { Db } from '../../db/database.ts';
import type { AppDeps } from '../../http/deps.ts';
import { route } from '../../http/endpoint-route.ts';
import { contributorsWithLists, dashboardLists } from './dashboard-list-queries.ts';
import { statusCounts } from './queries.ts';
import { listView } from './list-view.ts';

/** The staff dashboard's paged form of GET /api/facility-lists/: asked for with any of these keys. */
const DASHBOARD_KEYS = ['page', 'pageSize', 'match_responsibility', 'status'];
export const isDashboardListQuery = (params: unknown) =>
  typeof params === 'object' && params !== null && DASHBOARD_KEYS.some((key) => key in params);

/** Every organisation's lists for superusers, filtered and paged: {count, data} (the caller checks the role). */
export async function dashboardListPage(db: Db, filter: z.output<typeof dashboardQuery>) {
  const { count, rows } = await dashboardLists(db, {
    contributorId: filter.contributor,
    matchResponsibility: filter.match_responsibility,
    status: filter.status,
    limit: filter.pageSize,
    offset: (filter.page - 1) * filter.pageSize,
  });
  const counts = await statusCounts(
    db,
    rows.map((row) => row.id),
  );
  return {
    count,
    data: rows.map((row) => ({ ...listView(row, counts.get(row.id) ?? {}), contributor_name: row.contributor_name })),
  };
}

/**
 * The staff's Contributor Lists screen (spec part 2 §2, §7). The spec's dashboard pages through
 * GET /api/facility-lists/?page&pageSize&contributor&match_responsibility&status (routes.ts hands
 * those queries here; without them that path stays the signed-in contributor's own lists), and also
 * names /api/admin-facility-lists/, which always answers the paged form.
 */
export const dashboardListRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, listEndpoints.dashboard, async (request) => dashboardListPage(deps.db, request.query));
  route(app, listEndpoints.dashboardContributors, async () =>
    (await contributorsWithLists(deps.db)).map((c) => [c.id, c.name] as [number, string]),
  );
};

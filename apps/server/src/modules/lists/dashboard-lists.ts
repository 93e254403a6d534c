import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DASHBOARD_LIST_DEFAULT_PAGE_SIZE,
  LIST_STATUSES,
  MATCH_RESPONSIBILITIES,
} from '@registry/core/dashboard-lists';
import { dashboardListPageSchema, listContributorsSchema } from '@registry/core/lists-api';
import type { Db } from '../../db/database.ts';
import type { AppDeps } from '../../http/deps.ts';
import { requireSuperuser } from '../../http/request-user.ts';
import { superusersOnly } from '../../http/route-access.ts';
import { contributorsWithLists, dashboardLists } from './dashboard-list-queries.ts';
import { statusCounts } from './queries.ts';
import { listView } from './list-view.ts';

const whole = z.coerce.number({ error: 'Must be a whole number.' }).int('Must be a whole number.');
const atLeast = (n: number) => [n, `Ensure this value is greater than or equal to ${n}.`] as const;
const atMost = (n: number) => [n, `Ensure this value is less than or equal to ${n}.`] as const;
export const dashboardQuery = z.object({
  contributor: whole
    .positive()
    .max(2 ** 52)
    .optional(),
  match_responsibility: z
    .enum(MATCH_RESPONSIBILITIES, { error: `Must be one of ${MATCH_RESPONSIBILITIES.join(', ')}.` })
    .optional(),
  status: z.enum(LIST_STATUSES, { error: `Must be one of ${LIST_STATUSES.join(', ')}.` }).optional(),
  page: whole
    .min(...atLeast(1))
    .max(...atMost(100_000))
    .default(1),
  pageSize: whole
    .min(...atLeast(1))
    .max(...atMost(100))
    .default(DASHBOARD_LIST_DEFAULT_PAGE_SIZE),
});

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
export const dashboardListRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['lists'];

  app.get(
    '/api/admin-facility-lists/',
    {
      preValidation: superusersOnly,
      schema: {
        tags,
        summary:
          'Staff: every list, newest first (?contributor, ?match_responsibility, ?status, ?page, ?pageSize up to 100); answers {count, data}',
        querystring: dashboardQuery,
        response: { 200: dashboardListPageSchema },
      },
    },
    async (request) => dashboardListPage(deps.db, request.query),
  );

  app.get(
    '/api/admin-facility-lists/contributors/',
    {
      schema: {
        tags,
        summary: 'Staff: [id, name] of every organisation with a list',
        response: { 200: listContributorsSchema },
      },
    },
    async (request) => {
      requireSuperuser(request);
      return (await contributorsWithLists(deps.db)).map((c) => [c.id, c.name] as [number, string]);
    },
  );
};

import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIST_TEMPLATE_PATH } from '@registry/core/list-upload';
import type { AppDeps } from '../../http/deps.ts';
import { asDownload } from '../../http/file-download.ts';
import { parseOrThrow } from '../../http/errors.ts';
import { createMatchReviewService } from './match-review.ts';
import { itemsQuery, listParams, matchParams, rejectBody, removeBody } from './review-params.ts';
import { requireContributor, requireSuperuser, requireUser } from '../../http/request-user.ts';
import { TEMPLATE_CSV } from './list-columns.ts';
import { createListService } from './service.ts';
import { readUploadForm } from './upload-form.ts';
import { dashboardListPage, isDashboardListQuery } from './dashboard-lists.ts';

const listQuery = z.object({ contributor: z.coerce.number().int().positive().optional() });

export const listRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const lists = createListService({
    db: deps.db,
    files: deps.services.files,
    productName: deps.config.productName,
    maxUploadBytes: deps.config.maxUploadBytes,
    autoApproveLists: deps.config.autoApproveLists,
  });

  const review = createMatchReviewService({ db: deps.db });

  app.get(LIST_TEMPLATE_PATH, { schema: { tags: ['lists'], summary: 'The list template (CSV)' } }, async (_request, reply) =>
    asDownload(reply, 'text/csv; charset=utf-8', 'template.csv').send(TEMPLATE_CSV),
  );

  app.get('/api/facility-lists/upload-settings/', { schema: { tags: ['lists'], summary: 'Upload limits and the support address the upload page shows' } }, async () => ({
    support_email: deps.config.supportEmail,
    max_upload_bytes: deps.config.maxUploadBytes,
  }));

  app.post(
    '/api/facility-lists/',
    {
      schema: {
        tags: ['lists'],
        summary: 'Upload a list',
        description: 'multipart/form-data: file (.csv or .xlsx), name, description, replaces (a list id of yours, or -1). Answers with the list at once; it is processed in the background.',
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => lists.upload(requireContributor(request), await readUploadForm(request)),
  );

  app.get('/api/facility-lists/', { schema: { tags: ['lists'], summary: "The signed-in contributor's lists (superusers: ?contributor=; with page, pageSize, match_responsibility or status, the dashboard's paged {count, data})" } }, async (request) =>
    isDashboardListQuery(request.query)
      ? dashboardListPage(deps.db, request)
      : lists.listsOf(requireUser(request), parseOrThrow(listQuery, request.query).contributor),
  );

  app.get('/api/facility-lists/:id/', { schema: { tags: ['lists'], summary: 'A list with its status counts and progress' } }, async (request) =>
    lists.get(request.user, parseOrThrow(listParams, request.params).id),
  );

  app.get('/api/facility-lists/:id/file/', { schema: { tags: ['lists'], summary: 'The file as submitted' } }, async (request, reply) => {
    const file = await lists.file(requireUser(request), parseOrThrow(listParams, request.params).id);
    const type = file.fileName.toLowerCase().endsWith('.xlsx') ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv';
    return asDownload(reply, type, file.fileName).send(file.content);
  });

  app.post('/api/facility-lists/:id/approve/', { schema: { tags: ['lists'], summary: 'Approve a pending list (superusers)' } }, async (request) =>
    lists.approve(requireSuperuser(request), parseOrThrow(listParams, request.params).id),
  );

  app.post('/api/facility-lists/:id/reject/', { schema: { tags: ['lists'], summary: 'Reject a pending list with a reason (superusers)' } }, async (request) => {
    const user = requireSuperuser(request);
    return lists.reject(user, parseOrThrow(listParams, request.params).id, parseOrThrow(rejectBody, request.body ?? {}).reason);
  });

  app.get('/api/facility-lists/:id/items/', { schema: { tags: ['lists'], summary: "A page of a list's rows (?page, pageSize up to 100, status (repeatable), search)" } }, async (request) =>
    review.items(requireUser(request), parseOrThrow(listParams, request.params).id, parseOrThrow(itemsQuery, request.query)),
  );

  app.post('/api/facility-lists/:id/remove/', { schema: { tags: ['lists'], summary: "Remove a row's contribution from its facility ({list_item_id})" } }, async (request) => {
    const user = requireUser(request);
    return review.remove(user, parseOrThrow(listParams, request.params).id, parseOrThrow(removeBody, request.body ?? {}).list_item_id);
  });

  app.post('/api/facility-matches/:id/confirm/', { schema: { tags: ['lists'], summary: 'Confirm a potential match: the row joins that facility' } }, async (request) =>
    review.confirm(requireUser(request), parseOrThrow(matchParams, request.params).id),
  );

  app.post('/api/facility-matches/:id/reject/', { schema: { tags: ['lists'], summary: 'Reject a potential match (the last one rejected makes the row a new facility)' } }, async (request) =>
    review.reject(requireUser(request), parseOrThrow(matchParams, request.params).id),
  );
};

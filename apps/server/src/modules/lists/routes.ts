import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIST_TEMPLATE_PATH } from '@registry/core/list-upload';
import {
  dashboardListPageSchema,
  facilityListSchema,
  listItemSchema,
  listItemsPageSchema,
  uploadSettingsSchema,
} from '@registry/core/lists-api';
import type { AppDeps } from '../../http/deps.ts';
import { asDownload } from '../../http/file-download.ts';
import { parseOrThrow } from '../../http/errors.ts';
import { requireContributor, requireSuperuser, requireUser } from '../../http/request-user.ts';
import { signedIn, superusersOnly } from '../../http/route-access.ts';
import { bodyReadByHandler, documentedOnly } from '../../http/validation.ts';
import { createMatchReviewService } from './match-review.ts';
import { itemsQuery, listParams, matchParams, rejectBody, removeBody } from './review-params.ts';
import { TEMPLATE_CSV } from './list-columns.ts';
import { createListService } from './service.ts';
import { readUploadForm } from './upload-form.ts';
import { dashboardListPage, dashboardQuery, isDashboardListQuery } from './dashboard-lists.ts';

const tags = ['lists'];
const listQuery = z.object({ contributor: z.coerce.number().int().positive().optional() });

/** The list upload (multipart/form-data) as documented; upload-form.ts reads it and the service checks it. */
const uploadBody = z.object({
  file: z.string().meta({ format: 'binary' }).describe('The list, .csv or .xlsx'),
  name: z.string(),
  description: z.string().optional(),
  replaces: z.string().optional().describe('A list id of yours this one replaces, or -1'),
});

/** Both forms of GET /api/facility-lists/ as documented; the handler tells them apart and checks the one it got. */
const listsQuery = listQuery.extend(dashboardQuery.partial().shape);

const download = (type: string, description: string) => ({
  200: { description, content: { [type]: { schema: z.string().meta({ format: 'binary' }) } } },
});

export const listRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const lists = createListService({
    db: deps.db,
    files: deps.services.files,
    productName: deps.config.productName,
    maxUploadBytes: deps.config.maxUploadBytes,
    autoApproveLists: deps.config.autoApproveLists,
    uploadLimits: deps.config.listUploadLimits,
  });

  const review = createMatchReviewService({ db: deps.db });

  app.get(
    LIST_TEMPLATE_PATH,
    {
      schema: {
        tags,
        summary: 'The list template (CSV)',
        response: download('text/csv', 'The template, as a download'),
      },
    },
    async (_request, reply) => asDownload(reply, 'text/csv; charset=utf-8', 'template.csv').send(TEMPLATE_CSV),
  );

  app.get(
    '/api/facility-lists/upload-settings/',
    {
      schema: {
        tags,
        summary: 'Upload limits and the support address the upload page shows',
        response: { 200: uploadSettingsSchema },
      },
    },
    async () => ({ support_email: deps.config.supportEmail, max_upload_bytes: deps.config.maxUploadBytes }),
  );

  app.post(
    '/api/facility-lists/',
    {
      schema: {
        tags,
        summary: 'Upload a list',
        description:
          'multipart/form-data: file (.csv or .xlsx), name, description, replaces (a list id of yours, or -1). Answers with the list at once; it is processed in the background.',
        consumes: ['multipart/form-data'],
        body: uploadBody,
        response: { 200: facilityListSchema },
      },
      validatorCompiler: bodyReadByHandler,
    },
    async (request) => lists.upload(requireContributor(request), await readUploadForm(request)),
  );

  app.get(
    '/api/facility-lists/',
    {
      schema: {
        tags,
        summary:
          "The signed-in contributor's lists (superusers: ?contributor=; with page, pageSize, match_responsibility or status, the dashboard's paged {count, data})",
        querystring: listsQuery,
        response: { 200: z.array(facilityListSchema).or(dashboardListPageSchema) },
      },
      validatorCompiler: documentedOnly,
    },
    async (request) => {
      if (!isDashboardListQuery(request.query))
        return lists.listsOf(requireUser(request), parseOrThrow(listQuery, request.query).contributor);
      requireSuperuser(request);
      return dashboardListPage(deps.db, parseOrThrow(dashboardQuery, request.query));
    },
  );

  app.get(
    '/api/facility-lists/:id/',
    {
      schema: {
        tags,
        summary: 'A list with its status counts and progress',
        params: listParams,
        response: { 200: facilityListSchema },
      },
    },
    async (request) => lists.get(request.user, request.params.id),
  );

  app.get(
    '/api/facility-lists/:id/file/',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'The file as submitted',
        params: listParams,
        response: download('application/octet-stream', 'The .csv or .xlsx file, as a download'),
      },
    },
    async (request, reply) => {
      const file = await lists.file(requireUser(request), request.params.id);
      const type = file.fileName.toLowerCase().endsWith('.xlsx')
        ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
        : 'text/csv';
      return asDownload(reply, type, file.fileName).send(file.content);
    },
  );

  app.post(
    '/api/facility-lists/:id/approve/',
    {
      preValidation: superusersOnly,
      schema: {
        tags,
        summary: 'Approve a pending list (superusers)',
        params: listParams,
        response: { 200: facilityListSchema },
      },
    },
    async (request) => lists.approve(requireSuperuser(request), request.params.id),
  );

  app.post(
    '/api/facility-lists/:id/reject/',
    {
      preValidation: superusersOnly,
      schema: {
        tags,
        summary: 'Reject a pending list with a reason (superusers)',
        params: listParams,
        body: rejectBody,
        response: { 200: facilityListSchema },
      },
    },
    async (request) => lists.reject(requireSuperuser(request), request.params.id, request.body.reason),
  );

  app.get(
    '/api/facility-lists/:id/items/',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "A page of a list's rows (?page, pageSize up to 100, status (repeatable), search)",
        params: listParams,
        querystring: itemsQuery,
        response: { 200: listItemsPageSchema },
      },
    },
    async (request) => review.items(requireUser(request), request.params.id, request.query),
  );

  app.post(
    '/api/facility-lists/:id/remove/',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "Remove a row's contribution from its facility ({list_item_id})",
        params: listParams,
        body: removeBody,
        response: { 200: listItemSchema },
      },
    },
    async (request) => review.remove(requireUser(request), request.params.id, request.body.list_item_id),
  );

  app.post(
    '/api/facility-matches/:id/confirm/',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Confirm a potential match: the row joins that facility',
        params: matchParams,
        response: { 200: listItemSchema },
      },
    },
    async (request) => review.confirm(requireUser(request), request.params.id),
  );

  app.post(
    '/api/facility-matches/:id/reject/',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Reject a potential match (the last one rejected makes the row a new facility)',
        params: matchParams,
        response: { 200: listItemSchema },
      },
    },
    async (request) => review.reject(requireUser(request), request.params.id),
  );
};

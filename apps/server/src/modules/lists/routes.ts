import type { FastifyPluginAsync } from 'fastify';
import { dashboardQuery, listEndpoints as endpoints, ownListsQuery } from '@registry/core/lists-api';
import type { AppDeps } from '../../http/deps.ts';
import { route } from '../../http/endpoint-route.ts';
import { asDownload } from '../../http/file-download.ts';
import { forbidden, parseOrThrow } from '../../http/errors.ts';
import { bodyReadByHandler, documentedOnly } from '../../http/validation.ts';
import { createMatchReviewService } from './match-review.ts';
import { TEMPLATE_CSV } from './list-columns.ts';
import { createListService } from './service.ts';
import { readUploadForm } from './upload-form.ts';
import { dashboardListPage, isDashboardListQuery } from './dashboard-lists.ts';

export const listRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const lists = createListService({
    db: deps.db,
    files: deps.services.files,
    productName: deps.config.productName,
    maxUploadBytes: deps.config.maxUploadBytes,
    autoApproveLists: deps.config.autoApproveLists,
    uploadLimits: deps.config.listUploadLimits,
  });

  const review = createMatchReviewService({ db: deps.db });

  route(app, endpoints.template, async (_request, reply) =>
    asDownload(reply, 'text/csv; charset=utf-8', 'template.csv').send(TEMPLATE_CSV),
  );

  route(app, endpoints.uploadSettings, async () => ({
    support_email: deps.config.supportEmail,
    max_upload_bytes: deps.config.maxUploadBytes,
  }));

  // upload-form.ts reads the multipart form; the service checks it.
  route(app, endpoints.upload, async (request) => lists.upload(request.user, await readUploadForm(request)), {
    validatorCompiler: bodyReadByHandler,
  });

  // The handler tells the two forms apart and checks the one it got.
  route(
    app,
    endpoints.lists,
    async (request) => {
      if (!isDashboardListQuery(request.query))
        return lists.listsOf(request.user, parseOrThrow(ownListsQuery, request.query).contributor);
      if (!request.user.isSuperuser) throw forbidden();
      return dashboardListPage(deps.db, parseOrThrow(dashboardQuery, request.query));
    },
    { validatorCompiler: documentedOnly },
  );

  route(app, endpoints.list, async (request) => lists.get(request.user, request.params.id));

  route(app, endpoints.file, async (request, reply) => {
    const file = await lists.file(request.user, request.params.id);
    const type = file.fileName.toLowerCase().endsWith('.xlsx')
      ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
      : 'text/csv';
    return asDownload(reply, type, file.fileName).send(file.content);
  });

  route(app, endpoints.approve, async (request) => lists.approve(request.user, request.params.id));
  route(app, endpoints.reject, async (request) => lists.reject(request.user, request.params.id, request.body.reason));
  route(app, endpoints.items, async (request) => review.items(request.user, request.params.id, request.query));
  route(app, endpoints.remove, async (request) =>
    review.remove(request.user, request.params.id, request.body.list_item_id),
  );
  route(app, endpoints.confirmMatch, async (request) => review.confirm(request.user, request.params.id));
  route(app, endpoints.rejectMatch, async (request) => review.reject(request.user, request.params.id));
};

import type { FastifyPluginAsync } from 'fastify';
import { reportBodySchema } from '@registry/core/activity-reports';
import { DUPLICATE_REPORTS_PER_HOUR, reportEndpoints as endpoints } from '@registry/core/activity-report-api';
import { duplicateReportSchema } from '@registry/core/duplicate-reports';
import { normalizeOsId } from '@registry/core/os-id';
import type { AppDeps } from '../../http/deps.ts';
import { route } from '../../http/endpoint-route.ts';
import { notFound, parseOrThrow } from '../../http/errors.ts';
import { bodyReadByHandler } from '../../http/validation.ts';
import { createDuplicateReportService } from './duplicate-report.ts';
import { createReportService } from './service.ts';

export const reportRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const reports = createReportService({ db: deps.db });
  const duplicates = createDuplicateReportService({
    db: deps.db,
    mailer: deps.services.mailer,
    supportEmail: deps.config.supportEmail,
    productName: deps.config.productName,
    publicUrl: deps.config.publicUrl,
  });

  // The two reports read their bodies after the OS ID: one that normalises to nothing is not found.
  route(
    app,
    endpoints.report,
    async (request) => {
      const osId = normalizeOsId(request.params.osId);
      if (!osId) throw notFound();
      return reports.report(request.user, osId, parseOrThrow(reportBodySchema, request.body ?? {}));
    },
    { validatorCompiler: bodyReadByHandler },
  );

  route(
    app,
    endpoints.reportDuplicate,
    async (request) => {
      const osId = normalizeOsId(request.params.osId);
      if (!osId) throw notFound();
      return duplicates.report(request.user, osId, parseOrThrow(duplicateReportSchema, request.body ?? {}));
    },
    {
      validatorCompiler: bodyReadByHandler,
      // Each report is a mail to the registry's team: an account sends a handful an hour, not a flood.
      config: {
        rateLimit: {
          max: DUPLICATE_REPORTS_PER_HOUR,
          timeWindow: '1 hour',
          keyGenerator: (request) => `report-duplicate:${request.user?.id ?? request.ip}`,
        },
      },
    },
  );

  route(app, endpoints.list, async (request) =>
    reports.list({ closureState: request.query.closure_state, status: request.query.status }),
  );
  route(app, endpoints.view, async (request) => reports.view(request.params.id));
  route(app, endpoints.approve, async (request) =>
    reports.decide(request.user, request.params.id, 'approve', request.body.status_change_reason),
  );
  route(app, endpoints.reject, async (request) =>
    reports.decide(request.user, request.params.id, 'reject', request.body.status_change_reason),
  );
};

import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CLOSURE_STATES,
  REPORT_STATUSES,
  reportBodySchema,
  reportDecisionSchema,
} from '@registry/core/activity-reports';
import { activityReportViewSchema, duplicateReportAnswerSchema } from '@registry/core/activity-report-api';
import { duplicateReportSchema } from '@registry/core/duplicate-reports';
import { normalizeOsId } from '@registry/core/os-id';
import type { AppDeps } from '../../http/deps.ts';
import { notFound, parseOrThrow } from '../../http/errors.ts';
import { requireSuperuser, requireUser } from '../../http/request-user.ts';
import { signedIn, superusersOnly } from '../../http/route-access.ts';
import { bodyReadByHandler } from '../../http/validation.ts';
import { createDuplicateReportService } from './duplicate-report.ts';
import { createReportService, type ReportDecision } from './service.ts';

const tags = ['reports'];
/** Duplicate reports (mails to support) one account may send an hour. */
export const DUPLICATE_REPORTS_PER_HOUR = 20;
const osIdParams = z.object({ osId: z.string().max(40) });
const idParams = z.object({
  id: z.coerce
    .number({ error: 'Must be a whole number.' })
    .int()
    .positive()
    .max(2 ** 52),
});
const listQuery = z.object({
  closure_state: z.enum(CLOSURE_STATES, { error: `Must be one of ${CLOSURE_STATES.join(', ')}.` }).optional(),
  status: z.enum(REPORT_STATUSES, { error: `Must be one of ${REPORT_STATUSES.join(', ')}.` }).optional(),
});

export const reportRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const reports = createReportService({ db: deps.db });
  const duplicates = createDuplicateReportService({
    db: deps.db,
    mailer: deps.services.mailer,
    supportEmail: deps.config.supportEmail,
    productName: deps.config.productName,
    publicUrl: deps.config.publicUrl,
  });

  // The two reports read their bodies after the OS ID: one that normalises to nothing is not found.
  app.post(
    '/api/facilities/:osId/report/',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Report a facility as closed or reopened',
        description: 'Body: reason_for_report (required), closure_state (OPEN or CLOSED).',
        params: osIdParams,
        body: reportBodySchema,
        response: { 200: activityReportViewSchema },
      },
      validatorCompiler: bodyReadByHandler,
    },
    async (request) => {
      const user = requireUser(request);
      const osId = normalizeOsId(request.params.osId);
      if (!osId) throw notFound();
      return reports.report(user, osId, parseOrThrow(reportBodySchema, request.body ?? {}));
    },
  );

  app.post(
    '/api/facilities/:osId/report-duplicate/',
    {
      preValidation: signedIn,
      // Each report is a mail to the registry's team: an account sends a handful an hour, not a flood.
      config: {
        rateLimit: {
          max: DUPLICATE_REPORTS_PER_HOUR,
          timeWindow: '1 hour',
          keyGenerator: (request) => `report-duplicate:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        tags,
        summary: 'Report a facility as a duplicate of another',
        description: `Body: duplicate_of (the other facility's OS ID, required), note (optional). Sent to the registry's team (SUPPORT_EMAIL). At most ${DUPLICATE_REPORTS_PER_HOUR} an hour per account (429).`,
        params: osIdParams,
        body: duplicateReportSchema,
        response: { 200: duplicateReportAnswerSchema },
      },
      validatorCompiler: bodyReadByHandler,
    },
    async (request) => {
      const user = requireUser(request);
      const osId = normalizeOsId(request.params.osId);
      if (!osId) throw notFound();
      return duplicates.report(user, osId, parseOrThrow(duplicateReportSchema, request.body ?? {}));
    },
  );

  app.get(
    '/api/facility-activity-reports/',
    {
      preValidation: superusersOnly,
      schema: {
        tags,
        summary: 'Staff: status reports, pending first (?closure_state, ?status)',
        querystring: listQuery,
        response: { 200: z.array(activityReportViewSchema) },
      },
    },
    async (request) => reports.list({ closureState: request.query.closure_state, status: request.query.status }),
  );

  app.get(
    '/api/facility-activity-reports/:id/',
    {
      preValidation: superusersOnly,
      schema: {
        tags,
        summary: 'Staff: one status report',
        params: idParams,
        response: { 200: activityReportViewSchema },
      },
    },
    async (request) => reports.view(request.params.id),
  );

  // The dashboard labels these Confirm and Reject (spec part 2 §7).
  for (const decision of ['approve', 'reject'] as ReportDecision[]) {
    app.post(
      `/api/facility-activity-reports/:id/${decision}/`,
      {
        preValidation: superusersOnly,
        schema: {
          tags,
          summary: `Staff: ${decision === 'approve' ? 'confirm' : 'reject'} a pending status report with a reason`,
          params: idParams,
          body: reportDecisionSchema,
          response: { 200: activityReportViewSchema },
        },
      },
      async (request) =>
        reports.decide(requireSuperuser(request), request.params.id, decision, request.body.status_change_reason),
    );
  }
};

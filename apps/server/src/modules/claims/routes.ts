import type { FastifyPluginAsync } from 'fastify';
import { claimEndpoints as endpoints } from '@registry/core/claims-api';
import { normalizeOsId } from '@registry/core/os-id';
import type { AppDeps } from '../../http/deps.ts';
import { route } from '../../http/endpoint-route.ts';
import { asDownload } from '../../http/file-download.ts';
import { notFound } from '../../http/errors.ts';
import { requireUser } from '../../http/request-user.ts';
import { bodyReadByHandler } from '../../http/validation.ts';
import { readClaimForm, validateClaimForm } from './claim-form.ts';
import { requestLanguage } from './claim-language.ts';
import { createClaimReviewService } from './review-service.ts';
import { createClaimService } from './service.ts';

export const claimRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const claims = createClaimService({ db: deps.db, files: deps.services.files, geocoder: deps.services.geocoder });
  const review = createClaimReviewService({
    db: deps.db,
    mailer: deps.services.mailer,
    productName: deps.config.productName,
    publicUrl: deps.config.publicUrl,
  });

  // claim-form.ts reads and checks the multipart form.
  route(
    app,
    endpoints.submit,
    async (request) => {
      const normalized = normalizeOsId(request.params.osId);
      if (!normalized) throw notFound();
      const form = validateClaimForm(await readClaimForm(request));
      return claims.submit(request.user, normalized, form, requestLanguage(request.headers));
    },
    { validatorCompiler: bodyReadByHandler },
  );

  route(app, endpoints.claimed, async (request) => claims.claimedList(request.user));

  for (const declared of [endpoints.updateClaimed, endpoints.updateClaimedAtClaim]) {
    route(app, declared, async (request) => claims.update(request.user, request.params.id, request.body));
  }
  route(app, endpoints.claimedDetails, async (request) =>
    claims.details(request.user, request.params.id, { staffMayRead: true }),
  );
  route(app, endpoints.detail, async (request) =>
    request.user.isSuperuser ? review.detail(request.params.id) : claims.details(request.user, request.params.id),
  );
  route(app, endpoints.geocode, async (request) =>
    claims.geocode(request.user, request.params.id, request.query.address),
  );

  // Public, so the path is checked before the caller (a malformed one is a 400 for anybody).
  route(app, endpoints.attachment, async (request, reply) => {
    const { id, attachmentId } = request.params;
    const file = await claims.attachment(requireUser(request), id, attachmentId);
    // Only the three sniffed types are ever stored; always a download, never rendered inline as a page.
    return asDownload(reply, file.content_type, file.file_name).send(file.content);
  });

  route(app, endpoints.list, async (request) => {
    const query = request.query;
    return review.list({ ...query, limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  });

  for (const decision of ['approve', 'deny', 'revoke'] as const) {
    route(app, endpoints[decision], async (request) =>
      review.decide(request.user, request.params.id, decision, request.body.reason),
    );
  }
  route(app, endpoints.messageClaimant, async (request) =>
    review.messageClaimant(request.user, request.params.id, request.body.message),
  );
  route(app, endpoints.note, async (request) => review.addNote(request.user, request.params.id, request.body.note));
};

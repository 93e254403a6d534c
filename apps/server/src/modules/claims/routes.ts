import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLAIM_STATUS_VALUES } from '@registry/core/claim-statuses';
import { isCountryCode } from '@registry/core/countries';
import { normalizeOsId } from '@registry/core/os-id';
import type { AppDeps } from '../../http/deps.ts';
import { asDownload } from '../../http/file-download.ts';
import { notFound, parseOrThrow } from '../../http/errors.ts';
import { requireContributor, requireSuperuser, requireUser } from '../../http/request-user.ts';
import { readClaimForm, validateClaimForm } from './claim-form.ts';
import { claimedDetailsUpdate } from './claimed-details.ts';
import { CLAIM_SORTS, type ClaimSort } from './queries.ts';
import { createClaimReviewService, type Decision } from './review-service.ts';
import { createClaimService } from './service.ts';

const idParams = z.object({ id: z.coerce.number({ error: 'Must be a whole number.' }).int().positive().max(2 ** 52) });
const attachmentParams = idParams.extend({ attachmentId: z.coerce.number().int().positive().max(2 ** 52) });
const osIdParams = z.object({ osId: z.string().max(40) });
const geocodeQuery = z.object({ address: z.string({ error: 'This field is required.' }).max(500) });
const required = (field: string, max: number) =>
  z.object({ [field]: z.string({ error: 'This field is required.' }).trim().min(1, 'This field is required.').max(max, `Ensure this value has at most ${max} characters.`) });

const csv = (check: (value: string) => boolean, message: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (value === undefined ? [] : (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean)))
    .refine((values) => values.length <= 300 && values.every(check), message);

const listQuery = z.object({
  statuses: csv((value) => (CLAIM_STATUS_VALUES as readonly string[]).includes(value.toUpperCase()), 'Select valid claim statuses.').transform((v) =>
    v.map((s) => s.toUpperCase()),
  ),
  countries: csv((value) => isCountryCode(value.toUpperCase()), 'Select valid countries.').transform((v) => v.map((c) => c.toUpperCase())),
  page: z.coerce.number({ error: 'Must be a whole number.' }).int().min(1).max(100000).default(1),
  pageSize: z.coerce.number({ error: 'Must be a whole number.' }).int().min(1).max(1000).default(20),
  sort: z.enum(Object.keys(CLAIM_SORTS) as [ClaimSort, ...ClaimSort[]], { error: 'Select a valid sort.' }).default('created_at'),
  order: z.enum(['asc', 'desc'], { error: "Must be 'asc' or 'desc'." }).default('desc'),
});

export const claimRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['claims'];
  const claims = createClaimService({ db: deps.db, files: deps.services.files, geocoder: deps.services.geocoder });
  const review = createClaimReviewService({ db: deps.db, mailer: deps.services.mailer, productName: deps.config.productName, publicUrl: deps.config.publicUrl });

  app.post(
    '/api/facilities/:osId/claim/',
    {
      schema: {
        tags,
        summary: 'Claim a facility',
        description:
          'multipart/form-data with snake-cased keys: agreement=yes, your_name, your_title, your_business_website, business_website, business_linkedin_profile, sectors (repeat or |-separated), number_of_workers, local_language_name, opening_date, closing_date, estimated_annual_throughput, energy_<source> (only enabled sources). Employment documents under files, business documents under business_files (documents sent only under files count as business documents; png, jpg, jpeg, pdf by content; 5 MB; 10 each).',
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const user = requireContributor(request);
      const { osId } = parseOrThrow(osIdParams, request.params);
      const normalized = normalizeOsId(osId);
      if (!normalized) throw notFound();
      const form = validateClaimForm(await readClaimForm(request));
      return claims.submit(user, normalized, form);
    },
  );

  app.get('/api/facilities/claimed/', { schema: { tags, summary: "The signed-in organisation's approved claims" } }, async (request) =>
    claims.claimedList(requireContributor(request)),
  );

  // The claimed profile: under /claimed/ always; at the claim's own path for callers who are not
  // staff (staff get the review detail there, spec part 2 §7 dashboard calls).
  for (const path of ['/api/facility-claims/:id/claimed/', '/api/facility-claims/:id/']) {
    app.put(path, { schema: { tags, summary: 'Update the claimed facility profile (the claimant of an approved claim)' } }, async (request) => {
      const user = requireUser(request);
      const { id } = parseOrThrow(idParams, request.params);
      return claims.update(user, id, parseOrThrow(claimedDetailsUpdate, request.body ?? {}));
    });
  }
  app.get('/api/facility-claims/:id/claimed/', { schema: { tags, summary: 'The claimed facility profile' } }, async (request) =>
    claims.details(requireUser(request), parseOrThrow(idParams, request.params).id, { staffMayRead: true }),
  );
  app.get('/api/facility-claims/:id/', { schema: { tags, summary: 'Staff: the claim for review; its claimant: the claimed profile' } }, async (request) => {
    const user = requireUser(request);
    const { id } = parseOrThrow(idParams, request.params);
    return user.isSuperuser ? review.detail(id) : claims.details(user, id);
  });

  app.get('/api/facility-claims/:id/geocode/', { schema: { tags, summary: 'Geocode a new address for a claimed facility' } }, async (request) => {
    const user = requireUser(request);
    const { id } = parseOrThrow(idParams, request.params);
    return claims.geocode(user, id, parseOrThrow(geocodeQuery, request.query).address);
  });

  app.get('/api/facility-claims/:id/attachments/:attachmentId/', { schema: { tags, summary: 'A claim document (staff and the claimant)' } }, async (request, reply) => {
    const { id, attachmentId } = parseOrThrow(attachmentParams, request.params);
    const file = await claims.attachment(requireUser(request), id, attachmentId);
    // Only the three sniffed types are ever stored; always a download, never rendered inline as a page.
    return asDownload(reply, file.content_type, file.file_name).send(file.content);
  });

  app.get('/api/facility-claims/', { schema: { tags, summary: 'Staff: claims by status and country, counted, sorted and paged' } }, async (request) => {
    requireSuperuser(request);
    const query = parseOrThrow(listQuery, request.query);
    return review.list({ ...query, limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  });

  for (const decision of ['approve', 'deny', 'revoke'] as Decision[]) {
    app.post(`/api/facility-claims/:id/${decision}/`, { schema: { tags, summary: `Staff: ${decision} a claim with a reason` } }, async (request) => {
      const user = requireSuperuser(request);
      const { id } = parseOrThrow(idParams, request.params);
      return review.decide(user, id, decision, parseOrThrow(required('reason', 2000), request.body ?? {}).reason as string);
    });
  }

  app.post('/api/facility-claims/:id/message-claimant/', { schema: { tags, summary: 'Staff: e-mail the claimant of a pending claim' } }, async (request) => {
    const user = requireSuperuser(request);
    const { id } = parseOrThrow(idParams, request.params);
    return review.messageClaimant(user, id, parseOrThrow(required('message', 5000), request.body ?? {}).message as string);
  });

  app.post('/api/facility-claims/:id/note/', { schema: { tags, summary: 'Staff: add a review note' } }, async (request) => {
    const user = requireSuperuser(request);
    const { id } = parseOrThrow(idParams, request.params);
    return review.addNote(user, id, parseOrThrow(required('note', 5000), request.body ?? {}).note as string);
  });
};

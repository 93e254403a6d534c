import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLAIM_STATUS_VALUES } from '@registry/core/claim-statuses';
import {
  claimDetailSchema,
  claimedDetailsSchema,
  claimedListItemSchema,
  claimGeocodeSchema,
  claimListSchema,
  submittedClaimSchema,
} from '@registry/core/claims-api';
import { ENERGY_SOURCES } from '@registry/core/claim';
import { isCountryCode } from '@registry/core/countries';
import { normalizeOsId } from '@registry/core/os-id';
import type { AppDeps } from '../../http/deps.ts';
import { asDownload } from '../../http/file-download.ts';
import { notFound } from '../../http/errors.ts';
import { requireContributor, requireSuperuser, requireUser } from '../../http/request-user.ts';
import { contributorsOnly, signedIn, superusersOnly } from '../../http/route-access.ts';
import { bodyReadByHandler } from '../../http/validation.ts';
import { readClaimForm, validateClaimForm } from './claim-form.ts';
import { claimedDetailsUpdate } from './claimed-details.ts';
import { CLAIM_SORTS, type ClaimSort } from './queries.ts';
import { createClaimReviewService, type Decision } from './review-service.ts';
import { createClaimService } from './service.ts';

const idParams = z.object({
  id: z.coerce
    .number({ error: 'Must be a whole number.' })
    .int()
    .positive()
    .max(2 ** 52),
});
const attachmentParams = idParams.extend({
  attachmentId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 52),
});
const osIdParams = z.object({ osId: z.string().max(40) });
const geocodeQuery = z.object({ address: z.string({ error: 'This field is required.' }).max(500) });
const required = (field: string, max: number) =>
  z.object({
    [field]: z
      .string({ error: 'This field is required.' })
      .trim()
      .min(1, 'This field is required.')
      .max(max, `Ensure this value has at most ${max} characters.`),
  });

/** The claim form (multipart/form-data) as documented; claim-form.ts reads and checks it. */
const formText = z.string().optional();
const documents = z.array(z.string().meta({ format: 'binary' })).optional();
const claimFormBody = z.object({
  agreement: z.literal('yes'),
  your_name: z.string(),
  your_title: z.string(),
  your_business_website: formText,
  business_website: formText,
  business_linkedin_profile: formText,
  sectors: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .describe('Repeat the field, or separate sectors with |'),
  number_of_workers: formText,
  local_language_name: formText,
  opening_date: formText.describe('YYYY-MM-DD'),
  closing_date: formText.describe('YYYY-MM-DD'),
  estimated_annual_throughput: formText,
  ...Object.fromEntries(
    ENERGY_SOURCES.map((source) => [
      `energy_${source.key}`,
      formText.describe(`${source.label} (${source.unit}), when that source is used`),
    ]),
  ),
  files: documents.describe('Employment documents (png, jpg, jpeg, pdf; 5 MB; 10)'),
  business_files: documents.describe('Business documents (png, jpg, jpeg, pdf; 5 MB; 10)'),
});

const csv = (check: (value: string) => boolean, message: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) =>
      value === undefined
        ? []
        : (Array.isArray(value) ? value : [value])
            .flatMap((v) => v.split(','))
            .map((v) => v.trim())
            .filter(Boolean),
    )
    .refine((values) => values.length <= 300 && values.every(check), message);

const listQuery = z.object({
  statuses: csv(
    (value) => (CLAIM_STATUS_VALUES as readonly string[]).includes(value.toUpperCase()),
    'Select valid claim statuses.',
  ).transform((v) => v.map((s) => s.toUpperCase())),
  countries: csv((value) => isCountryCode(value.toUpperCase()), 'Select valid countries.').transform((v) =>
    v.map((c) => c.toUpperCase()),
  ),
  page: z.coerce.number({ error: 'Must be a whole number.' }).int().min(1).max(100000).default(1),
  pageSize: z.coerce.number({ error: 'Must be a whole number.' }).int().min(1).max(1000).default(20),
  sort: z
    .enum(Object.keys(CLAIM_SORTS) as [ClaimSort, ...ClaimSort[]], { error: 'Select a valid sort.' })
    .default('created_at'),
  order: z.enum(['asc', 'desc'], { error: "Must be 'asc' or 'desc'." }).default('desc'),
});

export const claimRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['claims'];
  const claims = createClaimService({ db: deps.db, files: deps.services.files, geocoder: deps.services.geocoder });
  const review = createClaimReviewService({
    db: deps.db,
    mailer: deps.services.mailer,
    productName: deps.config.productName,
    publicUrl: deps.config.publicUrl,
  });

  app.post(
    '/api/facilities/:osId/claim/',
    {
      preValidation: contributorsOnly,
      schema: {
        tags,
        summary: 'Claim a facility',
        description:
          'multipart/form-data with snake-cased keys: agreement=yes, your_name, your_title, your_business_website, business_website, business_linkedin_profile, sectors (repeat or |-separated), number_of_workers, local_language_name, opening_date, closing_date, estimated_annual_throughput, energy_<source> (only enabled sources). Employment documents under files, business documents under business_files (documents sent only under files count as business documents; png, jpg, jpeg, pdf by content; 5 MB; 10 each).',
        consumes: ['multipart/form-data'],
        params: osIdParams,
        body: claimFormBody,
        response: { 200: submittedClaimSchema },
      },
      validatorCompiler: bodyReadByHandler,
    },
    async (request) => {
      const user = requireContributor(request);
      const normalized = normalizeOsId(request.params.osId);
      if (!normalized) throw notFound();
      const form = validateClaimForm(await readClaimForm(request));
      return claims.submit(user, normalized, form);
    },
  );

  app.get(
    '/api/facilities/claimed/',
    {
      schema: {
        tags,
        summary: "The signed-in organisation's approved claims",
        response: { 200: z.array(claimedListItemSchema) },
      },
    },
    async (request) => claims.claimedList(requireContributor(request)),
  );

  // The claimed profile: under /claimed/ always; at the claim's own path for callers who are not
  // staff (staff get the review detail there, spec part 2 §7 dashboard calls).
  for (const path of ['/api/facility-claims/:id/claimed/', '/api/facility-claims/:id/']) {
    app.put(
      path,
      {
        preValidation: signedIn,
        schema: {
          tags,
          summary: 'Update the claimed facility profile (the claimant of an approved claim)',
          description:
            'The read-only lists of the profile (choices, contributors, facility) may be sent back with it; they are ignored.',
          params: idParams,
          body: claimedDetailsUpdate,
          response: { 200: claimedDetailsSchema },
        },
      },
      async (request) => claims.update(requireUser(request), request.params.id, request.body),
    );
  }
  app.get(
    '/api/facility-claims/:id/claimed/',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'The claimed facility profile',
        params: idParams,
        response: { 200: claimedDetailsSchema },
      },
    },
    async (request) => claims.details(requireUser(request), request.params.id, { staffMayRead: true }),
  );
  app.get(
    '/api/facility-claims/:id/',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Staff: the claim for review; its claimant: the claimed profile',
        params: idParams,
        response: { 200: claimDetailSchema.or(claimedDetailsSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return user.isSuperuser ? review.detail(request.params.id) : claims.details(user, request.params.id);
    },
  );

  app.get(
    '/api/facility-claims/:id/geocode/',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Geocode a new address for a claimed facility',
        params: idParams,
        querystring: geocodeQuery,
        response: { 200: claimGeocodeSchema },
      },
    },
    async (request) => claims.geocode(requireUser(request), request.params.id, request.query.address),
  );

  // The path is checked before the caller (a malformed one is a 400 for anybody).
  app.get(
    '/api/facility-claims/:id/attachments/:attachmentId/',
    {
      schema: {
        tags,
        summary: 'A claim document (staff and the claimant)',
        params: attachmentParams,
        response: {
          200: {
            description: 'The document as uploaded (png, jpeg or pdf), as a download',
            content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
          },
        },
      },
    },
    async (request, reply) => {
      const { id, attachmentId } = request.params;
      const file = await claims.attachment(requireUser(request), id, attachmentId);
      // Only the three sniffed types are ever stored; always a download, never rendered inline as a page.
      return asDownload(reply, file.content_type, file.file_name).send(file.content);
    },
  );

  app.get(
    '/api/facility-claims/',
    {
      preValidation: superusersOnly,
      schema: {
        tags,
        summary: 'Staff: claims by status and country, counted, sorted and paged',
        querystring: listQuery,
        response: { 200: claimListSchema },
      },
    },
    async (request) => {
      const query = request.query;
      return review.list({ ...query, limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
    },
  );

  for (const decision of ['approve', 'deny', 'revoke'] as Decision[]) {
    app.post(
      `/api/facility-claims/:id/${decision}/`,
      {
        preValidation: superusersOnly,
        schema: {
          tags,
          summary: `Staff: ${decision} a claim with a reason`,
          params: idParams,
          body: required('reason', 2000),
          response: { 200: claimDetailSchema },
        },
      },
      async (request) => review.decide(requireSuperuser(request), request.params.id, decision, request.body.reason!),
    );
  }

  app.post(
    '/api/facility-claims/:id/message-claimant/',
    {
      preValidation: superusersOnly,
      schema: {
        tags,
        summary: 'Staff: e-mail the claimant of a pending claim',
        params: idParams,
        body: required('message', 5000),
        response: { 200: claimDetailSchema },
      },
    },
    async (request) => review.messageClaimant(requireSuperuser(request), request.params.id, request.body.message!),
  );

  app.post(
    '/api/facility-claims/:id/note/',
    {
      preValidation: superusersOnly,
      schema: {
        tags,
        summary: 'Staff: add a review note',
        params: idParams,
        body: required('note', 5000),
        response: { 200: claimDetailSchema },
      },
    },
    async (request) => review.addNote(requireSuperuser(request), request.params.id, request.body.note!),
  );
};

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isCountryCode } from '@registry/core/countries';
import {
  DEFAULT_MODERATION_PAGE_SIZE,
  DEFAULT_MODERATION_SORT,
  MODERATION_MESSAGES,
  MODERATION_SORT_FIELDS,
  MODERATION_SOURCES,
  MODERATION_STATUSES,
  isRejectReasonLongEnough,
  moderationDateProblems,
} from '@registry/core/moderation-events';
import { normalizeOsId } from '@registry/core/os-id';
import { moderationEventListSchema, moderationEventSchema } from '@registry/core/production-location-api';
import type { AppDeps } from '../../http/deps.ts';
import { forbidden, malformedRequest } from '../../http/errors.ts';
import { requireUser, type RequestUser } from '../../http/request-user.ts';

const tags = ['moderation events (v1)'];

/** A repeatable query parameter (source=API&source=SLC), upper-cased and checked against its values. */
const repeated = (allowed: (value: string) => boolean, message: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) =>
      (value === undefined ? [] : Array.isArray(value) ? value : [value])
        .map((v) => v.trim().toUpperCase())
        .filter(Boolean),
    )
    .refine((values) => values.length <= 300 && values.every(allowed), message);

const listQuery = z
  .object({
    source: repeated(
      (v) => (MODERATION_SOURCES as readonly string[]).includes(v),
      `Select sources among ${MODERATION_SOURCES.join(', ')}.`,
    ),
    status: repeated(
      (v) => (MODERATION_STATUSES as readonly string[]).includes(v),
      `Select statuses among ${MODERATION_STATUSES.join(', ')}.`,
    ),
    country: repeated(isCountryCode, 'Select valid countries (ISO 3166-1 alpha-2 codes).'),
    date_gte: z.string().default('').describe('After Date, YYYY-MM-DD: events created on or after that day'),
    date_lt: z.string().default('').describe('Before Date, YYYY-MM-DD: events created on or before that day'),
    sort_by: z
      .enum(MODERATION_SORT_FIELDS, { error: `Sort by one of ${MODERATION_SORT_FIELDS.join(', ')}.` })
      .default(DEFAULT_MODERATION_SORT.sort_by),
    order_by: z.enum(['asc', 'desc'], { error: "Must be 'asc' or 'desc'." }).default(DEFAULT_MODERATION_SORT.order_by),
    from: z.coerce
      .number({ error: 'Must be a whole number.' })
      .int('Must be a whole number.')
      .min(0)
      .max(1_000_000)
      .default(0),
    size: z.coerce
      .number({ error: 'Must be a whole number.' })
      .int('Must be a whole number.')
      .min(1)
      .max(100)
      .default(DEFAULT_MODERATION_PAGE_SIZE),
  })
  .superRefine((query, ctx) => {
    const problems = moderationDateProblems(query.date_gte, query.date_lt);
    if (problems.after) ctx.addIssue({ code: 'custom', path: ['date_gte'], message: problems.after });
    if (problems.before) ctx.addIssue({ code: 'custom', path: ['date_lt'], message: problems.before });
  });

const rejectBody = z.object({
  status: z.literal('REJECTED', {
    error: "Only 'REJECTED' can be set here: a contribution is approved by creating a location or confirming a match.",
  }),
  action_reason_text_cleaned: z
    .string({ error: MODERATION_MESSAGES.rejectReason })
    .refine(isRejectReasonLongEnough, MODERATION_MESSAGES.rejectReason),
  action_reason_text_raw: z
    .string({ error: MODERATION_MESSAGES.rejectReason })
    .refine(isRejectReasonLongEnough, MODERATION_MESSAGES.rejectReason),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idParams = z.object({ id: z.string().describe('moderation_id (a UUID)') });
const matchParams = idParams.extend({ osId: z.string().describe('OS ID of the confirmed match') });

/** The moderation id of the path; a malformed one is a 400 (not a 404). */
function eventId(request: FastifyRequest): string {
  const { id } = request.params as { id: string };
  if (!UUID.test(id))
    throw malformedRequest('The moderation event id is invalid.', { moderation_id: ['Must be a valid UUID.'] });
  return id.toLowerCase();
}

/** Moderation decisions and the queue: superusers (the dashboard's role). */
function requireModerator(request: FastifyRequest): RequestUser {
  const user = requireUser(request);
  if (!user.isSuperuser) throw forbidden(MODERATION_MESSAGES.onlyModerator);
  return user;
}

export const moderationRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { moderation } = deps.services;

  app.get(
    '/api/v1/moderation-events/',
    {
      schema: {
        tags,
        summary: 'Moderation events, filtered, sorted and paged (moderators)',
        querystring: listQuery,
        response: { 200: moderationEventListSchema },
      },
    },
    async (request) => {
      requireModerator(request);
      const query = request.query;
      return moderation.list({
        sources: query.source,
        statuses: query.status,
        countries: query.country,
        after: query.date_gte || null,
        before: query.date_lt || null,
        sortBy: query.sort_by,
        orderBy: query.order_by,
        from: query.from,
        size: query.size,
      });
    },
  );

  app.get(
    '/api/v1/moderation-events/:id/',
    {
      schema: {
        tags,
        summary: 'One moderation event (moderators, and the contributor who sent it)',
        params: idParams,
        response: { 200: moderationEventSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return moderation.get(user, eventId(request));
    },
  );

  app.patch(
    '/api/v1/moderation-events/:id/',
    {
      schema: {
        tags,
        summary: 'Reject a pending moderation event with a reason (moderators)',
        description:
          'Body {status: "REJECTED", action_reason_text_cleaned, action_reason_text_raw}; each reason needs at least 30 characters that are not spaces. 410 once the event is decided.',
        params: idParams,
        body: rejectBody,
        response: { 200: moderationEventSchema },
      },
      // The caller, then the id (a 400 of its own), before the body is read.
      preValidation: async (request) => {
        requireModerator(request);
        eventId(request);
      },
    },
    async (request) => {
      const { action_reason_text_cleaned: cleaned, action_reason_text_raw: raw } = request.body;
      return moderation.reject(requireModerator(request), eventId(request), { cleaned, raw });
    },
  );

  app.post(
    '/api/v1/moderation-events/:id/production-locations/',
    {
      schema: {
        tags,
        summary:
          'Create a new production location from a pending moderation event (moderators); the event becomes APPROVED (NEW_LOCATION)',
        params: idParams,
        response: { 201: moderationEventSchema },
      },
    },
    async (request, reply) => {
      const user = requireModerator(request);
      return reply.status(201).send(await moderation.createLocation(user, eventId(request)));
    },
  );

  app.patch(
    '/api/v1/moderation-events/:id/production-locations/:osId/',
    {
      schema: {
        tags,
        summary:
          "Confirm a potential match: the event's data is added to that production location (moderators); the event becomes APPROVED (MATCHED)",
        params: matchParams,
        response: { 200: moderationEventSchema },
      },
    },
    async (request) => {
      const user = requireModerator(request);
      const id = eventId(request);
      return moderation.confirmMatch(user, id, normalizeOsId(request.params.osId));
    },
  );
};

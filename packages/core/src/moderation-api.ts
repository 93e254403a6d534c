import { z } from 'zod';
import { isCountryCode } from './countries.ts';
import { endpoint } from './endpoint.ts';
import { DEFAULT_MODERATION_PAGE_SIZE } from './page-sizes.ts';
import {
  DEFAULT_MODERATION_SORT,
  MODERATION_MESSAGES,
  MODERATION_SORT_FIELDS,
  MODERATION_SOURCES,
  MODERATION_STATUSES,
  isRejectReasonLongEnough,
  moderationDateProblems,
} from './moderation-events.ts';
import { moderationEventListSchema, moderationEventSchema } from './production-location-api.ts';

/**
 * The moderation queue's endpoints (Open Supply Hub's /api/v1/moderation-events/). Only superusers
 * moderate; the server refuses others with MODERATION_MESSAGES.onlyModerator, so these declare
 * signed-in access and the server adds that check (modules/moderation/routes.ts).
 */

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

const idParams = z.object({ id: z.string().describe('moderation_id (a UUID)') });
const matchParams = idParams.extend({ osId: z.string().describe('OS ID of the confirmed match') });

export const moderationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/v1/moderation-events/',
    access: 'signedIn',
    tags,
    summary: 'Moderation events, filtered, sorted and paged (moderators)',
    query: listQuery,
    response: { 200: moderationEventListSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/v1/moderation-events/:id/',
    access: 'signedIn',
    tags,
    summary: 'One moderation event (moderators, and the contributor who sent it)',
    params: idParams,
    response: { 200: moderationEventSchema },
  }),
  reject: endpoint({
    method: 'PATCH',
    path: '/api/v1/moderation-events/:id/',
    access: 'signedIn',
    tags,
    summary: 'Reject a pending moderation event with a reason (moderators)',
    description:
      'Body {status: "REJECTED", action_reason_text_cleaned, action_reason_text_raw}; each reason needs at least 30 characters that are not spaces. 410 once the event is decided.',
    params: idParams,
    body: rejectBody,
    response: { 200: moderationEventSchema },
  }),
  createLocation: endpoint({
    method: 'POST',
    path: '/api/v1/moderation-events/:id/production-locations/',
    access: 'signedIn',
    tags,
    summary:
      'Create a new production location from a pending moderation event (moderators); the event becomes APPROVED (NEW_LOCATION)',
    params: idParams,
    response: { 201: moderationEventSchema },
  }),
  confirmMatch: endpoint({
    method: 'PATCH',
    path: '/api/v1/moderation-events/:id/production-locations/:osId/',
    access: 'signedIn',
    tags,
    summary:
      "Confirm a potential match: the event's data is added to that production location (moderators); the event becomes APPROVED (MATCHED)",
    params: matchParams,
    response: { 200: moderationEventSchema },
  }),
};

import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { positiveId } from './http-params.ts';

/**
 * Partner fields (spec part 2 §3): contributor-owned fields that staff define and grant to
 * chosen contributors, who fill them per facility. The rules the server enforces and the facility
 * page reads, in one place.
 */

export const PARTNER_FIELD_TYPES = ['string', 'int', 'float'] as const;
export type PartnerFieldType = (typeof PARTNER_FIELD_TYPES)[number];

/** The name is the field's key in partner_fields: a short snake_case word (the migration checks it too). */
export const PARTNER_FIELD_NAME = /^[a-z][a-z0-9_]{0,49}$/;
const MAX_TEXT = 1000;

export const PARTNER_FIELD_MESSAGES = {
  nameInvalid: 'Use 1 to 50 lower-case letters, digits and underscores, starting with a letter.',
  nameTaken: 'A partner field with this name already exists.',
  unknownField: 'No partner field with this name exists.',
  unknownContributor: 'No contributor with this id exists.',
  notGranted: 'Your organization has not been given this partner field to fill.',
  valueMissing: 'Enter a value.',
  valueNotText: 'Enter text.',
  valueTooLong: `Ensure this value has at most ${MAX_TEXT} characters.`,
  valueNotInteger: 'Enter a whole number.',
  valueNotNumber: 'Enter a number.',
} as const;

/** What is wrong with a value for a field of `type`; null when it fits. */
export function partnerValueProblem(type: PartnerFieldType, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return PARTNER_FIELD_MESSAGES.valueMissing;
  if (type === 'string') {
    if (typeof value !== 'string') return PARTNER_FIELD_MESSAGES.valueNotText;
    if (!value.trim()) return PARTNER_FIELD_MESSAGES.valueMissing;
    return value.length > MAX_TEXT ? PARTNER_FIELD_MESSAGES.valueTooLong : null;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) return PARTNER_FIELD_MESSAGES.valueNotNumber;
  return type === 'int' && !Number.isInteger(value) ? PARTNER_FIELD_MESSAGES.valueNotInteger : null;
}

export const partnerFieldSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(PARTNER_FIELD_TYPES),
  unit: z.string(),
  source_by: z.string().describe('Where the values come from (shown beside them).'),
  contributors: z.array(z.object({ id: z.number(), name: z.string() })).describe('Who may fill the field.'),
});
export type PartnerField = z.infer<typeof partnerFieldSchema>;

/** One contributor's value of a partner field on a facility, as the facility detail answers it. */
export const partnerFieldValueSchema = z.object({
  value: z.union([z.string(), z.number()]),
  unit: z.string(),
  source_by: z.string(),
  contributor_id: z.number(),
  contributor_name: z.string(),
  updated_at: z.string(),
});
export type PartnerFieldValue = z.infer<typeof partnerFieldValueSchema>;

/** partner_fields of the facility detail: field name -> its values; only fields that have one. */
export const facilityPartnerFieldsSchema = z.record(z.string(), z.array(partnerFieldValueSchema));
export type FacilityPartnerFields = z.infer<typeof facilityPartnerFieldsSchema>;

const tags = ['partner fields'];
const grantParams = z.object({ id: positiveId(), contributorId: positiveId() });
const definition = z.object({
  name: z.string({ error: 'Must be text.' }).trim().regex(PARTNER_FIELD_NAME, PARTNER_FIELD_MESSAGES.nameInvalid),
  type: z.enum(PARTNER_FIELD_TYPES, { error: `Must be one of ${PARTNER_FIELD_TYPES.join(', ')}.` }),
  unit: z.string({ error: 'Must be text.' }).trim().max(50, 'Ensure this value has at most 50 characters.').default(''),
  source_by: z
    .string({ error: 'Must be text.' })
    .trim()
    .max(500, 'Ensure this value has at most 500 characters.')
    .default(''),
});

/**
 * Partner fields: staff define them (name, type, unit, source) and grant them to contributors;
 * a granted contributor fills a facility's value through the API (`fill`), the smallest real
 * way in: one call per facility and field, by session or API token.
 */
export const partnerFieldEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/partner-fields/',
    access: 'superuser',
    tags,
    summary: 'Staff: every partner field with who may fill it',
    response: { 200: z.array(partnerFieldSchema) },
  }),
  define: endpoint({
    method: 'POST',
    path: '/api/partner-fields/',
    access: 'superuser',
    tags,
    summary: 'Staff: define a partner field',
    body: definition,
    response: { 201: partnerFieldSchema },
  }),
  grant: endpoint({
    method: 'PUT',
    path: '/api/partner-fields/:id/contributors/:contributorId/',
    access: 'superuser',
    tags,
    summary: 'Staff: let a contributor fill the partner field',
    params: grantParams,
    response: { 200: partnerFieldSchema },
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/api/partner-fields/:id/contributors/:contributorId/',
    access: 'superuser',
    tags,
    summary: 'Staff: stop a contributor filling the partner field (its values stay)',
    params: grantParams,
    response: { 200: partnerFieldSchema },
  }),
  fill: endpoint({
    method: 'PUT',
    path: '/api/facilities/:osId/partner-fields/:name/',
    access: 'signedIn',
    tags,
    summary:
      "A granted contributor sets its value of a partner field on a facility; answers the facility's partner_fields",
    params: z.object({ osId: z.string().max(30), name: z.string().max(50) }),
    body: z.object({ value: z.unknown().describe("A string, or a number for an 'int' or 'float' field.") }),
    response: { 200: facilityPartnerFieldsSchema },
  }),
};

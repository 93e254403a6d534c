import { z } from 'zod';

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

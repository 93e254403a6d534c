import { z } from 'zod';
import { isEmail } from './account.ts';
import {
  CLAIM_MESSAGES,
  ENERGY_SOURCES,
  femaleWorkersProblem,
  numberOfWorkersProblem,
  optionalUrlProblem,
} from './claim.ts';
import { AFFILIATION_CHOICES, CERTIFICATION_CHOICES } from './claim-choices.ts';
import { CLAIM_STATUS_VALUES } from './claim-statuses.ts';
import { isCountryCode } from './countries.ts';
import { FACILITY_TYPES, PROCESSING_TYPES } from './facility-types.ts';
import { idParams } from './http-params.ts';
import { findSector } from './sectors.ts';

/** What the claim routes take (claims-api.ts declares them): paths, the dashboard's query, bodies. */

export const claimAttachmentParams = idParams.extend({
  attachmentId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 52),
});
export const claimOsIdParams = z.object({ osId: z.string().max(40) });
export const claimGeocodeQuery = z.object({ address: z.string({ error: 'This field is required.' }).max(500) });

const requiredText = (max: number) =>
  z
    .string({ error: 'This field is required.' })
    .trim()
    .min(1, 'This field is required.')
    .max(max, `Ensure this value has at most ${max} characters.`);
/** A staff decision (approve, deny, revoke) with the reason the claimant is told. */
export const claimReasonBody = z.object({ reason: requiredText(2000) });
export const claimMessageBody = z.object({ message: requiredText(5000) });
export const claimNoteBody = z.object({ note: requiredText(5000) });

/** The claim form (multipart/form-data) as documented; the server's claim-form.ts reads and checks it. */
const formText = z.string().optional();
const documents = z.array(z.string().meta({ format: 'binary' })).optional();
export const claimFormBody = z.object({
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

/** The columns the staff's claim list sorts by (the server maps each to its SQL column). */
export const CLAIM_SORT_FIELDS = [
  'id',
  'facility_name',
  'contributor_name',
  'facility_country_name',
  'created_at',
  'claim_decision',
  'status',
  'updated_at',
] as const;
export type ClaimSortField = (typeof CLAIM_SORT_FIELDS)[number];

/** Repeated or comma-separated values, each checked. */
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

/** ?statuses&countries&page&pageSize (up to 1,000: the Excel export's pages)&sort&order of the staff's claim list. */
export const claimListQuery = z.object({
  statuses: csv(
    (value) => (CLAIM_STATUS_VALUES as readonly string[]).includes(value.toUpperCase()),
    'Select valid claim statuses.',
  ).transform((v) => v.map((s) => s.toUpperCase())),
  countries: csv((value) => isCountryCode(value.toUpperCase()), 'Select valid countries.').transform((v) =>
    v.map((c) => c.toUpperCase()),
  ),
  page: z.coerce.number({ error: 'Must be a whole number.' }).int().min(1).max(100000).default(1),
  pageSize: z.coerce.number({ error: 'Must be a whole number.' }).int().min(1).max(1000).default(20),
  sort: z.enum(CLAIM_SORT_FIELDS, { error: 'Select a valid sort.' }).default('created_at'),
  order: z.enum(['asc', 'desc'], { error: "Must be 'asc' or 'desc'." }).default('desc'),
});

const text = (max: number) =>
  z.string({ error: 'Must be text.' }).trim().max(max, `Ensure this value has at most ${max} characters.`);
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => value ?? '');
const flag = z
  .boolean({ error: 'Must be true or false.' })
  .nullish()
  .transform((value) => value ?? false);
const stringList = (max: number) =>
  z
    .array(text(200), { error: 'Must be a list.' })
    .max(max)
    .nullish()
    .transform((value) => value ?? []);
const oneOf = (choices: readonly string[], message: string) =>
  stringList(choices.length).refine((values) => values.every((v) => choices.includes(v)), message);

/**
 * PUT body of the claimed profile: the details object minus the read-only lists (which are
 * ignored when sent). Workers count and female percentage must be present; a blank percentage is null.
 */
export const claimedDetailsUpdate = z.object({
  facility_name_english: optionalText(200),
  facility_name_native_language: optionalText(200),
  sector: stringList(50).refine((values) => values.every((value) => findSector(value)), 'Select valid sectors.'),
  facility_phone_number: optionalText(50),
  facility_phone_number_publicly_visible: flag,
  facility_website: optionalText(2000).refine((value) => !optionalUrlProblem(value), CLAIM_MESSAGES.invalidUrl),
  facility_website_publicly_visible: flag,
  facility_description: optionalText(5000),
  facility_parent_company: z
    .object(
      { id: z.number({ error: 'Must be a contributor id.' }).int().positive() },
      { error: 'Must be {id, name} or null.' },
    )
    .nullish()
    .transform((value) => value?.id ?? null),
  facility_minimum_order_quantity: optionalText(200),
  facility_average_lead_time: optionalText(200),
  facility_workers_count: z
    .union([z.string(), z.number()], { error: 'This field is required.' })
    .nullable()
    .transform((value) => (value === null ? '' : String(value).trim()))
    .superRefine((value, context) => {
      const problem = numberOfWorkersProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  facility_female_workers_percentage: z
    .union([z.string(), z.number()], { error: 'This field is required.' })
    .nullable()
    .transform((value) => (value === null ? '' : String(value).trim()))
    .refine((value) => !femaleWorkersProblem(value), CLAIM_MESSAGES.femaleWorkers)
    .transform((value) => (value === '' ? null : Number(value))),
  facility_affiliations: oneOf(AFFILIATION_CHOICES, 'Select valid affiliations.'),
  facility_certifications: oneOf(CERTIFICATION_CHOICES, 'Select valid certifications.'),
  facility_production_types: oneOf(PROCESSING_TYPES, 'Select valid production types.'),
  facility_product_types: stringList(50),
  facility_type: text(200)
    .nullish()
    .refine((value) => !value || FACILITY_TYPES.includes(value), 'Select a valid facility type.')
    .transform((value) => (value ? [value] : [])),
  point_of_contact_person_name: optionalText(200),
  point_of_contact_email: optionalText(254).refine(
    (value) => value === '' || isEmail(value),
    CLAIM_MESSAGES.invalidEmail,
  ),
  point_of_contact_publicly_visible: flag,
  office_official_name: optionalText(200),
  office_address: optionalText(500),
  office_country_code: text(2)
    .nullish()
    .transform((value) => (value ? value.toUpperCase() : null))
    .refine((value) => value === null || isCountryCode(value), 'Select a valid country.'),
  office_phone_number: optionalText(50),
  office_info_publicly_visible: flag,
  facility_address: optionalText(500),
});
export type ClaimedDetailsUpdate = z.output<typeof claimedDetailsUpdate>;

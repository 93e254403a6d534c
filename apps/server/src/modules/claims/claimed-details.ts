import { z } from 'zod';
import { isEmail } from '@registry/core/account';
import { AFFILIATION_CHOICES, CERTIFICATION_CHOICES } from '@registry/core/claim-choices';
import { CLAIM_MESSAGES, femaleWorkersProblem, numberOfWorkersProblem, optionalUrlProblem } from '@registry/core/claim';
import { COUNTRIES, isCountryCode } from '@registry/core/countries';
import { FACILITY_TYPES, PROCESSING_TYPES } from '@registry/core/facility-types';
import { findSector } from '@registry/core/sectors';
import type { ClaimRow } from './queries.ts';

type Pair = [string, string];

/** The claimed facility details of spec part 2 §3, with the editor's read-only choices. */
export function claimedDetailsView(claim: ClaimRow, contributors: { id: number; name: string }[]) {
  const hasLocation = claim.facility_lat !== null && claim.facility_lng !== null;
  return {
    id: claim.id,
    // Until the owner gives one, the English name is the facility's own: the editor never starts blank.
    facility_name_english: claim.facility_name_english || claim.facility_name,
    facility_name_native_language: claim.facility_name_native_language,
    sector: claim.sectors,
    facility_phone_number: claim.facility_phone_number,
    facility_phone_number_publicly_visible: claim.facility_phone_number_publicly_visible,
    facility_website: claim.facility_website,
    facility_website_publicly_visible: claim.facility_website_publicly_visible,
    facility_description: claim.facility_description,
    facility_parent_company:
      claim.facility_parent_company_id === null
        ? null
        : { id: claim.facility_parent_company_id, name: claim.parent_company_name ?? '' },
    facility_minimum_order_quantity: claim.facility_minimum_order_quantity,
    facility_average_lead_time: claim.facility_average_lead_time,
    facility_workers_count: claim.facility_workers_count,
    facility_female_workers_percentage: claim.facility_female_workers_percentage,
    facility_affiliations: claim.facility_affiliations,
    facility_certifications: claim.facility_certifications,
    facility_production_types: claim.facility_production_types,
    facility_product_types: claim.facility_product_types,
    facility_type: claim.facility_types[0] ?? null,
    point_of_contact_person_name: claim.point_of_contact_person_name,
    point_of_contact_email: claim.point_of_contact_email,
    point_of_contact_publicly_visible: claim.point_of_contact_publicly_visible,
    office_official_name: claim.office_official_name,
    office_address: claim.office_address,
    office_country_code: claim.office_country_code,
    office_phone_number: claim.office_phone_number,
    office_info_publicly_visible: claim.office_info_publicly_visible,
    facility_address: claim.facility_address || claim.facility_current_address,
    initial_facility_address: claim.facility_current_address,
    facility_location: {
      type: 'Point' as const,
      coordinates: (hasLocation
        ? [claim.facility_lng!, claim.facility_lat!]
        : [claim.facility_current_lng, claim.facility_current_lat]) as [number, number],
    },
    // Read-only: choices and the side panel.
    contributors,
    countries: COUNTRIES.map((country) => [country.code, country.name] as Pair),
    facility_types: FACILITY_TYPES.map((type) => [type, type] as Pair),
    affiliation_choices: AFFILIATION_CHOICES.map((choice) => [choice, choice] as Pair),
    certification_choices: CERTIFICATION_CHOICES.map((choice) => [choice, choice] as Pair),
    production_type_choices: PROCESSING_TYPES.map((type) => [type, type] as Pair),
    facility: {
      id: claim.facility_id,
      name: claim.facility_name,
      properties: { name: claim.facility_name, contributors: contributors.map((c) => ({ id: c.id, name: c.name })) },
    },
  };
}

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
 * PUT body: the details object minus the read-only lists (which are ignored when sent).
 * Workers count and female percentage must be present; a blank percentage is null.
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

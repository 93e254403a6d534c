import { isEmail } from '@registry/core/account';
import { CLAIM_MESSAGES, femaleWorkersProblem, numberOfWorkersProblem, optionalUrlProblem } from '@registry/core/claim';
import type { ClaimedDetails, ClaimedDetailsUpdate } from './api/claimed-details.ts';

/** The editor's values: every text as a string (null values become empty strings, spec part 2 §7). */
export type EditorValues = Omit<
  ClaimedDetailsUpdate,
  'facility_workers_count' | 'facility_female_workers_percentage' | 'office_country_code' | 'facility_type'
> & {
  facility_workers_count: string;
  facility_female_workers_percentage: string;
  office_country_code: string;
  facility_type: string;
};

export function editorValues(details: ClaimedDetails): EditorValues {
  return {
    facility_name_english: details.facility_name_english ?? '',
    facility_name_native_language: details.facility_name_native_language ?? '',
    sector: details.sector,
    facility_phone_number: details.facility_phone_number ?? '',
    facility_phone_number_publicly_visible: details.facility_phone_number_publicly_visible,
    facility_website: details.facility_website ?? '',
    facility_website_publicly_visible: details.facility_website_publicly_visible,
    facility_description: details.facility_description ?? '',
    facility_parent_company: details.facility_parent_company,
    facility_minimum_order_quantity: details.facility_minimum_order_quantity ?? '',
    facility_average_lead_time: details.facility_average_lead_time ?? '',
    facility_workers_count: details.facility_workers_count ?? '',
    facility_female_workers_percentage:
      details.facility_female_workers_percentage === null ? '' : String(details.facility_female_workers_percentage),
    facility_affiliations: details.facility_affiliations,
    facility_certifications: details.facility_certifications,
    facility_production_types: details.facility_production_types,
    facility_product_types: details.facility_product_types,
    facility_type: details.facility_type ?? '',
    point_of_contact_person_name: details.point_of_contact_person_name ?? '',
    point_of_contact_email: details.point_of_contact_email ?? '',
    point_of_contact_publicly_visible: details.point_of_contact_publicly_visible,
    office_official_name: details.office_official_name ?? '',
    office_address: details.office_address ?? '',
    office_country_code: details.office_country_code ?? '',
    office_phone_number: details.office_phone_number ?? '',
    office_info_publicly_visible: details.office_info_publicly_visible,
    facility_address: details.facility_address ?? '',
  };
}

/** Spec part 2 §5 'Claimed editor': Save is disabled while any of these is set. */
export function editorErrors(values: EditorValues): Partial<Record<keyof EditorValues, string>> {
  const errors: Partial<Record<keyof EditorValues, string>> = {};
  const website = optionalUrlProblem(values.facility_website);
  if (website) errors.facility_website = website;
  if (values.point_of_contact_email.trim() && !isEmail(values.point_of_contact_email.trim()))
    errors.point_of_contact_email = CLAIM_MESSAGES.invalidEmail;
  const female = femaleWorkersProblem(values.facility_female_workers_percentage);
  if (female) errors.facility_female_workers_percentage = female;
  const workers = numberOfWorkersProblem(values.facility_workers_count);
  if (workers) errors.facility_workers_count = workers;
  return errors;
}

/** The PUT body: workers count and female percentage always sent, a blank percentage as null. */
export function editorUpdate(values: EditorValues): ClaimedDetailsUpdate {
  const female = values.facility_female_workers_percentage.trim();
  return {
    ...values,
    facility_workers_count: values.facility_workers_count.trim(),
    facility_female_workers_percentage: female === '' ? null : Number(female),
    office_country_code: values.office_country_code || null,
    facility_type: values.facility_type || null,
  };
}

import { describe, expect, it } from 'vitest';
import { CLAIM_MESSAGES } from '@registry/core/claim';
import type { ClaimedDetails } from './api/claimed-details.ts';
import { editorErrors, editorUpdate, editorValues } from './claimed-editor-values.ts';

const details = {
  id: 1,
  facility_name_english: '',
  facility_name_native_language: '',
  sector: ['Apparel'],
  facility_phone_number: '',
  facility_phone_number_publicly_visible: false,
  facility_website: '',
  facility_website_publicly_visible: false,
  facility_description: '',
  facility_parent_company: null,
  facility_minimum_order_quantity: '',
  facility_average_lead_time: '',
  facility_workers_count: null,
  facility_female_workers_percentage: null,
  facility_affiliations: [],
  facility_certifications: [],
  facility_production_types: [],
  facility_product_types: [],
  facility_type: null,
  point_of_contact_person_name: '',
  point_of_contact_email: '',
  point_of_contact_publicly_visible: false,
  office_official_name: '',
  office_address: '',
  office_country_code: null,
  office_phone_number: '',
  office_info_publicly_visible: false,
  facility_address: 'Plot 5, Savar',
} as unknown as ClaimedDetails;

describe('claimed editor values', () => {
  it('turns nulls into empty strings and back', () => {
    const values = editorValues(details);
    expect(values).toMatchObject({
      facility_workers_count: '',
      facility_female_workers_percentage: '',
      office_country_code: '',
      facility_type: '',
    });
    expect(editorUpdate(values)).toMatchObject({
      facility_workers_count: '',
      facility_female_workers_percentage: null,
      office_country_code: null,
      facility_type: null,
    });
    expect(
      editorUpdate({ ...values, facility_female_workers_percentage: '40' }).facility_female_workers_percentage,
    ).toBe(40);
  });

  it('flags the website, e-mail, female workers and workers count', () => {
    const values = editorValues(details);
    expect(editorErrors(values)).toEqual({});
    expect(
      editorErrors({
        ...values,
        facility_website: 'x',
        point_of_contact_email: 'a@',
        facility_female_workers_percentage: '101',
        facility_workers_count: '05',
      }),
    ).toEqual({
      facility_website: CLAIM_MESSAGES.invalidUrl,
      point_of_contact_email: CLAIM_MESSAGES.invalidEmail,
      facility_female_workers_percentage: CLAIM_MESSAGES.femaleWorkers,
      facility_workers_count: CLAIM_MESSAGES.workersLeadingZero,
    });
  });
});

import type { ColumnTypes } from './bulk-insert.ts';

/** The columns the demo seed writes per table, with the array type each travels as. */

export const USER_COLUMNS: ColumnTypes = {
  id: 'bigint[]',
  email: 'text[]',
  password_hash: 'text[]',
  is_active: 'boolean[]',
  has_agreed_to_terms_of_service: 'boolean[]',
  created_at: 'timestamptz[]',
};

export const CONTRIBUTOR_COLUMNS: ColumnTypes = {
  id: 'bigint[]',
  admin_id: 'bigint[]',
  name: 'text[]',
  description: 'text[]',
  website: 'text[]',
  contributor_type: 'text[]',
  other_contributor_type: 'text[]',
  is_verified: 'boolean[]',
  created_at: 'timestamptz[]',
};

export const LIST_COLUMNS: ColumnTypes = {
  id: 'bigint[]',
  contributor_id: 'bigint[]',
  name: 'text[]',
  description: 'text[]',
  file_name: 'text[]',
  file_key: 'text[]',
  header: 'jsonb[]',
  nonstandard_fields: 'text[][]',
  status: 'text[]',
  status_changed_by_id: 'bigint[]',
  status_changed_at: 'timestamptz[]',
  match_responsibility: 'text[]',
  is_public: 'boolean[]',
  created_at: 'timestamptz[]',
  // Seeded lists are whole and processed from the start: without these, clients read them as
  // still being parsed (progress step 'parse', total null).
  parsed_at: 'timestamptz[]',
  processed_at: 'timestamptz[]',
};

export const FACILITY_COLUMNS: ColumnTypes = {
  os_id: 'text[]',
  name: 'text[]',
  address: 'text[]',
  country_code: 'text[]',
  lat: 'float8[]',
  lng: 'float8[]',
  created_from_item_id: 'bigint[]',
  created_from_moderation_id: 'uuid[]',
  is_closed: 'boolean[]',
  created_at: 'timestamptz[]',
  updated_at: 'timestamptz[]',
};

export const ITEM_COLUMNS: ColumnTypes = {
  id: 'bigint[]',
  facility_list_id: 'bigint[]',
  row_index: 'int[]',
  raw_data: 'jsonb[]',
  status: 'text[]',
  processing_started_at: 'timestamptz[]',
  processing_completed_at: 'timestamptz[]',
  processing_errors: 'jsonb[]',
  country_code: 'text[]',
  name: 'text[]',
  address: 'text[]',
  sector: 'text[][]',
  product_type: 'text[][]',
  facility_type: 'text[][]',
  processing_type: 'text[][]',
  number_of_workers: 'text[]',
  parent_company: 'text[]',
  native_language_name: 'text[]',
  geocoded_lat: 'float8[]',
  geocoded_lng: 'float8[]',
  geocoded_address: 'text[]',
  facility_id: 'text[]',
  created_at: 'timestamptz[]',
  updated_at: 'timestamptz[]',
};

export const MATCH_COLUMNS: ColumnTypes = {
  facility_id: 'text[]',
  facility_list_item_id: 'bigint[]',
  status: 'text[]',
  confidence: 'float8[]',
  results: 'jsonb[]',
  created_at: 'timestamptz[]',
  updated_at: 'timestamptz[]',
};

export const EXTENDED_FIELD_COLUMNS: ColumnTypes = {
  facility_id: 'text[]',
  contributor_id: 'bigint[]',
  field_name: 'text[]',
  value: 'jsonb[]',
  facility_list_item_id: 'bigint[]',
  moderation_event_id: 'uuid[]',
  facility_claim_id: 'bigint[]',
  is_verified: 'boolean[]',
  created_at: 'timestamptz[]',
  updated_at: 'timestamptz[]',
};

export const EVENT_COLUMNS: ColumnTypes = {
  id: 'uuid[]',
  contributor_id: 'bigint[]',
  request_type: 'text[]',
  source: 'text[]',
  status: 'text[]',
  os_id: 'text[]',
  raw_data: 'jsonb[]',
  cleaned_data: 'jsonb[]',
  geocode_result: 'jsonb[]',
  potential_matches: 'jsonb[]',
  request_hash: 'text[]',
  action_type: 'text[]',
  action_reason_text_cleaned: 'text[]',
  action_perform_by_id: 'bigint[]',
  status_change_date: 'timestamptz[]',
  created_at: 'timestamptz[]',
  updated_at: 'timestamptz[]',
};

export const CLAIM_COLUMNS: ColumnTypes = {
  id: 'bigint[]',
  facility_id: 'text[]',
  contributor_id: 'bigint[]',
  status: 'text[]',
  contact_person: 'text[]',
  job_title: 'text[]',
  email: 'text[]',
  website: 'text[]',
  sectors: 'text[][]',
  facility_workers_count: 'text[]',
  facility_name_native_language: 'text[]',
  facility_description: 'text[]',
  facility_phone_number: 'text[]',
  facility_phone_number_publicly_visible: 'boolean[]',
  facility_website_publicly_visible: 'boolean[]',
  status_change_reason: 'text[]',
  status_change_by_id: 'bigint[]',
  status_change_date: 'timestamptz[]',
  created_at: 'timestamptz[]',
  updated_at: 'timestamptz[]',
};

export const REPORT_COLUMNS: ColumnTypes = {
  facility_id: 'text[]',
  reported_by_user_id: 'bigint[]',
  reported_by_contributor_id: 'bigint[]',
  closure_state: 'text[]',
  reason_for_report: 'text[]',
  status: 'text[]',
  status_change_reason: 'text[]',
  status_change_by_id: 'bigint[]',
  status_change_date: 'timestamptz[]',
  approved_at: 'timestamptz[]',
  created_at: 'timestamptz[]',
  updated_at: 'timestamptz[]',
};

export const ALIAS_COLUMNS: ColumnTypes = {
  os_id: 'text[]',
  facility_id: 'text[]',
  reason: 'text[]',
  created_at: 'timestamptz[]',
};

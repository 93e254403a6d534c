-- Claims by owners, closure/reopening reports, and single-location moderation events.

create table facility_claims (
  id bigint generated always as identity primary key,
  facility_id char(15) not null references facilities (os_id) on delete cascade,
  contributor_id bigint not null references contributors (id) on delete cascade,
  status text not null default 'PENDING' check (status in ('PENDING', 'APPROVED', 'DENIED', 'REVOKED')),
  -- claim form
  contact_person text not null check (char_length(contact_person) between 1 and 200),
  job_title text not null check (char_length(job_title) between 1 and 200),
  email text not null,
  website text not null default '',
  facility_website text not null default '',
  linkedin_profile text not null default '',
  sectors text[] not null default '{}',
  facility_workers_count text,
  facility_name_native_language text not null default '',
  opening_date date,
  closing_date date,
  estimated_annual_throughput bigint check (estimated_annual_throughput > 0),
  energy_coal bigint check (energy_coal > 0),
  energy_natural_gas bigint check (energy_natural_gas > 0),
  energy_diesel bigint check (energy_diesel > 0),
  energy_kerosene bigint check (energy_kerosene > 0),
  energy_biomass bigint check (energy_biomass > 0),
  energy_charcoal bigint check (energy_charcoal > 0),
  energy_animal_waste bigint check (energy_animal_waste > 0),
  energy_electricity bigint check (energy_electricity > 0),
  energy_other bigint check (energy_other > 0),
  -- claimed facility profile, edited after approval
  facility_name_english text not null default '',
  facility_description text not null default '',
  facility_phone_number text not null default '',
  facility_phone_number_publicly_visible boolean not null default false,
  facility_website_publicly_visible boolean not null default false,
  facility_parent_company_id bigint references contributors (id) on delete set null,
  facility_minimum_order_quantity text not null default '',
  facility_average_lead_time text not null default '',
  facility_female_workers_percentage smallint check (facility_female_workers_percentage between 0 and 100),
  facility_affiliations text[] not null default '{}',
  facility_certifications text[] not null default '{}',
  facility_production_types text[] not null default '{}',
  facility_product_types text[] not null default '{}',
  facility_types text[] not null default '{}',
  point_of_contact_person_name text not null default '',
  point_of_contact_email text not null default '',
  point_of_contact_publicly_visible boolean not null default false,
  office_official_name text not null default '',
  office_address text not null default '',
  office_country_code char(2),
  office_phone_number text not null default '',
  office_info_publicly_visible boolean not null default false,
  facility_address text not null default '',
  facility_lat double precision,
  facility_lng double precision,
  -- decision
  status_change_reason text not null default '',
  status_change_by_id bigint references users (id) on delete set null,
  status_change_date timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index facility_claims_facility_idx on facility_claims (facility_id, status);
create index facility_claims_contributor_idx on facility_claims (contributor_id, status);
create index facility_claims_status_idx on facility_claims (status, created_at desc);
-- At most one approved claim per facility, and one open claim per claimant and facility.
create unique index facility_claims_one_approved on facility_claims (facility_id) where status = 'APPROVED';
create unique index facility_claims_one_pending on facility_claims (facility_id, contributor_id) where status = 'PENDING';

create table facility_claim_attachments (
  id bigint generated always as identity primary key,
  facility_claim_id bigint not null references facility_claims (id) on delete cascade,
  kind text not null check (kind in ('employment', 'business')),
  file_key text not null,
  file_name text not null,
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'application/pdf')),
  file_size integer not null check (file_size between 1 and 5242880),
  created_at timestamptz not null default now()
);
create index facility_claim_attachments_claim_idx on facility_claim_attachments (facility_claim_id);

create table facility_claim_notes (
  id bigint generated always as identity primary key,
  facility_claim_id bigint not null references facility_claims (id) on delete cascade,
  author_id bigint references users (id) on delete set null,
  note text not null check (char_length(note) between 1 and 10000),
  created_at timestamptz not null default now()
);
create index facility_claim_notes_claim_idx on facility_claim_notes (facility_claim_id, created_at);

alter table extended_fields add constraint extended_fields_claim_fk
  foreign key (facility_claim_id) references facility_claims (id) on delete cascade;

create table facility_activity_reports (
  id bigint generated always as identity primary key,
  facility_id char(15) not null references facilities (os_id) on delete cascade,
  reported_by_user_id bigint references users (id) on delete set null,
  reported_by_contributor_id bigint references contributors (id) on delete set null,
  closure_state text not null check (closure_state in ('OPEN', 'CLOSED')),
  reason_for_report text not null check (char_length(reason_for_report) between 1 and 2000),
  status text not null default 'PENDING' check (status in ('PENDING', 'CONFIRMED', 'REJECTED')),
  status_change_reason text not null default '',
  status_change_by_id bigint references users (id) on delete set null,
  status_change_date timestamptz,
  approved_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index facility_activity_reports_facility_idx on facility_activity_reports (facility_id, created_at desc);
create index facility_activity_reports_status_idx on facility_activity_reports (status, created_at desc);
-- One open report per facility at a time.
create unique index facility_activity_reports_one_pending on facility_activity_reports (facility_id) where status = 'PENDING';

create table moderation_events (
  id uuid primary key default gen_random_uuid(),
  contributor_id bigint not null references contributors (id) on delete cascade,
  request_type text not null check (request_type in ('CREATE', 'UPDATE', 'CLAIM')),
  source text not null check (source in ('API', 'SLC')),
  status text not null default 'PENDING' check (status in ('PENDING', 'APPROVED', 'REJECTED')),
  os_id char(15) references facilities (os_id) on delete set null,
  raw_data jsonb not null,
  cleaned_data jsonb not null,
  geocode_result jsonb not null default '{}',
  potential_matches jsonb not null default '[]',
  request_hash text not null,                     -- same body resent within a minute is refused
  facility_claim_id bigint references facility_claims (id) on delete set null,
  action_type text check (action_type in ('NEW_LOCATION', 'MATCHED', 'REJECTED')),
  action_reason_text_cleaned text not null default '',
  action_reason_text_raw text not null default '',
  action_perform_by_id bigint references users (id) on delete set null,
  status_change_date timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index moderation_events_status_idx on moderation_events (status, created_at desc);
create index moderation_events_created_idx on moderation_events (created_at desc);
create index moderation_events_contributor_idx on moderation_events (contributor_id, created_at desc);
create index moderation_events_hash_idx on moderation_events (contributor_id, request_hash, created_at desc);
create index moderation_events_os_id_idx on moderation_events (os_id);
create index moderation_events_country_idx on moderation_events ((cleaned_data -> 'country' ->> 'alpha_2'));

alter table facilities add constraint facilities_created_from_moderation_fk
  foreign key (created_from_moderation_id) references moderation_events (id) on delete set null;
alter table extended_fields add constraint extended_fields_moderation_fk
  foreign key (moderation_event_id) references moderation_events (id) on delete cascade;

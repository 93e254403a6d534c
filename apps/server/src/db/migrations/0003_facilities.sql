-- Facilities, contributed lists and their rows, matches between them, aliases and extended fields.

create table facility_lists (
  id bigint generated always as identity primary key,
  contributor_id bigint not null references contributors (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 200),
  description text not null default '' check (char_length(description) <= 1000),
  file_name text not null,
  file_key text not null,                         -- where the file storage adapter keeps it
  file_size bigint not null default 0,
  file_sha256 text,
  header jsonb not null default '[]',             -- columns as written in the file
  nonstandard_fields text[] not null default '{}',
  status text not null default 'PENDING' check (status in ('PENDING', 'APPROVED', 'REJECTED', 'REPLACED')),
  status_change_reason text not null default '',
  status_changed_by_id bigint references users (id) on delete set null,
  status_changed_at timestamptz,
  match_responsibility text not null default 'moderator' check (match_responsibility in ('contributor', 'moderator')),
  is_active boolean not null default true,
  is_public boolean not null default true,
  replaces_id bigint references facility_lists (id) on delete set null,
  parsing_errors jsonb not null default '[]',     -- [{message, type}] for the whole file
  item_count integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index facility_lists_contributor_idx on facility_lists (contributor_id, created_at desc);
create index facility_lists_status_idx on facility_lists (status, created_at desc);
create index facility_lists_replaces_idx on facility_lists (replaces_id);

create table facilities (
  os_id char(15) primary key,
  name text not null,
  address text not null,
  country_code char(2) not null,
  lat double precision not null check (lat between -90 and 90),
  lng double precision not null check (lng between -180 and 180),
  has_inexact_coordinates boolean not null default false,
  created_from_item_id bigint,                    -- fk added below (cycle with list items)
  created_from_moderation_id uuid,
  is_closed boolean not null default false,
  new_os_id char(15),                             -- moved to (closure report)
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index facilities_country_idx on facilities (country_code);
create index facilities_created_from_item_idx on facilities (created_from_item_id);

create table facility_list_items (
  id bigint generated always as identity primary key,
  facility_list_id bigint not null references facility_lists (id) on delete cascade,
  row_index integer not null check (row_index >= 0),
  raw_data jsonb not null,                        -- the row as read, keyed by header
  status text not null default 'UPLOADED' check (status in (
    'UPLOADED', 'PARSED', 'GEOCODED', 'GEOCODED_NO_RESULTS', 'MATCHED', 'POTENTIAL_MATCH',
    'CONFIRMED_MATCH', 'NEW_FACILITY', 'ERROR', 'ERROR_PARSING', 'ERROR_GEOCODING',
    'ERROR_MATCHING', 'DELETED', 'REMOVED', 'DUPLICATE', 'ITEM_REMOVED')),
  processing_started_at timestamptz,
  processing_completed_at timestamptz,
  processing_errors jsonb not null default '[]',
  country_code char(2),
  name text not null default '',
  address text not null default '',
  clean_name text not null default '',
  clean_address text not null default '',
  sector text[] not null default '{}',
  product_type text[] not null default '{}',
  facility_type text[] not null default '{}',
  processing_type text[] not null default '{}',
  number_of_workers text,
  parent_company text,
  native_language_name text,
  given_lat double precision,                     -- coordinates supplied in the file
  given_lng double precision,
  geocoded_lat double precision,
  geocoded_lng double precision,
  geocoded_address text,
  facility_id char(15) references facilities (os_id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (facility_list_id, row_index)
);
create index facility_list_items_list_status_idx on facility_list_items (facility_list_id, status);
create index facility_list_items_facility_idx on facility_list_items (facility_id);
create index facility_list_items_search_idx on facility_list_items using gin ((lower(name || ' ' || address)) gin_trgm_ops);

alter table facilities add constraint facilities_created_from_item_fk
  foreign key (created_from_item_id) references facility_list_items (id) on delete set null;

create table facility_matches (
  id bigint generated always as identity primary key,
  facility_id char(15) not null references facilities (os_id) on delete cascade,
  facility_list_item_id bigint not null references facility_list_items (id) on delete cascade,
  status text not null check (status in ('PENDING', 'AUTOMATIC', 'CONFIRMED', 'REJECTED', 'MERGED')),
  confidence numeric(6, 5) not null default 0 check (confidence between 0 and 1),
  results jsonb not null default '{}',            -- {version, match_type, scores}
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (facility_list_item_id, facility_id)
);
create index facility_matches_facility_idx on facility_matches (facility_id, status);
create index facility_matches_item_idx on facility_matches (facility_list_item_id, status);

-- An OS ID never changes meaning: merged or replaced IDs resolve to the current facility.
create table facility_aliases (
  os_id char(15) primary key,
  facility_id char(15) not null references facilities (os_id) on delete cascade,
  reason text not null check (reason in ('MERGE', 'SPLIT', 'LINK', 'DELETE')),
  created_at timestamptz not null default now()
);
create index facility_aliases_facility_idx on facility_aliases (facility_id);

-- One row per contributed value of an extended field (parent_company, product_type, ...).
create table extended_fields (
  id bigint generated always as identity primary key,
  facility_id char(15) not null references facilities (os_id) on delete cascade,
  contributor_id bigint not null references contributors (id) on delete cascade,
  field_name text not null check (field_name in (
    'name', 'address', 'number_of_workers', 'native_language_name', 'facility_type',
    'processing_type', 'parent_company', 'product_type', 'sector')),
  value jsonb not null,
  facility_list_item_id bigint references facility_list_items (id) on delete cascade,
  moderation_event_id uuid,
  facility_claim_id bigint,
  is_verified boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index extended_fields_facility_idx on extended_fields (facility_id, field_name);
create index extended_fields_item_idx on extended_fields (facility_list_item_id);
create index extended_fields_contributor_idx on extended_fields (contributor_id);

-- Staff corrections of a facility's location, kept so they can be reviewed and undone.
create table facility_locations (
  id bigint generated always as identity primary key,
  facility_id char(15) not null references facilities (os_id) on delete cascade,
  lat double precision not null,
  lng double precision not null,
  previous_lat double precision not null,
  previous_lng double precision not null,
  notes text not null default '',
  created_by_id bigint references users (id) on delete set null,
  contributor_id bigint references contributors (id) on delete set null,
  created_at timestamptz not null default now()
);
create index facility_locations_facility_idx on facility_locations (facility_id);

-- The denormalised row every search, filter, tile and download reads; written in the same
-- transaction as any change to the facility, its contributions, claims or aliases.
create table facility_index (
  os_id char(15) primary key references facilities (os_id) on delete cascade,
  name text not null,
  address text not null,
  country_code char(2) not null,
  lat double precision not null,
  lng double precision not null,
  name_search text not null,                      -- lower(unaccent(name)), punctuation folded
  address_search text not null,
  sort_name text not null,                        -- case-folded name for A-Z order
  alias_os_ids text[] not null default '{}',
  contributor_ids bigint[] not null default '{}',
  public_contributor_ids bigint[] not null default '{}',
  list_ids bigint[] not null default '{}',
  contributor_types text[] not null default '{}',
  sectors text[] not null default '{}',
  product_types text[] not null default '{}',
  facility_types text[] not null default '{}',
  processing_types text[] not null default '{}',
  parent_companies text[] not null default '{}',  -- lower-cased for filtering
  number_of_workers text[] not null default '{}', -- worker range labels
  native_language_names text[] not null default '{}',
  number_of_public_contributors integer not null default 0,
  has_approved_claim boolean not null default false,
  has_pending_claim boolean not null default false,
  is_closed boolean not null default false,
  created_at timestamptz not null,
  updated_at timestamptz not null default now()
);
create index facility_index_country_idx on facility_index (country_code, sort_name);
create index facility_index_sort_name_idx on facility_index (sort_name, os_id);
create index facility_index_contributors_count_idx on facility_index (number_of_public_contributors, os_id);
create index facility_index_location_idx on facility_index (lat, lng);
create index facility_index_name_trgm_idx on facility_index using gin (name_search gin_trgm_ops);
create index facility_index_address_trgm_idx on facility_index using gin (address_search gin_trgm_ops);
create index facility_index_aliases_idx on facility_index using gin (alias_os_ids);
create index facility_index_contributor_ids_idx on facility_index using gin (contributor_ids);
create index facility_index_list_ids_idx on facility_index using gin (list_ids);
create index facility_index_contributor_types_idx on facility_index using gin (contributor_types);
create index facility_index_sectors_idx on facility_index using gin (sectors);
create index facility_index_product_types_idx on facility_index using gin (product_types);
create index facility_index_facility_types_idx on facility_index using gin (facility_types);
create index facility_index_processing_types_idx on facility_index using gin (processing_types);
create index facility_index_parent_companies_idx on facility_index using gin (parent_companies);
create index facility_index_number_of_workers_idx on facility_index using gin (number_of_workers);
create index facility_index_native_names_idx on facility_index using gin (native_language_names);
create index facility_index_updated_idx on facility_index (updated_at);

-- Bumped whenever facilities change, so map tile URLs change with them.
create table tile_cache_version (
  id boolean primary key default true check (id),
  version bigint not null default 1,
  updated_at timestamptz not null default now()
);
insert into tile_cache_version (id) values (true);

-- Geocoder answers by normalised address and country, so a repeated address costs nothing.
create table geocode_cache (
  cache_key text primary key,
  country_code char(2) not null,
  address text not null,
  result jsonb not null,                          -- {found, lat, lng, formatted_address, exact}
  provider text not null,
  created_at timestamptz not null default now()
);

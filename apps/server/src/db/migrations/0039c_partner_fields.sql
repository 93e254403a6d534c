-- Partner fields (spec part 2 §3 'partner_fields'): fields a partner organisation owns, such as a
-- carbon or audit figure. Staff define each one (name, type, unit, source) and grant it to chosen
-- contributors; only those fill it, one value per facility and contributor. A value moves with
-- the facility on a merge (facility-admin/merge.ts) and is part of a facility's undoable state.
create table partner_fields (
  id bigint generated always as identity primary key,
  name text not null unique check (name ~ '^[a-z][a-z0-9_]{0,49}$'),
  type text not null check (type in ('string', 'int', 'float')),
  unit text not null default '',
  source_by text not null default '',
  created_at timestamptz not null default now()
);

create table contributor_partner_fields (
  contributor_id bigint not null references contributors (id) on delete cascade,
  partner_field_id bigint not null references partner_fields (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (contributor_id, partner_field_id)
);

create table partner_field_values (
  id bigint generated always as identity primary key,
  facility_id char(15) not null references facilities (os_id) on delete cascade,
  partner_field_id bigint not null references partner_fields (id) on delete cascade,
  contributor_id bigint not null references contributors (id) on delete cascade,
  value jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (facility_id, partner_field_id, contributor_id)
);
create index partner_field_values_field_idx on partner_field_values (partner_field_id);
create index partner_field_values_contributor_idx on partner_field_values (contributor_id);

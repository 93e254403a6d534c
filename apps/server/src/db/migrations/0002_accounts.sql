-- Accounts: users, their contributor (organisation), sessions, tokens, groups, feature flags.

create table users (
  id bigint generated always as identity primary key,
  email text not null,
  password_hash text not null,
  is_active boolean not null default false,          -- e-mail confirmed
  is_superuser boolean not null default false,
  is_staff boolean not null default false,
  is_moderation_mode boolean not null default false,
  should_receive_newsletter boolean not null default false,
  has_agreed_to_terms_of_service boolean not null default false,
  last_login_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint users_email_length check (char_length(email) between 3 and 254)
);
create unique index users_email_key on users (lower(email));

create table embed_configs (
  id bigint generated always as identity primary key,
  width text not null default '1000',
  height text not null default '800',
  color text not null default '#3d2f8c',
  font text not null default '',
  prefer_contributor_name boolean not null default false,
  text_search_label text not null default '',
  map_style text not null default 'default' check (map_style in ('default', 'silver')),
  hide_sector_data boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table embed_fields (
  id bigint generated always as identity primary key,
  embed_config_id bigint not null references embed_configs (id) on delete cascade,
  column_name text not null,
  display_name text not null,
  visible boolean not null default true,
  searchable boolean not null default false,
  "order" integer not null default 0,
  created_at timestamptz not null default now(),
  unique (embed_config_id, column_name)
);

create table contributors (
  id bigint generated always as identity primary key,
  admin_id bigint not null unique references users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 200),
  description text not null default '' check (char_length(description) <= 1000),
  website text not null default '' check (char_length(website) <= 200),
  contributor_type text not null,
  other_contributor_type text check (char_length(other_contributor_type) <= 200),
  is_verified boolean not null default false,
  embed_level smallint check (embed_level between 1 and 3),
  embed_config_id bigint unique references embed_configs (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index contributors_name_idx on contributors (lower(name));
create index contributors_type_idx on contributors (contributor_type);

-- The session cookie holds a random token; only its SHA-256 is stored.
create table sessions (
  token_hash text primary key,
  user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  ip text,
  user_agent text
);
create index sessions_user_idx on sessions (user_id);
create index sessions_expires_idx on sessions (expires_at);

-- API token (Authorization: Token <key>); one per user, shown to its owner again on GET.
create table api_tokens (
  key text primary key,
  user_id bigint not null unique references users (id) on delete cascade,
  created_at timestamptz not null default now()
);

-- One-time links sent by e-mail: account confirmation and password reset.
create table email_tokens (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('confirm_email', 'reset_password')),
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index email_tokens_user_idx on email_tokens (user_id, purpose);

create table groups (
  id bigint generated always as identity primary key,
  name text not null unique
);

create table user_groups (
  user_id bigint not null references users (id) on delete cascade,
  group_id bigint not null references groups (id) on delete cascade,
  primary key (user_id, group_id)
);

create table feature_flags (
  name text primary key,
  is_active boolean not null default false,
  updated_at timestamptz not null default now()
);

-- Members of api_user may hold an API token and call the API within their contributor's limit.
insert into groups (name) values ('api_user');
insert into feature_flags (name, is_active) values
  ('claim_a_facility', true),
  ('vector_tile', true),
  ('report_a_facility', true),
  ('embedded_map', true),
  ('extended_profile', true),
  ('disable_list_uploading', false),
  ('show_additional_identifiers', false),
  ('private_instance', false),
  ('enable_dromo_uploading', false);

-- The claimant's language when the claim was sent (the web app's: its `lang` cookie, else the
-- browser's Accept-Language; modules/claims/claim-language.ts): the claim's e-mails are written in it.
-- Landed for a few minutes as 0041_claim_language.sql beside 0041_local_name_search.sql; renamed to
-- the next free number, idempotent so that a database which ran the old name can run this one.
alter table facility_claims
  add column if not exists language text not null default 'en'
  check (language in ('en', 'bn', 'zh-Hans', 'hi', 'pt', 'tr'));

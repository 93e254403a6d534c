-- The claimant's language when the claim was sent (the web app's: its `lang` cookie, else the
-- browser's Accept-Language; modules/claims/claim-language.ts): the claim's e-mails are written in it.
alter table facility_claims
  add column language text not null default 'en'
  check (language in ('en', 'bn', 'zh-Hans', 'hi', 'pt', 'tr'));

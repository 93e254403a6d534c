-- An e-mail that must go out once per event (a list processed) carries a key: sent again by a
-- job that runs a second time (its worker killed after sending, before marking the job done),
-- it is recorded once.
alter table email_outbox add column if not exists dedupe_key text;
create unique index if not exists email_outbox_dedupe_key on email_outbox (dedupe_key);

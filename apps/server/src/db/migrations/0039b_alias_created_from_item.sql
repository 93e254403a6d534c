-- A merged facility's OS ID keeps the list row that created the facility, so splitting that
-- row's match off the target later brings the facility back under its own OS ID (the spec's
-- 'Reverted match to original facility') instead of giving the row a new one while the old ID
-- still leads to the target. Null for aliases that are not a merge, and for merges recorded
-- before this column (their facility's row is no longer known; a split of those gets a new ID).
alter table facility_aliases add column created_from_item_id bigint;
create index facility_aliases_created_from_item_idx on facility_aliases (created_from_item_id)
  where created_from_item_id is not null;

-- The list pipeline: per-contributor list settings and the processing milestones of a list.

-- Staff set these per contributor: lists skip the approval wait; who reviews potential matches.
alter table contributors add column auto_approve_lists boolean not null default false;
alter table contributors add column list_match_responsibility text not null default 'contributor'
  check (list_match_responsibility in ('contributor', 'moderator'));

alter table facility_lists alter column match_responsibility set default 'contributor';
alter table facility_lists add column parsed_at timestamptz;      -- every row of the file is an item
alter table facility_lists add column processed_at timestamptz;   -- every item geocoded and matched

-- The process step picks the next batch of a list by status in row order.
create index facility_list_items_list_status_row_idx on facility_list_items (facility_list_id, status, row_index);

-- Whether the geocoder placed the row exactly (false: a city or country centroid); a facility
-- created from the row inherits it.
alter table facility_list_items add column geocoded_is_exact boolean;

-- Lists written by the demo seed before it stored parsed_at and processed_at: they never went
-- through the pipeline, so both stayed null and every client read them as still being parsed
-- ("Processing: N rows", "Reading the rows of the file…"). A list the pipeline reads always has a
-- lists.parse job (queued, running, done or failed) from its upload on, so a list without one
-- and without parsed_at is a seeded list: it was whole from the start. It counts as processed
-- once none of its rows waits for geocoding or matching (the rule of process-list.ts's finishList).
with parsed_by_pipeline as (
  select distinct (payload ->> 'listId')::bigint as list_id from jobs where name = 'lists.parse'
)
update facility_lists l
set parsed_at = l.created_at,
    processed_at = case
      when l.status in ('APPROVED', 'REPLACED') and not exists (
        select 1 from facility_list_items i
        where i.facility_list_id = l.id and i.status in ('UPLOADED', 'PARSED', 'GEOCODED', 'GEOCODED_NO_RESULTS')
      ) then coalesce(l.status_changed_at, l.created_at)
    end
where l.parsed_at is null
  and not exists (select 1 from parsed_by_pipeline p where p.list_id = l.id);

-- A search drawn as an area (boundary) lists its first page A to Z. With the name and OS ID in
-- the position index, that page is cut from the index alone: at 1.2M facilities an area of
-- 80,000 took 224 ms reading every matching row, 45 ms from the index. The old (lat, lng)
-- index is the same index without them.
create index if not exists facility_index_location_page_idx on facility_index (lat, lng) include (sort_name, os_id);
drop index if exists facility_index_location_idx;

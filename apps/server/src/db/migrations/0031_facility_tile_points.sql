-- A facility tile (zoom 12 on) is every facility in a box with what its marker shows. Read through
-- the position index, each facility came from its own heap page: 4,656 pages for a tile of Dhaka
-- at 1.2M facilities, 430-470 ms on a loaded machine, whenever a change made the tile new. With
-- the marker's columns in the index, the box is read index-only (tens of pages).
create index if not exists facility_index_tile_points_idx
  on facility_index (lat, lng) include (os_id, name, has_approved_claim, is_closed);

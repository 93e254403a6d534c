-- The matcher's neighbours of a list row: facilities of its country in a 2 km box whose address
-- looks alike. A row geocoded to a city's centre shares its box with thousands: at 1.2M facilities
-- 3,008 in central Dhaka, each read from its own heap page to compare its address (2,439 pages,
-- ~40 ms a row). With the address in the index, the box is compared index-only (88 pages, ~16 ms).
create index if not exists facility_index_near_points_idx
  on facility_index (country_code, lat, lng) include (os_id, address_search);

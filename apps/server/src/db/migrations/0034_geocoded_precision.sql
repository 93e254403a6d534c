-- How precisely a geocoded point stands for its address (packages/core/src/geocode-precision.ts):
-- 'address', 'postal_code', 'locality' (a town or district), 'region' or 'country'. Stored with
-- the point: a list row's geocoded point, and a facility's point with the place it is the centre
-- of ('Savar, Bangladesh'), for the facility page's "Location approximate: town centre of Savar".
-- Null where the point is not a geocoder's (given or corrected coordinates) or was geocoded
-- before precisions were recorded. The columns are new and empty: the checks need no scan.
alter table facility_list_items add column geocoded_precision text;
alter table facility_list_items add constraint facility_list_items_geocoded_precision_check
  check (geocoded_precision in ('address', 'postal_code', 'locality', 'region', 'country')) not valid;
alter table facilities add column location_precision text, add column location_place text;
alter table facilities add constraint facilities_location_precision_check
  check (location_precision in ('address', 'postal_code', 'locality', 'region', 'country')) not valid;

-- A list row at an address some facility of its country has, folded alike, is first compared with
-- the facilities there: lists are uploaded again year after year, and a row naming a facility as
-- the registry has it is matched without the word lookups (at 1.2M facilities ~12 ms a row). A
-- hash index: equality is all it serves, and an address of any length fits in it.
create index if not exists facility_index_address_hash_idx on facility_index using hash (address_search);

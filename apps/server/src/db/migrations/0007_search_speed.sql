-- Where the facility index changed, per tile cache version (see facility-index-changes.ts):
-- a tile computed under an older version stays valid when no change since lies inside it.
-- A row without a position stands for a change anywhere.
create table tile_cache_changes (
  version bigint not null,
  lat double precision,
  lng double precision
);
create index tile_cache_changes_version_idx on tile_cache_changes (version);

-- Extensions both PostgreSQL and PGlite provide: trigram search, accent folding, GiST on scalars.
create extension if not exists pg_trgm;
create extension if not exists unaccent;
create extension if not exists btree_gist;

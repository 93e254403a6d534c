-- The planner picks between probing the (os_id, word) index per facility and hashing a word's
-- postings by the words' estimated postings. With the default 100 most common values, 'jinhong'
-- (5,000 postings at 1.2M facilities) was estimated at one row and joined to 'co' (616,000) by a
-- nested loop for seconds; the 1,000 most common words cover every word a probe is cheaper for.
-- Takes effect at the next ANALYZE (the seed and autovacuum run it).
alter table facility_search_words alter column word set statistics 1000;

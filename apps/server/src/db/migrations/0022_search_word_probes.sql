-- A search whose words include a rare one ('Aadhya Trading Pvt. Ltd.') starts from the rare
-- word's few facilities and checks each for the other words, one probe of this index per word,
-- instead of merging the postings of 'trading', 'pvt' and 'ltd' (hundreds of thousands each at
-- 1.2M facilities). place is included so a probe ranks the word without reading the table.
create index if not exists facility_search_words_os_id_idx on facility_search_words (os_id, word) include (place);

-- The facility whose folded name equals the folded query ranks first: an equality lookup, and a
-- hash index has no size limit on the name (a btree entry does).
create index if not exists facility_index_name_search_hash_idx on facility_index using hash (name_search);

-- The one text normalisation of search: accents and case folded, punctuation to spaces,
-- whitespace collapsed. The facility index stores it and queries apply it to `q`, so both
-- sides always fold the same way.
create or replace function search_text(value text) returns text
language sql stable parallel safe
as $$ select btrim(regexp_replace(lower(unaccent(coalesce(value, ''))), '[^[:alnum:]]+', ' ', 'g')) $$;

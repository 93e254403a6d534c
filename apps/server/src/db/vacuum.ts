import { sql } from 'kysely';
import type { Db } from './database.ts';

/**
 * The search's and the matcher's counts read only their indexes once a table's pages are marked
 * all-visible, which only VACUUM does: after a bulk load or a long list, before autovacuum gets
 * to it (the embedded database and servers with autovacuum off never do). VACUUM skips the pages
 * already all-visible, so a run after a few thousand changes is short. Outside a transaction.
 */
export async function vacuumSearchTables(db: Db, { analyze = false }: { analyze?: boolean } = {}): Promise<void> {
  await sql`vacuum ${sql.raw(analyze ? 'analyze ' : '')}facility_index, facility_search_words, facility_facet_postings, facility_name_words, name_words, name_word_keys`.execute(
    db,
  );
}

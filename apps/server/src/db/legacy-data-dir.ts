import fs from 'node:fs';

/** The last commit whose server copies a PGlite data directory into the embedded PostgreSQL. */
export const LAST_PGLITE_IMPORT = 'cdda238';

/**
 * Until round two the embedded database was PGlite, in `DATA_DIR/db`; the versions after it copied
 * that directory into the embedded PostgreSQL once and renamed it `db.imported`. This version no
 * longer carries PGlite, so a directory never copied would be silently left behind while the demo
 * seed fills the new database: instead the start stops and says how to carry the data over.
 * Returns the message, or null when there is no such directory (or it was copied already).
 */
export function unimportedPgliteMessage(legacyDir: string): string | null {
  if (!fs.existsSync(`${legacyDir}/PG_VERSION`)) return null;
  return (
    `${legacyDir} holds the database of an earlier version (PGlite), which this version no longer reads. ` +
    `To keep its data, start commit ${LAST_PGLITE_IMPORT} of this project once on the same DATA_DIR: it copies ` +
    `the data into the embedded PostgreSQL and renames the directory to db.imported; then start this version. ` +
    `To start with an empty database instead, move ${legacyDir} away.`
  );
}

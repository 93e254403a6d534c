import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

/** The value parsers shared with the pg driver so both databases return the same JS types. */
export const pgliteParsers = {
  [types.INT8]: (value: string) => Number(value),
  [types.NUMERIC]: (value: string) => Number(value),
  [types.DATE]: (value: string) => value,
};

export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create({
    dataDir,
    loadDataDir,
    extensions: { pg_trgm, unaccent, btree_gist },
    parsers: pgliteParsers,
  });
}

interface QueryResultLike {
  rows: unknown[];
  rowCount: number;
  command: string;
}

/**
 * A pg.Pool look-alike over one PGlite instance, so Kysely's own PostgresDialect drives it.
 * PGlite is a single session: a connection is lent to one caller at a time so that one
 * request's transaction never interleaves with another's statements.
 */
export class PglitePool {
  private queue: Promise<void> = Promise.resolve();

  constructor(readonly pglite: PGlite) {}

  async connect() {
    let release!: () => void;
    const previous = this.queue;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    const pglite = this.pglite;
    return {
      async query(sql: string, params: unknown[] = []): Promise<QueryResultLike> {
        // Like pg's simple protocol, a query without parameters may hold several statements.
        const result =
          params.length === 0
            ? ((await pglite.exec(sql)).at(-1) ?? { rows: [], affectedRows: 0 })
            : await pglite.query(sql, params, { rowMode: 'object' });
        return {
          rows: result.rows,
          rowCount: result.affectedRows ?? result.rows.length,
          command: sql.trimStart().slice(0, 6).toUpperCase(),
        };
      },
      release,
    };
  }

  async end() {
    await this.queue;
    await this.pglite.close();
  }
}

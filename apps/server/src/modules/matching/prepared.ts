import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import pg from 'pg';
import type { Executor } from '../../db/executor.ts';

/** SQLSTATE of EXECUTE naming a statement the session has not prepared. */
const NOT_PREPARED = '26000';

/** The pg driver's own text form of a bind parameter (arrays as '{...}', numbers, booleans). */
const textOf = (pg as unknown as { utils: { prepareValue(value: unknown): string | null } }).utils.prepareValue;

/**
 * A parameter as a literal of EXECUTE's argument list (a utility statement takes no bind
 * parameters): the driver's text of it, quoted, of unknown type as a bind parameter is, so
 * PostgreSQL reads it as the prepared statement's parameter type alike.
 */
function literal(value: unknown): string {
  const text = textOf(value);
  return text === null ? 'null' : pg.escapeLiteral(text);
}

/**
 * Runs `statement` as a prepared statement of the connection's session, named after its text:
 * the session plans it for its first few executions, then (PostgreSQL's plan cache, when the
 * generic plan costs no more than the custom ones) reuses one plan for every row instead of
 * planning the statement again. For the row's first candidate statement (queries.ts prepare)
 * that planning was 2.2-2.6 ms a row at 1.2M facilities. Each connection prepares each variant
 * of the text once, when EXECUTE finds it missing. In a caller's transaction the statement runs
 * as it is: a failed EXECUTE would abort that transaction.
 */
export async function executePrepared<R>(db: Executor, statement: RawBuilder<R>): Promise<R[]> {
  if (db.isTransaction) return (await statement.execute(db)).rows;
  const compiled = statement.compile(db);
  const name = `matching_${createHash('sha1').update(compiled.sql).digest('hex').slice(0, 20)}`;
  const args = compiled.parameters.map(literal).join(', ');
  const execute = sql.raw<R>(args === '' ? `execute ${name}` : `execute ${name}(${args})`);
  // One connection for both: EXECUTE must find what PREPARE left in that session.
  return db.connection().execute(async (connection) => {
    try {
      return (await execute.execute(connection)).rows;
    } catch (error) {
      if ((error as { code?: string }).code !== NOT_PREPARED) throw error;
    }
    await sql.raw(`prepare ${name} as ${compiled.sql}`).execute(connection);
    return (await execute.execute(connection)).rows;
  });
}

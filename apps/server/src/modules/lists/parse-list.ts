import { listUploadMessages } from '@registry/core/list-upload';
import type { Db } from '../../db/database.ts';
import { StoredFileMissing, type FileStorage } from '../../adapters/file-storage.ts';
import { enqueue } from '../../jobs/queue.ts';
import { JobInterrupted } from '../../jobs/worker.ts';
import { faultPoint } from '../../jobs/fault-point.ts';
import { mapColumns } from './list-columns.ts';
import { ListFileError } from './list-file-error.ts';
import { fileMissingMessage } from '../../http/stored-file.ts';
import { duplicateKey, parseRow } from './parse-row.ts';
import { finishParse, findList, insertItems, type NewItem } from './queries.ts';
import { openListFile } from './read-list-file.ts';
import { LIST_JOB_ATTEMPTS } from './list-job-types.ts';

/** Rows written per transaction while parsing. */
export const PARSE_BATCH = 1000;

export interface ParseDeps {
  db: Db;
  files: FileStorage;
}

/**
 * The parse step: every row of the stored file becomes an item (PARSED, ERROR_PARSING or
 * DUPLICATE), written in batches. A resumed run reads the file again and skips rows already
 * stored, so each row is written once. Ends by recording the list-level errors and, when the
 * list is approved, queueing the geocode and match step.
 */
export async function parseList(deps: ParseDeps, listId: number, signal?: AbortSignal): Promise<void> {
  const list = await findList(deps.db, listId);
  if (!list || list.parsed_at || list.status === 'REJECTED') return;
  const parsingErrors: { message: string; type: string }[] = [];
  let header: string[] = [];
  let nonstandardFields: string[] = [];
  try {
    const content = await deps.files.get(list.file_key).catch((error: unknown) => {
      // A file lost from storage will not come back by retrying: the list says so instead.
      throw error instanceof StoredFileMissing ? new ListFileError(fileMissingMessage) : error;
    });
    const file = await openListFile(list.file_name, content);
    header = file.header;
    const mapping = mapColumns(header);
    nonstandardFields = Object.keys(mapping.nonstandard);
    const firstRowOf = new Map<string, number>();
    let batch: NewItem[] = [];
    try {
      if (mapping.missing.length) throw new ListFileError(listUploadMessages.columnsMissing);
      for await (const row of file.rows()) {
        faultPoint('parse:row');
        const parsed = parseRow(row, header, mapping);
        let item: NewItem = { row: parsed, status: 'PARSED', errors: [] };
        if (parsed.errors.length) item = { row: parsed, status: 'ERROR_PARSING', errors: parsed.errors };
        else {
          const key = duplicateKey(parsed);
          const first = firstRowOf.get(key);
          if (first === undefined) firstRowOf.set(key, parsed.rowIndex);
          else item = { row: parsed, status: 'DUPLICATE', errors: [`The same facility as row ${first + 2}.`] };
        }
        batch.push(item);
        if (batch.length >= PARSE_BATCH) {
          await insertItems(deps.db, listId, batch);
          batch = [];
          if (signal?.aborted) throw new JobInterrupted();
        }
      }
    } finally {
      await file.close();
      // Rows read before a file-level error are kept (they are items like any other).
      if (!signal?.aborted) await insertItems(deps.db, listId, batch);
    }
  } catch (error) {
    if (!(error instanceof ListFileError)) throw error;
    parsingErrors.push({ message: error.message, type: 'ParsingError' });
  }
  faultPoint('parse:stored');
  await deps.db.transaction().execute(async (trx) => {
    const current = await findList(trx, listId, { lock: true });
    if (!current || current.parsed_at) return;
    await finishParse(trx, listId, { header, nonstandardFields, parsingErrors });
    if (current.status === 'APPROVED') await enqueueProcessing(trx, listId);
  });
}

export async function enqueueProcessing(db: Parameters<typeof enqueue>[0], listId: number): Promise<void> {
  await enqueue(
    db,
    'lists.process',
    { listId },
    { dedupeKey: `lists.process:${listId}`, maxAttempts: LIST_JOB_ATTEMPTS },
  );
}

import { createHash } from 'node:crypto';
import { listFileMessages } from '@registry/core/list-file-messages';
import { faultPoint } from '../../jobs/fault-point.ts';
import { mapColumns } from './list-columns.ts';
import { ListFileError } from './list-file-error.ts';
import { LIST_FILE_LIMITS, type ListFileLimits } from './list-file-limits.ts';
import { duplicateKey, parseRow } from './parse-row.ts';
import type { NewItem } from './queries.ts';
import { openListFile } from './read-list-file.ts';

/**
 * Copies of one row, the same cell for cell, stored as items after the row itself; the file's
 * further copies are counted as DUPLICATE without being stored one by one (a 4.9 MB file of one
 * repeated row had become 700,000 item rows; issue [3.4]).
 */
export const STORED_COPIES = 4;

/** What reading a list's file found besides its items. */
export interface ReadOutcome {
  header: string[];
  nonstandardFields: string[];
  /** Why the file could not be read (whole or from some row on), or null. */
  fileError: string | null;
  /** Rows not stored because they repeat a row past its STORED_COPIES copies. */
  unstoredRepeats: number;
  /** For each repeated row: its last stored copy and how many copies after it were not stored. */
  repeatNotes: { rowIndex: number; message: string }[];
}

/** A batch of items, with the file's header (known from the first batch on). */
export interface ItemBatch {
  items: NewItem[];
  header: string[];
  nonstandardFields: string[];
}

/** A short, fixed-size key for a text of any length (maps of millions of rows stay small). */
const digest = (text: string) => createHash('sha1').update(text).digest('base64');

/**
 * The items of a stored list file, in batches of `batchSize`: each row PARSED, ERROR_PARSING or
 * DUPLICATE, every stored row and cell within its limit. Returns what else was found. Pure
 * reading (no database), so it runs in a thread of its own (parse-thread.ts).
 */
export async function* readListItems(
  fileName: string,
  content: Buffer,
  batchSize: number,
  limits: ListFileLimits = LIST_FILE_LIMITS,
): AsyncGenerator<ItemBatch, ReadOutcome> {
  const outcome: ReadOutcome = {
    header: [],
    nonstandardFields: [],
    fileError: null,
    unstoredRepeats: 0,
    repeatNotes: [],
  };
  const copies = new Map<string, { first: number; copies: number; lastStored: number }>();
  const firstRowOf = new Map<string, number>();
  let batch: NewItem[] = [];
  try {
    const file = await openListFile(fileName, content, limits);
    outcome.header = file.header;
    const mapping = mapColumns(file.header);
    outcome.nonstandardFields = Object.keys(mapping.nonstandard);
    try {
      if (mapping.missing.length) throw new ListFileError(listFileMessages.columnsMissing);
      for await (const row of file.rows()) {
        faultPoint('parse:row');
        const same = digest(JSON.stringify(row.cells));
        const seen = copies.get(same);
        if (seen && seen.copies >= STORED_COPIES) {
          outcome.unstoredRepeats++;
          seen.copies++;
          continue;
        }
        if (seen) seen.copies++;
        else copies.set(same, { first: row.rowIndex, copies: 0, lastStored: row.rowIndex });
        if (seen) seen.lastStored = row.rowIndex;
        const parsed = parseRow(row, file.header, mapping);
        let item: NewItem = { row: parsed, status: 'PARSED', errors: [] };
        if (parsed.errors.length) item = { row: parsed, status: 'ERROR_PARSING', errors: parsed.errors };
        else {
          const key = digest(duplicateKey(parsed));
          const first = firstRowOf.get(key);
          if (first === undefined) firstRowOf.set(key, parsed.rowIndex);
          else item = { row: parsed, status: 'DUPLICATE', errors: [`The same facility as row ${first + 2}.`] };
        }
        batch.push(item);
        if (batch.length >= batchSize) {
          yield { items: batch, header: outcome.header, nonstandardFields: outcome.nonstandardFields };
          batch = [];
        }
      }
    } finally {
      await file.close();
    }
  } catch (error) {
    if (!(error instanceof ListFileError)) throw error;
    outcome.fileError = error.message;
  }
  // Rows read before a file-level error are kept (they are items like any other).
  if (batch.length) yield { items: batch, header: outcome.header, nonstandardFields: outcome.nonstandardFields };
  for (const seen of copies.values()) {
    if (seen.copies <= STORED_COPIES) continue;
    outcome.repeatNotes.push({
      rowIndex: seen.lastStored,
      message: listFileMessages.repeatedRows(seen.first + 2, seen.copies - STORED_COPIES),
    });
  }
  return outcome;
}

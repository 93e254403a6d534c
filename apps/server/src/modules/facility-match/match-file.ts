import { listUploadMessages } from '@registry/core/list-upload';
import { mapColumns, ListFileError, parseRow, openListFile } from '../lists/index.ts';
import { rowOfParsed, type RowToMatch } from './rows.ts';

export interface MatchFile {
  header: string[];
  /** Every data row, read by the list rules; lazily, so a large file never sits in memory as rows. */
  rows(): AsyncGenerator<RowToMatch>;
  close(): Promise<void>;
}

/**
 * A .csv or .xlsx file with the list template's columns, opened by the list upload's reader (its
 * limits on size, unpacked bytes, rows and reading time) and read row by row by its rules.
 * Throws ListFileError for a file that cannot be read or lacks country, name or address.
 */
export async function openMatchFile(fileName: string, content: Buffer): Promise<MatchFile> {
  const file = await openListFile(fileName, content);
  const mapping = mapColumns(file.header);
  if (mapping.missing.length) {
    await file.close();
    throw new ListFileError(listUploadMessages.columnsMissing);
  }
  return {
    header: file.header,
    async *rows() {
      for await (const row of file.rows()) yield rowOfParsed(parseRow(row, file.header, mapping), row.cells);
    },
    close: () => file.close(),
  };
}

/** The first `keep` rows, and how many data rows the file has in all (read to the end, within the reader's limits). */
export async function readMatchFile(
  fileName: string,
  content: Buffer,
  keep: number,
): Promise<{ header: string[]; rows: RowToMatch[]; total: number }> {
  const file = await openMatchFile(fileName, content);
  const rows: RowToMatch[] = [];
  let total = 0;
  try {
    for await (const row of file.rows()) {
      if (++total <= keep) rows.push(row);
    }
  } finally {
    await file.close();
  }
  return { header: file.header, rows, total };
}

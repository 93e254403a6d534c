import { csvRows } from './csv-rows.ts';
import { ListFileError } from './list-file-error.ts';
import { LIST_FILE_LIMITS, ReadingClock, type ListFileLimits } from './list-file-limits.ts';
import { sheetRows, type SheetRow } from './sheet-rows.ts';
import { readWorkbookParts } from './workbook-parts.ts';
import { unreadableWorkbook, ZipArchive } from './zip-archive.ts';

export { ListFileError };

export interface ListRow {
  /** Position among the data rows of the file (file line = rowIndex + 2 when no cell spans lines). */
  rowIndex: number;
  cells: string[];
  /** Why the row could not be read at all (it still becomes an item, with status ERROR_PARSING). */
  error?: string;
}

export interface ListFile {
  header: string[];
  /** The data rows in file order, blank rows skipped; read lazily so a big file never sits in memory as rows. */
  rows(): AsyncGenerator<ListRow>;
  /** Stops reading (a caller that only wanted the header). */
  close(): Promise<void>;
}

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Opens a stored .csv or .xlsx list: the header now, the rows as they are read, within the
 * limits on unpacked bytes, rows, cells and reading time. Reading yields to the event loop every
 * few milliseconds, so a big file never holds up requests, and writes nothing anywhere.
 */
export async function openListFile(
  fileName: string,
  content: Buffer,
  limits: ListFileLimits = LIST_FILE_LIMITS,
): Promise<ListFile> {
  if (content.length === 0) throw new ListFileError('The file is empty.');
  const clock = new ReadingClock(limits.maxReadMs);
  const spreadsheet = fileName.toLowerCase().endsWith('.xlsx');
  const rows = limitedRows(spreadsheet ? await openXlsx(content, limits, clock) : csvRows(content), limits, clock);
  let headerRow: SheetRow | undefined;
  try {
    // A sheet may have blank rows above its header; a CSV's header is its first line.
    for (let next = await rows.next(); !next.done; next = await rows.next()) {
      if (!spreadsheet || !isBlank(next.value.cells)) {
        headerRow = next.value;
        break;
      }
    }
    if (!headerRow || isBlank(headerRow.cells)) throw new ListFileError('The file has no header row.');
    if (headerRow.cells.length > limits.maxColumns)
      throw new ListFileError(`The file has more than ${limits.maxColumns} columns.`);
  } catch (error) {
    await rows.return(undefined);
    throw error;
  }
  const headerNumber = headerRow.number;
  return {
    header: headerRow.cells.map((cell) => cell.trim()),
    async *rows() {
      for await (const row of rows) {
        if (!isBlank(row.cells)) yield { rowIndex: row.number - headerNumber - 1, cells: row.cells };
      }
    },
    async close() {
      await rows.return(undefined);
    },
  };
}

/** The rows of a format, counted against the row limit, timed, with a turn for other work between slices. */
async function* limitedRows(
  source: AsyncGenerator<SheetRow>,
  limits: ListFileLimits,
  clock: ReadingClock,
): AsyncGenerator<SheetRow> {
  try {
    for (;;) {
      clock.start();
      const next = await source.next().finally(() => clock.stop());
      clock.check();
      if (next.done) return;
      // The row's number in the file: blank rows before it count, as they would in a spreadsheet.
      if (next.value.number > limits.maxRows)
        throw new ListFileError(`The file has more than ${limits.maxRows.toLocaleString('en-US')} rows.`);
      yield next.value;
      await clock.giveTurn();
    }
  } finally {
    await source.return(undefined);
  }
}

/** A workbook's first sheet, every part checked (sizes, CRCs) before anything is read. */
async function openXlsx(
  content: Buffer,
  limits: ListFileLimits,
  clock: ReadingClock,
): Promise<AsyncGenerator<SheetRow>> {
  clock.start();
  try {
    const zip = new ZipArchive(content, limits.maxUnpackedBytes);
    await zip.verify(clock);
    return asListFileErrors(sheetRows(zip, await readWorkbookParts(zip, limits, clock), limits, clock));
  } catch (error) {
    throw error instanceof ListFileError ? error : unreadableWorkbook();
  } finally {
    clock.stop();
  }
}

/** Malformed XML and the like are the file's fault: said as one message, never a crash. */
async function* asListFileErrors(rows: AsyncGenerator<SheetRow>): AsyncGenerator<SheetRow> {
  try {
    yield* rows;
  } catch (error) {
    throw error instanceof ListFileError ? error : unreadableWorkbook();
  }
}

import { Readable } from 'node:stream';
import { parse, type Info } from 'csv-parse';
import ExcelJS from 'exceljs';
import { mapColumns } from './list-columns.ts';
import { decodeCsvText } from './decode-csv.ts';
import { checkZipSizes } from './zip-sizes.ts';
import { ListFileError } from './list-file-error.ts';

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
}

/** More columns than any real list has: a guard against generated junk. */
const MAX_COLUMNS = 500;

/** Opens a stored .csv or .xlsx list: the header now, the rows as they are read. */
export async function openListFile(fileName: string, content: Buffer): Promise<ListFile> {
  if (content.length === 0) throw new ListFileError('The file is empty.');
  const file = fileName.toLowerCase().endsWith('.xlsx') ? await openXlsx(content) : await openCsv(content);
  if (file.header.length > MAX_COLUMNS) throw new ListFileError(`The file has more than ${MAX_COLUMNS} columns.`);
  return file;
}

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/** The header's delimiter: a comma, or the semicolon or tab that spreadsheets in many locales write. */
function detectDelimiter(firstLine: string): string {
  for (const delimiter of [',', ';', '\t']) {
    if (mapColumns(firstLine.split(delimiter).map((cell) => cell.replace(/^"|"$/g, ''))).missing.length === 0) return delimiter;
  }
  return ',';
}

async function openCsv(content: Buffer): Promise<ListFile> {
  const text = decodeCsvText(content);
  const delimiter = detectDelimiter(text.slice(0, text.search(/\r?\n|$/)));
  const skipped: { message: string }[] = [];
  const parser = parse({
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    info: true,
    skip_records_with_error: true,
    on_skip: (error) => void skipped.push({ message: error?.message ?? 'unreadable row' }),
  });
  Readable.from(chunks(text)).pipe(parser);
  const records = parser[Symbol.asyncIterator]() as AsyncIterator<{ record: string[]; info: Info }>;
  const first = await records.next();
  const header = first.done ? [] : first.value.record.map((cell) => cell.trim());
  if (header.length === 0 || isBlank(header)) throw new ListFileError('The file has no header row.');

  return {
    header,
    async *rows() {
      let rowIndex = -1;
      let lastLine = first.done ? 1 : first.value.info.lines;
      for (;;) {
        const next = await records.next();
        if (next.done) break;
        rowIndex++;
        lastLine = next.value.info.lines;
        if (!isBlank(next.value.record)) yield { rowIndex, cells: next.value.record };
      }
      if (skipped.length) {
        throw new ListFileError(
          `A quoted cell starting after line ${lastLine} is never closed, so the file could not be read from line ${lastLine + 1} on.`,
        );
      }
    },
  };
}

function* chunks(text: string, size = 64 * 1024) {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    return '';
  }
  return String(value);
}

async function openXlsx(content: Buffer): Promise<ListFile> {
  checkZipSizes(content);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([content]), {
    sharedStrings: 'cache',
    styles: 'cache', // dates are told apart from numbers by their cell style
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  const unreadable = () => new ListFileError('The file could not be read as an Excel (.xlsx) workbook.');
  type SheetRow = { number: number; values: ExcelJS.CellValue[] | Record<string, ExcelJS.CellValue> };
  let sheetRows: AsyncIterator<SheetRow>;
  try {
    const sheets = reader[Symbol.asyncIterator]();
    const first = await sheets.next();
    if (first.done) throw new ListFileError('The workbook has no worksheet.');
    sheetRows = (first.value as unknown as AsyncIterable<SheetRow>)[Symbol.asyncIterator]();
  } catch (error) {
    throw error instanceof ListFileError ? error : unreadable();
  }
  const cellsOf = (row: SheetRow) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    if (values.length > MAX_COLUMNS) throw new ListFileError(`Row ${row.number} has more than ${MAX_COLUMNS} columns.`);
    return Array.from(values, (value) => cellText(value));
  };
  let headerRow: SheetRow | undefined;
  try {
    for (let next = await sheetRows.next(); !next.done; next = await sheetRows.next()) {
      if (!isBlank(cellsOf(next.value))) {
        headerRow = next.value;
        break;
      }
    }
  } catch (error) {
    throw error instanceof ListFileError ? error : unreadable();
  }
  if (!headerRow) throw new ListFileError('The file has no header row.');
  const header = cellsOf(headerRow).map((cell) => cell.trim());
  const headerNumber = headerRow.number;
  return {
    header,
    async *rows() {
      try {
        for (let next = await sheetRows.next(); !next.done; next = await sheetRows.next()) {
          const cells = cellsOf(next.value);
          if (!isBlank(cells)) yield { rowIndex: next.value.number - headerNumber - 1, cells };
        }
      } catch (error) {
        throw error instanceof ListFileError ? error : unreadable();
      }
    },
  };
}


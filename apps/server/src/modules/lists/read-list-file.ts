import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';

export class ListFileError extends Error {}

export interface ListRow {
  /** Position among the data rows of the file (file line = rowIndex + 2), kept across skipped blank rows. */
  rowIndex: number;
  cells: string[];
}

export interface ListTable {
  header: string[];
  rows: ListRow[];
}

/** Most rows a list may have; bigger lists are split by their owner. */
export const MAX_LIST_ROWS = 50_000;

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

async function readXlsx(buffer: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new ListFileError('The file could not be read as an Excel (.xlsx) workbook.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ListFileError('The workbook has no worksheet.');
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values: string[] = [];
    for (let column = 1; column <= sheet.actualColumnCount; column++) values.push(cellText(row.getCell(column).value));
    rows.push(values);
  });
  return rows;
}

function readCsv(buffer: Buffer): string[][] {
  const text = buffer.toString('utf8');
  if (text.includes('\u0000')) throw new ListFileError('The file is not a text CSV file.');
  try {
    return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false, trim: false }) as string[][];
  } catch (error) {
    throw new ListFileError(`The CSV file could not be read: ${(error as Error).message}`);
  }
}

/** The first row as header, then the data rows (empty rows dropped), from a .csv or .xlsx file. */
export async function readListFile(fileName: string, buffer: Buffer): Promise<ListTable> {
  const isXlsx = fileName.toLowerCase().endsWith('.xlsx');
  const all = isXlsx ? await readXlsx(buffer) : readCsv(buffer);
  const [header = [], ...rest] = all;
  const rows = rest
    .map((cells, rowIndex) => ({ rowIndex, cells }))
    .filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  if (rows.length > MAX_LIST_ROWS) {
    throw new ListFileError(`The list has ${rows.length} rows; the most a list may have is ${MAX_LIST_ROWS}. Split it into several lists.`);
  }
  return { header: header.map((cell) => cell.trim()), rows };
}

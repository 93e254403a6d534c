import { ListFileError } from './list-file-error.ts';
import type { ListFileLimits, ReadingClock } from './list-file-limits.ts';
import type { WorkbookParts } from './workbook-parts.ts';
import { attribute, xmlParser } from './xml-part.ts';
import type { ZipArchive } from './zip-archive.ts';

export interface SheetRow {
  /** The row's number in the sheet (1-based). */
  number: number;
  /** Cell texts up to the last cell with a value; cells between without one are ''. */
  cells: string[];
}

/** Column number (1-based) of a cell reference such as `AB12`. */
function columnOf(reference: string): number {
  let column = 0;
  for (let i = 0; i < reference.length; i++) {
    const code = reference.charCodeAt(i);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  return column;
}

/** The text a list keeps for a cell: shared strings looked up, dates as YYYY-MM-DD, numbers as written. */
function cellText(parts: WorkbookParts, type: string, style: number, raw: string): string {
  switch (type) {
    case 's':
      return parts.sharedStrings[Number(raw)] ?? '';
    case 'str':
    case 'inlineStr':
      return raw;
    case 'b':
      return String(Number(raw) !== 0);
    case 'e':
      return '';
    case 'd':
      return /^\d{4}-\d\d-\d\d/.test(raw) ? raw.slice(0, 10) : raw;
    default: {
      const number = Number.parseFloat(raw);
      if (!Number.isFinite(number)) return raw;
      if (!parts.dateStyles[style]) return String(number);
      const date = new Date(Math.round((number - 25569 + (parts.date1904 ? 1462 : 0)) * 86_400_000));
      return Number.isNaN(date.getTime()) ? String(number) : date.toISOString().slice(0, 10);
    }
  }
}

/**
 * The rows of a worksheet, parsed as its part is inflated (the sheet is never held whole), every
 * row as it ends; rows, cells and cell lengths within the limits.
 */
export async function* sheetRows(
  zip: ZipArchive,
  parts: WorkbookParts,
  limits: ListFileLimits,
  clock: ReadingClock,
): AsyncGenerator<SheetRow> {
  const ready: SheetRow[] = [];
  let inSheetData = false;
  let row: SheetRow | null = null;
  let lastNumber = 0;
  let column = 0;
  let cell: { type: string; style: number; value: string | null } | null = null;
  let inlineString = false;
  let phonetic = 0;
  let text: string | null = null;
  let cells = 0;
  const tooLong = () =>
    new ListFileError(
      `Row ${row!.number} has a cell of more than ${limits.maxCellChars.toLocaleString('en-US')} characters.`,
    );

  const parser = xmlParser({
    open(name, attributes) {
      if (name === 'sheetData') inSheetData = true;
      else if (name === 'row' && inSheetData) {
        const number = Number.parseInt(attribute(attributes, 'r') ?? '', 10);
        lastNumber = Number.isNaN(number) ? lastNumber + 1 : number;
        row = { number: lastNumber, cells: [] };
        column = 0;
      } else if (name === 'c' && row) {
        const reference = attribute(attributes, 'r');
        column = reference ? columnOf(reference) : column + 1;
        if (column > limits.maxColumns)
          throw new ListFileError(`Row ${row.number} has more than ${limits.maxColumns} columns.`);
        if (++cells > limits.maxCells)
          throw new ListFileError(`The workbook has more than ${limits.maxCells.toLocaleString('en-US')} cells.`);
        cell = { type: attribute(attributes, 't') ?? 'n', style: Number(attribute(attributes, 's') ?? 0), value: null };
      } else if (cell) {
        if (name === 'v') text = '';
        else if (name === 'is') inlineString = true;
        else if (name === 'rPh') phonetic++;
        else if (name === 't' && inlineString && phonetic === 0) text = cell.value ?? '';
      }
    },
    text(value) {
      if (text === null) return;
      text += value;
      if (text.length > limits.maxCellChars) throw tooLong();
    },
    close(name) {
      if ((name === 'v' || name === 't') && cell && text !== null) {
        cell.value = text;
        text = null;
      } else if (name === 'rPh') phonetic--;
      else if (name === 'is') inlineString = false;
      else if (name === 'c' && row && cell) {
        if (cell.value !== null) row.cells[column - 1] = cellText(parts, cell.type, cell.style, cell.value);
        cell = null;
      } else if (name === 'row' && row) {
        ready.push({ number: row.number, cells: Array.from(row.cells, (value) => value ?? '') });
        row = null;
      } else if (name === 'sheetData') inSheetData = false;
    },
  });

  for await (const chunk of zip.inflate(parts.sheet, clock)) {
    parser.write(chunk);
    yield* ready.splice(0);
  }
  parser.end();
  yield* ready.splice(0);
}

import { decodeCsvText } from './decode-csv.ts';
import { mapColumns } from './list-columns.ts';
import { ListFileError } from './list-file-error.ts';
import type { SheetRow } from './sheet-rows.ts';

/** The header's delimiter: a comma, or the semicolon or tab that spreadsheets in many locales write. */
function detectDelimiter(firstLine: string): string {
  for (const delimiter of [',', ';', '\t']) {
    if (mapColumns(firstLine.split(delimiter).map((cell) => cell.replace(/^"|"$/g, ''))).missing.length === 0)
      return delimiter;
  }
  return ',';
}

const QUOTE = 34;
const LF = 10;
const CR = 13;

/** Records between pauses of the generator (each pause is an async turn of its reader). */
const RECORDS_PER_STEP = 256;

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/**
 * The records of a CSV file, the header first, numbered from 1 with blank lines counted but not
 * given (a file of millions of empty lines is skimmed, not yielded row by row). A quoted cell that
 * is never closed ends the file: the records before it are read, then it is reported.
 *
 * Read by hand rather than with csv-parse: that parser builds an error object, stack trace
 * included, for every record shorter or longer than the header even when told to accept them, so
 * a 4 MB file of line breaks took over a minute (issue [3.4]); this reader takes well under a
 * second on it. Quotes are read as spreadsheets write them: "" inside a quoted cell is one quote,
 * a quote inside an unquoted cell is kept as it is, and text after a closing quote joins the cell.
 */
export async function* csvRows(content: Buffer): AsyncGenerator<SheetRow> {
  const text = decodeCsvText(content);
  const delimiter = detectDelimiter(text.slice(0, text.search(/\r?\n|$/))).charCodeAt(0);
  const end = text.length;
  let pos = 0;
  let line = 1;
  let number = 0;
  let lastLine = 1;
  let recordEndLine = 1;
  let pending: SheetRow[] = [];

  /** One record from `pos`, or null at a quoted cell never closed; `pos` and `line` move past it. */
  const record = (): string[] | null => {
    const cells: string[] = [];
    for (;;) {
      let cell = '';
      if (text.charCodeAt(pos) === QUOTE) {
        let from = pos + 1;
        for (;;) {
          const close = text.indexOf('"', from);
          if (close < 0) return null;
          cell += text.slice(from, close);
          line += countLines(text, from, close);
          if (text.charCodeAt(close + 1) === QUOTE) {
            cell += '"';
            from = close + 2;
          } else {
            pos = close + 1;
            break;
          }
        }
      }
      // The unquoted cell, or what follows a closing quote, up to the delimiter or the line's end.
      let stop = pos;
      while (stop < end) {
        const code = text.charCodeAt(stop);
        if (code === delimiter || code === LF || code === CR) break;
        stop++;
      }
      cell += text.slice(pos, stop);
      cells.push(cell);
      pos = stop;
      if (pos < end && text.charCodeAt(pos) === delimiter) {
        pos++;
        continue;
      }
      recordEndLine = line;
      skipLineBreak();
      return cells;
    }
  };

  const skipLineBreak = () => {
    if (pos >= end) return;
    if (text.charCodeAt(pos) === CR) pos++;
    if (pos < end && text.charCodeAt(pos) === LF) pos++;
    line++;
  };

  while (pos < end) {
    // Empty lines are counted, not read as records.
    const code = text.charCodeAt(pos);
    if (number > 0 && (code === LF || code === CR)) {
      number++;
      skipLineBreak();
      continue;
    }
    const cells = record();
    if (cells === null) {
      yield* pending;
      throw new ListFileError(
        `A quoted cell starting after line ${lastLine} is never closed, so the file could not be read from line ${lastLine + 1} on.`,
      );
    }
    number++;
    lastLine = recordEndLine;
    // The header is given whatever it holds (openListFile judges it); blank records after it are not.
    if (number === 1 || !isBlank(cells)) pending.push({ number, cells });
    if (pending.length >= RECORDS_PER_STEP) {
      yield* pending;
      pending = [];
    }
  }
  yield* pending;
}

function countLines(text: string, from: number, to: number): number {
  let lines = 0;
  for (let i = text.indexOf('\n', from); i >= 0 && i < to; i = text.indexOf('\n', i + 1)) lines++;
  // A lone CR (old Mac line ends) inside a quoted cell counts as a line too.
  for (let i = text.indexOf('\r', from); i >= 0 && i < to; i = text.indexOf('\r', i + 1)) {
    if (text.charCodeAt(i + 1) !== LF) lines++;
  }
  return lines;
}

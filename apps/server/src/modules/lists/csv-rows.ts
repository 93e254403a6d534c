import { Readable } from 'node:stream';
import { parse, type Info } from 'csv-parse';
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

/** The text in pieces for the parser, each parsed in one go: small, so that each is a short turn. */
function* chunks(text: string, size = 16 * 1024) {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

/**
 * The records of a CSV file, the header first, numbered from 1, blank ones included. A quoted
 * cell that is never closed ends the file: the records before it are read, then it is reported.
 */
export async function* csvRows(content: Buffer): AsyncGenerator<SheetRow> {
  const text = decodeCsvText(content);
  const skipped: { message: string }[] = [];
  const parser = parse({
    delimiter: detectDelimiter(text.slice(0, text.search(/\r?\n|$/))),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    info: true,
    skip_records_with_error: true,
    on_skip: (error) => void skipped.push({ message: error?.message ?? 'unreadable row' }),
  });
  Readable.from(chunks(text)).pipe(parser);
  let number = 0;
  let lastLine = 1;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: Info }>) {
      lastLine = info.lines;
      yield { number: ++number, cells: record };
    }
  } finally {
    parser.destroy();
  }
  if (skipped.length) {
    throw new ListFileError(
      `A quoted cell starting after line ${lastLine} is never closed, so the file could not be read from line ${lastLine + 1} on.`,
    );
  }
}

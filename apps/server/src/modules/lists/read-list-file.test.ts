import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ListFileError, openListFile, type ListRow } from './read-list-file.ts';
import { mapColumns } from './list-columns.ts';
import { LIST_FILE_LIMITS } from './list-file-limits.ts';
import { buildZip, textWorkbook, workbookParts } from '../../test/xlsx-fixtures.ts';

async function readAll(fileName: string, content: Buffer) {
  const file = await openListFile(fileName, content);
  const rows: ListRow[] = [];
  for await (const row of file.rows()) rows.push(row);
  return { header: file.header, rows };
}

const utf16 = (text: string, bom: boolean, bigEndian = false) => {
  const le = Buffer.from(text, 'utf16le');
  const body = bigEndian ? Buffer.from(le.map((_, i) => le[i % 2 === 0 ? i + 1 : i - 1]!)) : le;
  return Buffer.concat([bom ? Buffer.from(bigEndian ? [0xfe, 0xff] : [0xff, 0xfe]) : Buffer.alloc(0), body]);
};

const SAMPLE = 'country,name,address\nBangladesh,Sönderborg Knit,"Plot 1, Dhaka"\n';
const EXPECTED = [{ rowIndex: 0, cells: ['Bangladesh', 'Sönderborg Knit', 'Plot 1, Dhaka'] }];

describe('reading CSV lists', () => {
  it('reads a CSV with a BOM, quoted commas and blank rows, keeping row positions', async () => {
    const csv =
      '\uFEFFCountry , Facility Name,Address,Extra Notes\nBangladesh,"Knit, Ltd.","Plot 1, Dhaka",x\n,,,\n\nChina,B,Shanghai,\n';
    const table = await readAll('list.csv', Buffer.from(csv));
    expect(table.header).toEqual(['Country', 'Facility Name', 'Address', 'Extra Notes']);
    expect(table.rows).toEqual([
      { rowIndex: 0, cells: ['Bangladesh', 'Knit, Ltd.', 'Plot 1, Dhaka', 'x'] },
      { rowIndex: 3, cells: ['China', 'B', 'Shanghai', ''] },
    ]);
    expect(mapColumns(table.header)).toEqual({
      standard: { country: 0, name: 1, address: 2 },
      nonstandard: { 'Extra Notes': 3 },
      missing: [],
    });
  });

  it.each([
    ['UTF-8 without a BOM', Buffer.from(SAMPLE)],
    ['UTF-8 with a BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(SAMPLE)])],
    ['UTF-16 LE with a BOM', utf16(SAMPLE, true)],
    ['UTF-16 BE with a BOM', utf16(SAMPLE, true, true)],
    ['UTF-16 LE without a BOM', utf16(SAMPLE, false)],
    ['Windows-1252', Buffer.from(SAMPLE, 'latin1')],
  ])('decodes %s', async (_label, content) => {
    const table = await readAll('list.csv', content);
    expect(table.header).toEqual(['country', 'name', 'address']);
    expect(table.rows).toEqual(EXPECTED);
  });

  it('decodes Windows-1252 punctuation that Latin-1 lacks', async () => {
    const content = Buffer.concat([
      Buffer.from('country,name,address\nIndia,'),
      Buffer.from([0x93, 0x41, 0x94, 0x20, 0x96, 0x20, 0x80]),
      Buffer.from(',Pune\n'),
    ]);
    expect((await readAll('list.csv', content)).rows[0]!.cells[1]).toBe('\u201cA\u201d \u2013 \u20ac');
  });

  it('keeps quoted cells that span lines in one row', async () => {
    const table = await readAll(
      'list.csv',
      Buffer.from('country,name,address\r\nChina,"Two\r\nLines","Road 1\nBlock 2"\r\nIndia,C,D\r\n'),
    );
    expect(table.rows).toEqual([
      { rowIndex: 0, cells: ['China', 'Two\r\nLines', 'Road 1\nBlock 2'] },
      { rowIndex: 1, cells: ['India', 'C', 'D'] },
    ]);
  });

  it('accepts semicolon- and tab-separated files', async () => {
    expect((await readAll('list.csv', Buffer.from('country;name;address\nIndia;A;B\n'))).rows[0]!.cells).toEqual([
      'India',
      'A',
      'B',
    ]);
    expect((await readAll('list.csv', Buffer.from('country\tname\taddress\nIndia\tA\tB\n'))).rows[0]!.cells).toEqual([
      'India',
      'A',
      'B',
    ]);
  });

  it('keeps rows with fewer or more cells than the header', async () => {
    const table = await readAll('list.csv', Buffer.from('country,name,address\nIndia,A\nIndia,A,B,C,D\n'));
    expect(table.rows.map((row) => row.cells)).toEqual([
      ['India', 'A'],
      ['India', 'A', 'B', 'C', 'D'],
    ]);
  });

  it('reads the rows before an unterminated quote and then reports it', async () => {
    const file = await openListFile(
      'list.csv',
      Buffer.from('country,name,address\nIndia,A,B\nIndia,"open,C\nIndia,D,E\n'),
    );
    const rows: ListRow[] = [];
    await expect(async () => {
      for await (const row of file.rows()) rows.push(row);
    }).rejects.toThrow(
      'A quoted cell starting after line 2 is never closed, so the file could not be read from line 3 on.',
    );
    expect(rows).toEqual([{ rowIndex: 0, cells: ['India', 'A', 'B'] }]);
  });

  it('refuses empty files, files without a header, binary junk and zips named .csv', async () => {
    await expect(openListFile('list.csv', Buffer.alloc(0))).rejects.toThrow('The file is empty.');
    await expect(openListFile('list.csv', Buffer.from('\n\n'))).rejects.toThrow('The file has no header row.');
    const junk = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256));
    await expect(openListFile('list.csv', junk)).rejects.toThrow(new ListFileError('The file is not a text CSV file.'));
    await expect(openListFile('list.csv', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).rejects.toThrow(
      'The file is not a text CSV file.',
    );
  });
});

describe('reading big lists', () => {
  /** Rows read, as seen by callbacks queued for the event loop's next turns while the reading goes on. */
  async function rowsSeenBetweenTurns(fileName: string, content: Buffer) {
    const file = await openListFile(fileName, content);
    let read = 0;
    let reading = true;
    const seen: number[] = [];
    const turn = () => {
      seen.push(read);
      if (reading) setImmediate(turn);
    };
    setImmediate(turn);
    for await (const row of file.rows()) read = row.rowIndex + 1;
    reading = false;
    return { read, seen };
  }

  it.each([
    [
      'a 200,000-row CSV',
      'big.csv',
      () =>
        Buffer.from(
          `country,name,address\n${Array.from({ length: 200_000 }, (_, i) => `IN,M${i},R${i}`).join('\n')}\n`,
        ),
    ],
    [
      'a 200,000-row workbook',
      'big.xlsx',
      () =>
        textWorkbook([
          ['country', 'name', 'address'],
          ...Array.from({ length: 200_000 }, (_, i) => ['IN', `M${i}`, `R${i}`]),
        ]),
    ],
  ])('gives other work turns while reading %s, not one long run', async (_label, fileName, content) => {
    const { read, seen } = await rowsSeenBetweenTurns(fileName, content());
    expect(read).toBe(200_000);
    // Turns taken part-way: the reading was cut into many slices (10 ms each at most).
    expect(new Set(seen.filter((count) => count > 0 && count < 200_000)).size).toBeGreaterThan(10);
  });
});

describe('reading XLSX lists', () => {
  it('reads the first sheet: numbers, dates and rich text as text, blank rows skipped', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Suppliers');
    workbook.addWorksheet('Other').addRow(['not', 'read']);
    sheet.addRow(['country', 'name', 'address', 'number_of_workers', 'audited']);
    sheet.addRow([
      'India',
      { richText: [{ text: 'Tiruppur ' }, { text: 'Mills' }] },
      '44 Avinashi Road',
      1200,
      new Date(Date.UTC(2024, 4, 17)),
    ]);
    sheet.addRow([]);
    sheet.addRow(['China', 'Formula Co', { formula: 'CONCAT("Road ","9")', result: 'Road 9' }, 12.5, null]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const table = await readAll('list.xlsx', buffer);
    expect(table.header).toEqual(['country', 'name', 'address', 'number_of_workers', 'audited']);
    expect(table.rows).toEqual([
      { rowIndex: 0, cells: ['India', 'Tiruppur Mills', '44 Avinashi Road', '1200', '2024-05-17'] },
      { rowIndex: 2, cells: ['China', 'Formula Co', 'Road 9', '12.5'] },
    ]);
  });

  it('refuses a file that is not a workbook', async () => {
    await expect(openListFile('list.xlsx', Buffer.from('country,name,address\n'))).rejects.toThrow(
      'The file could not be read as an Excel (.xlsx) workbook.',
    );
  });

  it('refuses a zip whose directory declares more than a list can unpack to, before unpacking it', async () => {
    const declared = buildZip(
      workbookParts({ data: '<worksheet/>', size: LIST_FILE_LIMITS.maxUnpackedBytes }, ['country']),
    );
    await expect(openListFile('list.xlsx', declared)).rejects.toThrow(
      new ListFileError('The workbook is too large when unpacked; save the list as a smaller file or as CSV.'),
    );
  });
});

import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildZip, lyingZipBomb, sharedStringRow, textWorkbook, workbookParts } from '../../test/xlsx-fixtures.ts';
import { LIST_FILE_LIMITS, type ListFileLimits } from './list-file-limits.ts';
import { ListFileError, openListFile, type ListRow } from './read-list-file.ts';

async function readAll(content: Buffer, limits?: Partial<ListFileLimits>) {
  const file = await openListFile('list.xlsx', content, { ...LIST_FILE_LIMITS, ...limits });
  const rows: ListRow[] = [];
  for await (const row of file.rows()) rows.push(row);
  return { header: file.header, rows };
}

const UNREADABLE = new ListFileError('The file could not be read as an Excel (.xlsx) workbook.');
const SHEET = (rows: string) =>
  `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;
const LIST = [
  ['country', 'name', 'address'],
  ['India', 'Tiruppur Mills', '44 Avinashi Road'],
  ['China', 'Shanghai Knit', '9 Road'],
];

describe('unpacking a workbook: actual bytes, not declared ones', () => {
  it('refuses the lying zip bomb (52 MB declared, 1 GiB inside, sheet before the shared strings, wrong CRC) as damaged', async () => {
    await expect(openListFile('bomb.xlsx', lyingZipBomb())).rejects.toThrow(UNREADABLE);
  });

  it('refuses a part that inflates to more or less than declared, or to other bytes than its CRC says', async () => {
    const sheet = SHEET(sharedStringRow([0, 1, 2]));
    const parts = (forged: { size?: number; crc?: number }) =>
      buildZip(workbookParts({ data: sheet, ...forged }, LIST[0]!));
    await expect(openListFile('l.xlsx', parts({ size: sheet.length - 1 }))).rejects.toThrow(UNREADABLE);
    await expect(openListFile('l.xlsx', parts({ size: sheet.length + 1 }))).rejects.toThrow(UNREADABLE);
    await expect(openListFile('l.xlsx', parts({ crc: 12345 }))).rejects.toThrow(UNREADABLE);
    expect((await readAll(parts({}))).header).toEqual(['country', 'name', 'address']);
  });

  it('checks parts it never reads too (a bomb hidden in an unused part)', async () => {
    const zip = buildZip([
      ...workbookParts({ data: SHEET(sharedStringRow([0, 1, 2])) }, LIST[0]!),
      { name: 'xl/media/image1.png', data: 'x'.repeat(5000), size: 100 },
    ]);
    await expect(openListFile('l.xlsx', zip)).rejects.toThrow(UNREADABLE);
  });

  it('refuses truncated and non-zip files', async () => {
    const zip = textWorkbook(LIST);
    await expect(openListFile('l.xlsx', zip.subarray(0, zip.length - 30))).rejects.toThrow(UNREADABLE);
    await expect(openListFile('l.xlsx', zip.subarray(200))).rejects.toThrow(UNREADABLE);
  });
});

describe('reading the first sheet', () => {
  it('reads a sheet stored before its shared strings, as Excel writes it', async () => {
    expect(await readAll(textWorkbook(LIST))).toEqual({
      header: ['country', 'name', 'address'],
      rows: [
        { rowIndex: 0, cells: ['India', 'Tiruppur Mills', '44 Avinashi Road'] },
        { rowIndex: 1, cells: ['China', 'Shanghai Knit', '9 Road'] },
      ],
    });
  });

  it('reads prefixed elements, inline and rich strings without phonetic guides, booleans, errors and cell gaps', async () => {
    const sheet =
      '<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>' +
      '<x:row r="2"><x:c r="A2" t="s"><x:v>0</x:v></x:c><x:c r="B2" t="s"><x:v>1</x:v></x:c><x:c r="C2" t="s"><x:v>2</x:v></x:c><x:c r="E2" t="s"><x:v>3</x:v></x:c></x:row>' +
      '<x:row r="4"><x:c r="A4" t="inlineStr"><x:is><x:r><x:t>Ind</x:t></x:r><x:r><x:t>ia</x:t></x:r></x:is></x:c>' +
      '<x:c r="B4" t="s"><x:v>4</x:v></x:c><x:c r="C4" t="str"><x:f>A4</x:f><x:v>Road &amp; Lane</x:v></x:c>' +
      '<x:c r="D4" t="b"><x:v>1</x:v></x:c><x:c r="E4" t="e"><x:v>#N/A</x:v></x:c><x:c r="F4" s="0"/></x:row>' +
      '<x:row><x:c><x:v>12.50</x:v></x:c><x:c t="d"><x:v>2024-05-17T00:00:00Z</x:v></x:c></x:row>' +
      '</x:sheetData></x:worksheet>';
    const parts = workbookParts({ data: sheet }, []);
    const strings =
      '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>country</t></si><si><t>name</t></si><si><t>address</t></si>' +
      '<si><t>notes</t></si><si><r><t>Kyoto </t></r><r><rPr><b/></rPr><t>Mills</t></r><rPh sb="0" eb="1"><t>kyo</t></rPh></si></sst>';
    const zip = buildZip(
      parts.map((part) => (part.name === 'xl/sharedStrings.xml' ? { ...part, data: strings } : part)),
    );
    expect(await readAll(zip)).toEqual({
      header: ['country', 'name', 'address', '', 'notes'],
      rows: [
        { rowIndex: 1, cells: ['India', 'Kyoto Mills', 'Road & Lane', 'true', ''] },
        { rowIndex: 2, cells: ['12.5', '2024-05-17'] },
      ],
    });
  });

  it('reads the first tab even when its part is not sheet1', async () => {
    const first = SHEET(sharedStringRow([0, 1, 2]) + sharedStringRow([3, 4, 5]));
    const parts = workbookParts({ data: SHEET(sharedStringRow([6])) }, [
      ...LIST[0]!,
      'India',
      'A Mill',
      'Pune',
      'not read',
    ]).flatMap((part) => {
      if (part.name === 'xl/workbook.xml')
        return [
          {
            ...part,
            data: String(part.data).replace(
              '<sheet name="List" sheetId="1" r:id="rId1"/>',
              '<sheet name="List" sheetId="2" r:id="rId3"/><sheet name="Old" sheetId="1" r:id="rId1"/>',
            ),
          },
        ];
      if (part.name === 'xl/_rels/workbook.xml.rels')
        return [
          {
            ...part,
            data: String(part.data).replace(
              '</Relationships>',
              '<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="/xl/worksheets/sheet2.xml"/></Relationships>',
            ),
          },
        ];
      return part.name === 'xl/worksheets/sheet1.xml'
        ? [part, { name: 'xl/worksheets/sheet2.xml', data: first }]
        : [part];
    });
    expect(await readAll(buildZip(parts))).toEqual({
      header: ['country', 'name', 'address'],
      rows: [{ rowIndex: 0, cells: ['India', 'A Mill', 'Pune'] }],
    });
  });

  it('reads dates of workbooks counting from 1904 and of custom date formats', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.properties.date1904 = true;
    const list = workbook.addWorksheet('List');
    list.addRow(['country', 'name', 'address', 'audited', 'workers']);
    list.addRow(['India', 'A Mill', 'Pune', new Date(Date.UTC(2024, 4, 17)), 1500]);
    list.getCell('D2').numFmt = 'dd/mm/yyyy';
    list.getCell('E2').numFmt = '#,##0 "people"';
    const table = await readAll(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(table.rows).toEqual([{ rowIndex: 0, cells: ['India', 'A Mill', 'Pune', '2024-05-17', '1500'] }]);
  });
});

describe('reading limits', () => {
  it('refuses more rows than allowed, keeping the rows before', async () => {
    const file = await openListFile('l.xlsx', textWorkbook(LIST), { ...LIST_FILE_LIMITS, maxRows: 2 });
    const rows: ListRow[] = [];
    await expect(async () => {
      for await (const row of file.rows()) rows.push(row);
    }).rejects.toThrow(new ListFileError('The file has more than 2 rows.'));
    expect(rows.map((row) => row.cells[1])).toEqual(['Tiruppur Mills']);
    await expect(readAll(textWorkbook(LIST), { maxRows: 3 })).resolves.toMatchObject({ rows: [{}, {}] });
    // Blank lines count as rows once data follows them, as in a spreadsheet; trailing ones are no rows.
    const csv = await openListFile(
      'l.csv',
      Buffer.from('country,name,address\n\n\n\nIndia,Tiruppur Mills,Tiruppur\n'),
      {
        ...LIST_FILE_LIMITS,
        maxRows: 3,
      },
    );
    await expect(async () => {
      for await (const row of csv.rows()) void row;
    }).rejects.toThrow(new ListFileError('The file has more than 3 rows.'));
    const trailing = await openListFile('l.csv', Buffer.from('country,name,address\n' + '\n'.repeat(10)), {
      ...LIST_FILE_LIMITS,
      maxRows: 3,
    });
    const read: ListRow[] = [];
    for await (const row of trailing.rows()) read.push(row);
    expect(read).toEqual([]);
  });

  it('refuses more cells, longer cells or wider rows than allowed', async () => {
    // Nine distinct texts in the shared-string table; nine cells in the sheet.
    await expect(readAll(textWorkbook(LIST), { maxCells: 8 })).rejects.toThrow(
      new ListFileError('The workbook has more than 8 cells.'),
    );
    const inlineCells = LIST.map(
      (row) => `<row>${row.map((text) => `<c t="inlineStr"><is><t>${text}</t></is></c>`).join('')}</row>`,
    ).join('');
    const inlineList = buildZip(workbookParts({ data: SHEET(inlineCells) }, []));
    await expect(readAll(inlineList, { maxCells: 8 })).rejects.toThrow(
      new ListFileError('The workbook has more than 8 cells.'),
    );
    await expect(readAll(inlineList, { maxCells: 9 })).resolves.toMatchObject({ rows: [{}, {}] });
    await expect(readAll(textWorkbook(LIST), { maxCellChars: 12 })).rejects.toThrow(
      new ListFileError('A cell has more than 12 characters.'),
    );
    const inline = buildZip(
      workbookParts({ data: SHEET('<row r="7"><c t="inlineStr"><is><t>country</t></is></c></row>') }, []),
    );
    await expect(readAll(inline, { maxCellChars: 5 })).rejects.toThrow(
      new ListFileError('Row 7 has a cell of more than 5 characters.'),
    );
    const wide = buildZip(
      workbookParts({ data: SHEET('<row r="1"><c r="SH1" t="s"><v>0</v></c></row>') }, ['country']),
    );
    await expect(readAll(wide, { maxColumns: 500 })).rejects.toThrow(
      new ListFileError('Row 1 has more than 500 columns.'),
    );
  });

  it('refuses a file whose reading takes longer than allowed', async () => {
    await expect(readAll(textWorkbook(LIST), { maxReadMs: 0 })).rejects.toThrow(
      new ListFileError('Reading the file took more than 0 seconds; save the list as a smaller file or as CSV.'),
    );
  });
});

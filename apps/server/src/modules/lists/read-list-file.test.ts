import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ListFileError, readListFile } from './read-list-file.ts';
import { mapColumns } from './list-columns.ts';

describe('reading list files', () => {
  it('reads a CSV with a BOM, quoted commas and blank rows, keeping row positions', async () => {
    const csv = '\uFEFFCountry , Facility Name,Address,Extra Notes\nBangladesh,"Knit, Ltd.","Plot 1, Dhaka",x\n,,,\nChina,B,Shanghai,\n';
    const table = await readListFile('list.csv', Buffer.from(csv));
    expect(table.header).toEqual(['Country', 'Facility Name', 'Address', 'Extra Notes']);
    expect(table.rows).toEqual([
      { rowIndex: 0, cells: ['Bangladesh', 'Knit, Ltd.', 'Plot 1, Dhaka', 'x'] },
      { rowIndex: 2, cells: ['China', 'B', 'Shanghai', ''] },
    ]);
    expect(mapColumns(table.header)).toEqual({
      standard: { country: 0, name: 1, address: 2 },
      nonstandard: { 'Extra Notes': 3 },
      missing: [],
    });
  });

  it('reads the first sheet of an .xlsx workbook, numbers and rich text as text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Suppliers');
    sheet.addRow(['country', 'name', 'address', 'number_of_workers']);
    sheet.addRow(['India', { richText: [{ text: 'Tiruppur ' }, { text: 'Mills' }] }, '44 Avinashi Road', 1200]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const table = await readListFile('list.xlsx', buffer);
    expect(table.rows).toEqual([{ rowIndex: 0, cells: ['India', 'Tiruppur Mills', '44 Avinashi Road', '1200'] }]);
  });

  it('reports missing required columns', () => {
    expect(mapColumns(['Name', 'Street']).missing).toEqual(['country', 'address']);
  });

  it('refuses a file that is not the format its name says', async () => {
    await expect(readListFile('list.xlsx', Buffer.from('country,name,address\n'))).rejects.toThrow(ListFileError);
    await expect(readListFile('list.csv', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).rejects.toThrow(
      'The file is not a text CSV file.',
    );
    await expect(readListFile('list.csv', Buffer.from('a,"b\n'))).rejects.toThrow(/could not be read/);
  });
});

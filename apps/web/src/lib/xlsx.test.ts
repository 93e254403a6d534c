import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxBytes } from './xlsx.ts';

describe('xlsx writer', () => {
  it('writes a workbook a spreadsheet reader opens, with text, numbers and empty cells', async () => {
    const rows = [
      ['Claim ID', 'Facility Name', 'Claim Decision'],
      [7, 'Rainbow <Knit> & "Co" ঢাকা', null],
      [12, 'A'.repeat(30), '2026-01-02'],
    ];
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(xlsxBytes('Claims', rows)) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Claims')!;
    const read = [1, 2, 3].map((r) => [1, 2, 3].map((c) => sheet.getRow(r).getCell(c).value));
    expect(read).toEqual(rows);
    expect(sheet.getRow(28).getCell(1).value).toBeNull();
  });
});

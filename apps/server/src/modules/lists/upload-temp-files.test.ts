import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUploadMessages } from '@registry/core/list-upload';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, login } from '../../test/auth-helpers.ts';
import { runJobs, uploadList } from '../../test/list-helpers.ts';
import { buildZip, lyingZipBomb, sharedStringRow, textWorkbook, workbookParts } from '../../test/xlsx-fixtures.ts';

/**
 * No copy of an upload is written outside the file storage: the temp directory (TMPDIR, which
 * os.tmpdir() reads at each call) is a fresh one for this file and must stay empty through
 * accepted, refused and failing uploads and their parsing.
 */
let t: TestApp;
let owner: string;
let tempDir: string;
const savedTmpDir = process.env.TMPDIR;

beforeAll(async () => {
  t = await createTestApp({ MAX_UPLOAD_BYTES: String(4 * 1024 * 1024) });
  await createUser(t.database.db, { email: 'owner@example.com' });
  owner = await login(t.app, 'owner@example.com');
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-upload-temp-'));
  process.env.TMPDIR = tempDir;
});
afterAll(async () => {
  if (savedTmpDir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = savedTmpDir;
  fs.rmSync(tempDir, { recursive: true, force: true });
  await t.close();
});

const UNREADABLE = { file: ['The file could not be read as an Excel (.xlsx) workbook.'] };
const LIST = [
  ['country', 'name', 'address'],
  ['India', 'Tiruppur Mills', '44 Avinashi Road'],
  ['China', 'Shanghai Knit', '9 Road'],
];

async function excelWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('List');
  for (const row of LIST) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('temporary copies of uploads', () => {
  it('leaves the temp directory empty after 100 mixed uploads (accepted, refused, failing) and their parsing', async () => {
    expect(os.tmpdir()).toBe(tempDir);
    const damaged = textWorkbook(LIST);
    const sheetData = damaged.indexOf('xl/worksheets/sheet1.xml') + 40; // a byte of the sheet's deflated data
    damaged.writeUInt8(damaged.readUInt8(sheetData) ^ 0xff, sheetData);
    const brokenRows = buildZip(
      workbookParts({ data: `<worksheet><sheetData>${sharedStringRow([0, 1, 2])}<row><c t="s"><v>3</v>` }, LIST.flat()),
    );
    const kinds: {
      name: string;
      content: Buffer | string;
      status: number;
      errors?: object;
      parsingErrors: string[];
    }[] = [
      { name: 'list.csv', content: LIST.map((row) => row.join(',')).join('\n'), status: 200, parsingErrors: [] },
      { name: 'excel.xlsx', content: await excelWorkbook(), status: 200, parsingErrors: [] },
      { name: 'hand-built.xlsx', content: textWorkbook(LIST), status: 200, parsingErrors: [] },
      { name: 'bomb.xlsx', content: lyingZipBomb(), status: 400, errors: UNREADABLE, parsingErrors: [] },
      { name: 'damaged.xlsx', content: damaged, status: 400, errors: UNREADABLE, parsingErrors: [] },
      {
        name: 'no-columns.xlsx',
        content: textWorkbook([
          ['name', 'street'],
          ['A', 'B'],
        ]),
        status: 400,
        errors: { file: [listUploadMessages.columnsMissing] },
        parsingErrors: [],
      },
      {
        name: 'broken-rows.xlsx',
        content: brokenRows,
        status: 200,
        parsingErrors: ['The file could not be read as an Excel (.xlsx) workbook.'],
      },
    ];
    const accepted: { id: number; parsingErrors: string[] }[] = [];
    for (let i = 0; i < 100; i++) {
      const kind = kinds[i % kinds.length]!;
      const response = await uploadList(t.app, owner, { name: `Upload ${kind.name.replace(/[^a-z]/g, ' ')}` }, kind);
      expect(response.statusCode, kind.name).toBe(kind.status);
      if (kind.errors) expect(response.json()).toEqual(kind.errors);
      else accepted.push({ id: response.json().id, parsingErrors: kind.parsingErrors });
    }
    await runJobs(t.config, t.database.db);
    const lists = await t.database.db
      .selectFrom('facility_lists')
      .select(['id', 'parsing_errors', 'parsed_at'])
      .orderBy('id')
      .execute();
    expect(
      lists.map((list) => ({
        id: list.id,
        parsingErrors: (list.parsing_errors as { message: string }[]).map((error) => error.message),
      })),
    ).toEqual(accepted);
    expect(lists.every((list) => list.parsed_at !== null)).toBe(true);
    expect(fs.readdirSync(tempDir)).toEqual([]);
  }, 120_000);
});

import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUploadMessages } from '@registry/core/list-upload';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';
import { multipartBody, runJobs, uploadList } from '../../test/list-helpers.ts';
import { lyingZipBomb } from '../../test/xlsx-fixtures.ts';

let t: TestApp;
let owner: string;
let otherListId: number;

beforeAll(async () => {
  t = await createTestApp({ MAX_UPLOAD_BYTES: String(4 * 1024 * 1024), AUTO_APPROVE_LISTS: 'true' });
  await createUser(t.database.db, { email: 'owner@example.com' });
  owner = await login(t.app, 'owner@example.com');
  await createUser(t.database.db, { email: 'other@example.com' });
  const other = await login(t.app, 'other@example.com');
  otherListId = (
    await uploadList(t.app, other, { name: 'Theirs' }, { name: 'a.csv', content: 'country,name,address\n' })
  ).json().id;
});
afterAll(() => t.close());

const GOOD = 'country,name,address\nIndia,A Mill,Pune\n';
const listRow = (id: number) =>
  t.database.db.selectFrom('facility_lists').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const itemsOf = (id: number) =>
  t.database.db
    .selectFrom('facility_list_items')
    .select(['row_index', 'status', 'processing_errors', 'name'])
    .where('facility_list_id', '=', id)
    .orderBy('row_index')
    .execute();
const listCount = async () => (await t.database.db.selectFrom('facility_lists').select('id').execute()).length;

describe('upload refusals (nothing stored)', () => {
  it.each([
    ['no name', { name: '' }, { name: 'l.csv', content: GOOD }, { name: [listUploadMessages.nameMissing] }],
    [
      'accented name',
      { name: 'Liste été' },
      { name: 'l.csv', content: GOOD },
      { name: [listUploadMessages.nameInvalidCharacters] },
    ],
    [
      'name without letters',
      { name: '2026 - 01' },
      { name: 'l.csv', content: GOOD },
      { name: [listUploadMessages.nameNeedsLetters] },
    ],
    [
      'over-long name',
      { name: 'A'.repeat(201) },
      { name: 'l.csv', content: GOOD },
      { name: [listUploadMessages.nameTooLong(201)] },
    ],
    ['no file', { name: 'List' }, undefined, { file: [listUploadMessages.fileMissing] }],
    ['a .txt file', { name: 'List' }, { name: 'l.txt', content: GOOD }, { file: [listUploadMessages.fileType] }],
    ['an empty file', { name: 'List' }, { name: 'l.csv', content: '' }, { file: [listUploadMessages.fileEmpty] }],
    [
      'missing columns',
      { name: 'List' },
      { name: 'l.csv', content: 'name,street\nA,B\n' },
      { file: [listUploadMessages.columnsMissing] },
    ],
    [
      'a wrong delimiter',
      { name: 'List' },
      { name: 'l.csv', content: 'country|name|address\nIndia|A|B\n' },
      { file: [listUploadMessages.columnsMissing] },
    ],
    [
      'binary junk renamed .csv',
      { name: 'List' },
      { name: 'l.csv', content: Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919 + 13) % 256)) },
      { file: ['The file is not a text CSV file.'] },
    ],
    [
      'a CSV renamed .xlsx',
      { name: 'List' },
      { name: 'l.xlsx', content: GOOD },
      { file: ['The file could not be read as an Excel (.xlsx) workbook.'] },
    ],
    [
      'a file over the size limit',
      { name: 'List' },
      { name: 'l.csv', content: `country,name,address\n${'India,A,B\n'.repeat(450_000)}` },
      { file: [listUploadMessages.fileTooLarge(4 * 1024 * 1024)] },
    ],
    [
      "another contributor's list to replace",
      { name: 'List', replaces: 'OTHER' },
      { name: 'l.csv', content: GOOD },
      { replaces: [listUploadMessages.replacesInvalid] },
    ],
    [
      'a replaces that is not an id',
      { name: 'List', replaces: 'abc' },
      { name: 'l.csv', content: GOOD },
      { replaces: [listUploadMessages.replacesInvalid] },
    ],
  ])('refuses %s with 400', async (_label, fields, file, errors) => {
    const before = await listCount();
    const values: Record<string, string> = { ...fields };
    if (values.replaces === 'OTHER') values.replaces = String(otherListId);
    const response = await uploadList(t.app, owner, values, file);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
    expect(await listCount()).toBe(before);
  });

  it('refuses anonymous uploads, non-multipart bodies, and uploads during maintenance', async () => {
    const body = multipartBody({ name: 'List' }, { name: 'l.csv', content: GOOD });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/facility-lists/',
      headers: { ...CLIENT_HEADERS, ...body.headers },
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/facility-lists/',
      headers: { ...CLIENT_HEADERS, cookie: owner },
      payload: { name: 'List' },
    });
    expect(json.statusCode).toBe(400);
    await t.database.db
      .updateTable('feature_flags')
      .set({ is_active: true })
      .where('name', '=', 'disable_list_uploading')
      .execute();
    const refused = await uploadList(t.app, owner, { name: 'List' }, { name: 'l.csv', content: GOOD });
    await t.database.db
      .updateTable('feature_flags')
      .set({ is_active: false })
      .where('name', '=', 'disable_list_uploading')
      .execute();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      detail:
        'Open Supply Hub is undergoing maintenance and not accepting new data at the moment. Please try again in a few minutes.',
    });
  });
});

describe('bad rows: a row-level error each, the other rows processed, no row lost', () => {
  it('handles formulas, markup, long names, unknown countries, bad coordinates, ragged rows and multi-line cells', async () => {
    const long = 'N'.repeat(230);
    const rows = [
      'Bangladesh,Good Knit Mills,"House 1, Road 2, Mirpur, Dhaka",23.8,90.36',
      'Bangladesh,"=HYPERLINK(""http://evil.example"",""click"")",Dhaka,,',
      'Bangladesh,<script>alert(1)</script>,Dhaka,,',
      `Bangladesh,${long},Dhaka,,`,
      'Narnia,Lion Works,Wardrobe Lane,,',
      'Bangladesh,Off Map Mills,Dhaka,123,90',
      'Bangladesh,Half Point Mills,Dhaka,23.8,',
      'Bangladesh,Short Row Mills',
      'Bangladesh,Long Row Mills,Dhaka,23.8,90.4,extra,cells',
      'Bangladesh,"Two Line\nMills","Plot 9\nGazipur",,',
      'Bangladesh,Good Knit Mills,"House 1, Road 2, Mirpur, Dhaka",23.8,90.36',
      "Sp'ain,Iberia Knits,Calle Mayor 1,,",
      "A'ustralia,Outback Weaving,1 George St,,",
    ];
    const csv = `country,name,address,lat,lng\n${rows.join('\n')}\n`;
    const upload = await uploadList(t.app, owner, { name: 'Bad rows' }, { name: 'bad.csv', content: csv });
    expect(upload.statusCode).toBe(200);
    await runJobs(t.config, t.database.db);
    const items = await itemsOf(upload.json().id);
    expect(items).toHaveLength(rows.length);
    expect(items.map((item) => [item.status, item.processing_errors])).toEqual([
      ['NEW_FACILITY', []],
      ['ERROR_PARSING', ['The name looks like a spreadsheet formula; enter the text itself.']],
      ['ERROR_PARSING', ['The name contains HTML markup, which is not allowed.']],
      ['ERROR_PARSING', ['Ensure this value has at most 200 characters. (it has 230)']],
      ['ERROR_PARSING', ["Could not find a country code for 'Narnia'."]],
      ['ERROR_PARSING', ["Invalid lat '123': enter a number between -90 and 90."]],
      ['ERROR_PARSING', ['Enter both lat and lng, or neither.']],
      ['ERROR_PARSING', ['The address is missing.']],
      ['ERROR_PARSING', ['The row has 7 cells but the header has 5 columns.']],
      [expect.stringMatching(/^(NEW_FACILITY|MATCHED)$/), []],
      ['DUPLICATE', ['The same facility as row 2.']],
      ['ERROR_PARSING', ["Could not find a country code for 'Sp'ain'."]],
      ['ERROR_PARSING', ["Could not find a country code for 'A'ustralia'."]],
    ]);
    expect(items[9]!.name).toBe('Two Line Mills');
  });

  it('keeps the rows before an unterminated quote and reports the rest as a list-level error', async () => {
    const csv = 'country,name,address\nIndia,First Mill,Pune\nIndia,"Second Mill,Pune\nIndia,Third Mill,Pune\n';
    const upload = await uploadList(t.app, owner, { name: 'Open quote' }, { name: 'q.csv', content: csv });
    await runJobs(t.config, t.database.db);
    const list = (
      await t.app.inject({ method: 'GET', url: `/api/facility-lists/${upload.json().id}/`, headers: { cookie: owner } })
    ).json();
    expect(list.parsing_errors).toEqual([
      {
        message: 'A quoted cell starting after line 2 is never closed, so the file could not be read from line 3 on.',
        type: 'ParsingError',
      },
    ]);
    expect(list.item_count).toBe(1);
    expect((await itemsOf(upload.json().id)).map((item) => item.name)).toEqual(['First Mill']);
  });

  it('accepts a header-only file as an empty list', async () => {
    const upload = await uploadList(
      t.app,
      owner,
      { name: 'Header only' },
      { name: 'h.csv', content: 'country,name,address\n' },
    );
    await runJobs(t.config, t.database.db);
    const list = (
      await t.app.inject({ method: 'GET', url: `/api/facility-lists/${upload.json().id}/`, headers: { cookie: owner } })
    ).json();
    expect(list).toMatchObject({ item_count: 0, parsing_errors: [], progress: { step: 'done' } });
  });

  it('reads an .xlsx list and refuses a workbook that unpacks to more than a list can be', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('List');
    sheet.addRow(['Country', 'Name', 'Address', 'number_of_workers']);
    sheet.addRow(['VN', 'Saigon Shoes', '12 Tran Hung Dao, Ho Chi Minh City', 1500]);
    const upload = await uploadList(
      t.app,
      owner,
      { name: 'Workbook' },
      { name: 'w.xlsx', content: Buffer.from(await workbook.xlsx.writeBuffer()) },
    );
    expect(upload.statusCode).toBe(200);
    await runJobs(t.config, t.database.db);
    expect((await itemsOf(upload.json().id)).map((item) => item.status)).toEqual(['NEW_FACILITY']);

    // A real zip bomb: one sheet of 300 MB of repeated bytes, deflated to a few hundred kB.
    const bomb = new ExcelJS.Workbook();
    const bombSheet = bomb.addWorksheet('List');
    bombSheet.addRow(['country', 'name', 'address']);
    bombSheet.addRow(['India', 'x'.repeat(32_000), 'Pune']);
    const zipped = Buffer.from(await bomb.xlsx.writeBuffer());
    // Patch the declared unpacked size of the sheet entry to 300 MB, as a bomb declares it.
    const directory = zipped.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zipped.writeUInt32LE(300 * 1024 * 1024, directory + 24);
    const refused = await uploadList(t.app, owner, { name: 'Bomb' }, { name: 'b.xlsx', content: zipped });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      file: ['The workbook is too large when unpacked; save the list as a smaller file or as CSV.'],
    });
  });

  it('refuses the lying zip bomb (52 MB declared, 1 GiB inside) at upload, storing nothing', async () => {
    const before = await listCount();
    const refused = await uploadList(
      t.app,
      owner,
      { name: 'Lying bomb' },
      { name: 'bomb.xlsx', content: lyingZipBomb() },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ file: ['The file could not be read as an Excel (.xlsx) workbook.'] });
    expect(await listCount()).toBe(before);
  });

  it('reads a 200,000-row file into 200,000 items, answering requests all the while', async () => {
    const lines = Array.from({ length: 200_000 }, (_, i) => `IN,M${i},R${i}`);
    const upload = await uploadList(
      t.app,
      owner,
      { name: 'Huge' },
      { name: 'huge.csv', content: `country,name,address\n${lines.join('\n')}\n` },
    );
    expect(upload.statusCode).toBe(200);
    const id = upload.json().id;
    // Parse only: the rows are left waiting for geocoding by taking the list back to pending.
    await t.database.db.updateTable('facility_lists').set({ status: 'PENDING' }).where('id', '=', id).execute();
    let parsed = false;
    const parsing = runJobs(t.config, t.database.db).then(() => (parsed = true));
    // The list's own page, asked again and again while the parse runs: answered part-way through it.
    const answeredDuringParse = new Set<number>();
    while (!parsed) {
      const list = (
        await t.app.inject({ method: 'GET', url: `/api/facility-lists/${id}/`, headers: { cookie: owner } })
      ).json();
      if (!parsed && list.progress.step === 'parse' && list.progress.parse.done > 0)
        answeredDuringParse.add(list.progress.parse.done);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    await parsing;
    expect(answeredDuringParse.size).toBeGreaterThan(1);
    expect(Math.max(...answeredDuringParse)).toBeLessThan(200_000);
    expect((await listRow(id)).item_count).toBe(200_000);
    const stored = await t.database.db
      .selectFrom('facility_list_items')
      .select(({ fn }) => [fn.countAll<number>().as('items'), fn.count<number>('row_index').distinct().as('rows')])
      .where('facility_list_id', '=', id)
      .executeTakeFirstOrThrow();
    expect({ items: Number(stored.items), rows: Number(stored.rows) }).toEqual({ items: 200_000, rows: 200_000 });
  }, 240_000);
});

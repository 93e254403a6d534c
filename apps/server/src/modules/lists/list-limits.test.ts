import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFileMessages } from '@registry/core/list-file-messages';
import { listUploadMessages } from '@registry/core/list-upload';
import { MAX_STRING_LENGTH } from '@registry/core/limits';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, login } from '../../test/auth-helpers.ts';
import { runJobs, uploadList } from '../../test/list-helpers.ts';
import { createFileStorage } from '../../adapters/file-storage.ts';
import { LIST_ROW_LIMITS } from './list-file-limits.ts';
import { parseList } from './parse-list.ts';
import { STORED_COPIES } from './read-list-items.ts';

/**
 * Issue [3.4] item 2: what one list may cost to store is bounded in rows and characters, not only
 * in bytes. Blank rows after the data are not stored (nor read one by one), identical rows past a
 * few copies are counted as DUPLICATE without an item each, and a cell or row over its limit is
 * stored cut, its real length in the row's message.
 */
let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp({ AUTO_APPROVE_LISTS: 'false' });
  await createUser(t.database.db, { email: 'limits@example.com' });
  owner = await login(t.app, 'limits@example.com');
});
afterAll(() => t.close());

async function parsed(name: string, content: string) {
  const upload = await uploadList(t.app, owner, { name }, { name: 'l.csv', content });
  expect(upload.statusCode, upload.body).toBe(200);
  const id = upload.json<{ id: number }>().id;
  await runJobs(t.config, t.database.db);
  const list = await t.app.inject({ method: 'GET', url: `/api/facility-lists/${id}/`, headers: { cookie: owner } });
  const items = await t.database.db
    .selectFrom('facility_list_items')
    .select(['row_index', 'status', 'processing_errors', 'raw_data', 'name', 'address'])
    .where('facility_list_id', '=', id)
    .orderBy('row_index')
    .execute();
  return { id, list: list.json(), items };
}

const longestStored = (items: { raw_data: unknown; processing_errors: unknown }[]) =>
  Math.max(
    ...items.flatMap((item) => Object.values(item.raw_data as Record<string, string>).map((cell) => cell.length)),
    ...items.flatMap((item) => (item.processing_errors as string[]).map((message) => message.length)),
  );

describe('list limits in rows and characters', () => {
  it('reads a row followed by 4 MB of line breaks in seconds, storing the one row', async () => {
    const started = performance.now();
    const { list, items } = await parsed(
      'Newlines',
      `country,name,address\nIndia,Pune Knit,Plot 4\n${'\n'.repeat(4 * 1024 * 1024)}`,
    );
    expect(items.map((item) => [item.row_index, item.status, item.name])).toEqual([[0, 'PARSED', 'Pune Knit']]);
    expect(list).toMatchObject({ item_count: 1, parsing_errors: [] });
    // Read by csv-parse, this file ran into the 60 s reading limit.
    expect(performance.now() - started).toBeLessThan(30_000);
  });

  it(`stores ${STORED_COPIES} copies of a repeated row and counts the rest as DUPLICATE`, async () => {
    const copies = 200_000;
    const { list, items } = await parsed(
      'Repeated',
      `country,name,address\nIndia,Other Mill,Road 9\n${'India,Pune Knit,Plot 4\n'.repeat(copies)}`,
    );
    expect(items.map((item) => [item.row_index, item.status])).toEqual([
      [0, 'PARSED'],
      [1, 'PARSED'],
      ...Array.from({ length: STORED_COPIES }, (_, i) => [i + 2, 'DUPLICATE']),
    ]);
    expect(items.at(-1)!.processing_errors).toEqual([
      'The same facility as row 3.',
      listFileMessages.repeatedRows(3, copies - 1 - STORED_COPIES),
    ]);
    expect(list.item_count).toBe(copies + 1);
    expect(list.status_counts).toMatchObject({ PARSED: 2, DUPLICATE: copies - 1 });
    expect(list.progress.parse).toEqual({ done: copies + 1, total: copies + 1, failed: 0 });
  });

  it('refuses a cell over the cell limit, storing it cut and saying its length', async () => {
    const huge = 'n'.repeat(3 * 1024 * 1024);
    const { items } = await parsed('Huge cell', `country,name,address\nIndia,${huge},Plot 4\nIndia,Fine Mill,Road 1\n`);
    expect(items.map((item) => item.status)).toEqual(['ERROR_PARSING', 'PARSED']);
    expect(items[0]!.processing_errors).toEqual([
      'The name cell has 3,145,728 characters; a cell may have at most 32,767. Only its first characters are kept.',
    ]);
    expect(listFileMessages.cellTooLong('name', huge.length, LIST_ROW_LIMITS.maxCellChars)).toBe(
      (items[0]!.processing_errors as string[])[0],
    );
    expect(items[0]!.raw_data).toEqual({ country: 'India', name: 'n'.repeat(200), address: 'Plot 4' });
    expect(items[0]!.name).toHaveLength(MAX_STRING_LENGTH);
    expect(longestStored(items)).toBeLessThanOrEqual(LIST_ROW_LIMITS.rejectedCellChars);
  });

  it('cuts a name refused for its length, and every cell of a row over the row limit', async () => {
    const name = 'N'.repeat(230);
    const wide = Array.from({ length: 5 }, (_, i) => String(i).repeat(20_000));
    const { items } = await parsed(
      'Long cells',
      `country,name,address,a,b,c,d,e\nIndia,${name},Plot 4,,,,,\nIndia,Wide Mill,Road 1,${wide.join(',')}\n`,
    );
    expect(items.map((item) => [item.status, item.processing_errors])).toEqual([
      ['ERROR_PARSING', ['Ensure this value has at most 200 characters. (it has 230)']],
      ['ERROR_PARSING', [listFileMessages.rowTooLong(100_000 + 'IndiaWide MillRoad 1'.length, 65_536)]],
    ]);
    expect(items[0]!.raw_data).toMatchObject({ name: name.slice(0, 200) });
    expect(items[1]!.raw_data).toEqual({
      country: 'India',
      name: 'Wide Mill',
      address: 'Road 1',
      a: '0'.repeat(200),
      b: '1'.repeat(200),
      c: '2'.repeat(200),
      d: '3'.repeat(200),
      e: '4'.repeat(200),
    });
  });

  it('ends a parse over its time budget with a list error, keeping the rows read', async () => {
    const upload = await uploadList(
      t.app,
      owner,
      { name: 'Slow' },
      { name: 's.csv', content: `country,name,address\n${'India,Mill,Road\n'.repeat(3)}` },
    );
    const id = upload.json<{ id: number }>().id;
    await parseList({ db: t.database.db, files: createFileStorage(t.config) }, id, { budgetMs: 0 });
    const list = await t.app.inject({ method: 'GET', url: `/api/facility-lists/${id}/`, headers: { cookie: owner } });
    expect(list.json()).toMatchObject({
      item_count: 3,
      parsing_errors: [{ message: listFileMessages.readingTooLong(0), type: 'ParsingError' }],
    });
    expect(listFileMessages.readingTooLong(300)).toBe(
      'Reading the file took more than 300 seconds; save the list as a smaller file or split it into several lists.',
    );
  });
});

describe('upload rate limit per account', () => {
  it('accepts the limit, refuses the next with 429, and counts each account and only accepted uploads', async () => {
    const limited = await createTestApp({ LIST_UPLOADS_PER_MINUTE: '3', LIST_UPLOADS_PER_DAY: '50' });
    try {
      await createUser(limited.database.db, { email: 'burst@example.com' });
      await createUser(limited.database.db, { email: 'calm@example.com' });
      const burst = await login(limited.app, 'burst@example.com');
      const calm = await login(limited.app, 'calm@example.com');
      const file = { name: 'l.csv', content: 'country,name,address\nIndia,Mill,Road\n' };
      // A refused upload (no name) does not count.
      expect((await uploadList(limited.app, burst, { name: '' }, file)).statusCode).toBe(400);
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await uploadList(limited.app, burst, { name: `Burst ${i}` }, file));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429, 429]);
      const refusal = answers[3]!.json<{ detail: string }>();
      expect(refusal.detail).toMatch(
        /^An account may upload at most 3 lists a minute and 50 a day\. Please try again in \d+ seconds?\.$/,
      );
      expect(Object.keys(refusal)).toEqual(['detail']);
      expect((await uploadList(limited.app, calm, { name: 'Calm' }, file)).statusCode).toBe(200);
      const stored = await limited.database.db.selectFrom('facility_lists').select('name').orderBy('id').execute();
      expect(stored.map((list) => list.name)).toEqual(['Burst 0', 'Burst 1', 'Burst 2', 'Calm']);
      expect(listUploadMessages.tooManyUploads(5, 100, 3_600)).toBe(
        'An account may upload at most 5 lists a minute and 100 a day. Please try again in 60 minutes.',
      );
    } finally {
      await limited.close();
    }
  });
});

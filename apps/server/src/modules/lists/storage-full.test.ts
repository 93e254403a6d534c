import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, login } from '../../test/auth-helpers.ts';
import { uploadList } from '../../test/list-helpers.ts';

/**
 * A full disk while an upload is stored: a real ENOSPC from the kernel, by putting /dev/full where
 * the file's temporary copy is written. The upload is refused clearly and nothing is kept.
 */
let t: TestApp;
let owner: string;
let filesDir: string;

beforeAll(async () => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-full-disk-'));
  t = await createTestApp({ FILES_DIR: filesDir });
  await createUser(t.database.db, { email: 'owner@example.com' });
  owner = await login(t.app, 'owner@example.com');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

const nextListId = async () => {
  const row = await sql<{
    last_value: number;
    is_called: boolean;
  }>`select last_value, is_called from facility_lists_id_seq`.execute(t.database.db);
  const { last_value, is_called } = row.rows[0]!;
  return Number(last_value) + (is_called ? 1 : 0);
};

describe('upload onto a full disk', () => {
  it('answers 507 with a clear message and stores no list, no file and no job', async () => {
    const listId = await nextListId();
    const directory = path.join(filesDir, 'lists', String(listId));
    fs.mkdirSync(directory, { recursive: true });
    fs.symlinkSync('/dev/full', path.join(directory, `suppliers.csv.${process.pid}.tmp`));

    const response = await uploadList(
      t.app,
      owner,
      { name: 'Spring list' },
      { name: 'suppliers.csv', content: 'country,name,address\nIndia,A Mill,Pune\n' },
    );
    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual({
      detail: 'There is no room to store the file right now. Please try again later or contact support.',
    });
    expect(await t.database.db.selectFrom('facility_lists').select('id').execute()).toEqual([]);
    expect(await t.database.db.selectFrom('jobs').select('id').execute()).toEqual([]);
    expect(fs.readdirSync(directory)).toEqual([]);

    // With room again, the same upload goes through.
    const retry = await uploadList(
      t.app,
      owner,
      { name: 'Spring list' },
      { name: 'suppliers.csv', content: 'country,name,address\nIndia,A Mill,Pune\n' },
    );
    expect(retry.statusCode).toBe(200);
  });
});

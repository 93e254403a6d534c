import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage } from '../adapters/file-storage.ts';
import { createUser, login } from '../test/auth-helpers.ts';
import { runJobs, uploadList } from '../test/list-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { ORPHAN_MIN_AGE_MS, ORPHAN_SWEEP_JOB } from './orphan-files.ts';
import { enqueue } from './queue.ts';

// A crash between storing an upload and committing its row leaves a file no row points at; the
// sweep deletes such files once they are old enough not to be an upload still being saved.

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  // A data directory of its own: the sweep looks at every stored file.
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'orphan-sweep-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('orphan file sweep', () => {
  it('deletes old files that no row points at, and keeps the rest', async () => {
    await createUser(t.database.db, { email: 'owner@example.com' });
    const cookie = await login(t.app, 'owner@example.com');
    const upload = await uploadList(
      t.app,
      cookie,
      { name: 'Kept' },
      { name: 'kept.csv', content: 'country,name,address\nBangladesh,Kept Mills,1 Road, Dhaka' },
    );
    expect(upload.statusCode).toBe(200);
    const { file_key: listKey } = await t.database.db
      .selectFrom('facility_lists')
      .select('file_key')
      .where('id', '=', upload.json().id as number)
      .executeTakeFirstOrThrow();

    const files = createFileStorage(t.config);
    await files.put('lists/999999/crashed-upload.csv', Buffer.from('country,name,address\n'));
    await files.put('claims/0b6a3c1e-old', Buffer.from('%PDF'));
    await files.put('lists/999998/just-stored.csv', Buffer.from('country,name,address\n'));
    // A write cut short leaves its temporary file beside the key.
    await files.put('lists/999997/cut-short.csv.4242.tmp', Buffer.from('country,na'));
    const old = new Date(Date.now() - ORPHAN_MIN_AGE_MS - 60_000);
    for (const key of [
      listKey,
      'lists/999999/crashed-upload.csv',
      'claims/0b6a3c1e-old',
      'lists/999997/cut-short.csv.4242.tmp',
    ]) {
      await fs.utimes(path.join(t.config.filesDir, key), old, old);
    }

    await enqueue(t.database.db, ORPHAN_SWEEP_JOB, {}, { dedupeKey: ORPHAN_SWEEP_JOB });
    await runJobs(t.config, t.database.db);

    const left = (await files.list()).map((entry) => entry.key).sort();
    // The list's own file stays however old; the fresh file may be an upload still being saved.
    expect(left).toEqual([listKey, 'lists/999998/just-stored.csv'].sort());
    const job = await t.database.db
      .selectFrom('jobs')
      .select(['status', 'attempts'])
      .where('name', '=', ORPHAN_SWEEP_JOB)
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ status: 'done', attempts: 1 });
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { unimportedPgliteMessage } from './legacy-data-dir.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-legacy-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe('a data directory of the PGlite versions', () => {
  it('stops the start with how to carry the data over', () => {
    const legacy = path.join(scratch, 'db');
    fs.mkdirSync(legacy);
    fs.writeFileSync(path.join(legacy, 'PG_VERSION'), '17\n');
    expect(unimportedPgliteMessage(legacy)).toBe(
      `${legacy} holds the database of an earlier version (PGlite), which this version no longer reads. ` +
        'To keep its data, start commit cdda238 of this project once on the same DATA_DIR: it copies the data ' +
        'into the embedded PostgreSQL and renames the directory to db.imported; then start this version. ' +
        `To start with an empty database instead, move ${legacy} away.`,
    );
  });

  it('says nothing without one, or once it was copied (renamed db.imported)', () => {
    expect(unimportedPgliteMessage(path.join(scratch, 'missing'))).toBeNull();
    fs.mkdirSync(path.join(scratch, 'empty'));
    expect(unimportedPgliteMessage(path.join(scratch, 'empty'))).toBeNull();
  });
});

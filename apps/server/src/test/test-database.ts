import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { adminUrl, databaseUrlFor } from './postgres-url.ts';

let counter = 0;

/** A fresh, migrated database for one test file (cloned from the global template). */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('templateDatabase');
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const dump = new Blob([fs.readFileSync(template)]);
    return openDatabase({ loadDataDir: dump });
  }
  const name = `${template}_f${process.pid}_${++counter}`;
  const admin = new pg.Client({ connectionString: adminUrl(databaseUrl) });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ databaseUrl: databaseUrlFor(databaseUrl, name), poolSize: 5 });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl(databaseUrl) });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`).finally(() => cleanup.end());
    },
  };
}

import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { adminUrl, databaseUrlFor } from './postgres-url.ts';

let counter = 0;

/** A fresh, migrated database for one test file (cloned from the global template). */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('templateDatabase');
  const serverUrl = inject('serverUrl');
  const name = `${template}_f${process.pid}_${++counter}`;
  const admin = new pg.Client({ connectionString: adminUrl(serverUrl) });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name), poolSize: 5 });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl(serverUrl) });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`).finally(() => cleanup.end());
    },
  };
}

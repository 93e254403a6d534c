import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import pg from 'pg';
import { adminUrl, databaseUrlFor } from './postgres-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: name of the migrated template database. PGlite: path of a dumped data dir. */
    templateDatabase: string;
  }
}

/**
 * Migrates once, then every test file clones the result: a PGlite data-dir dump (~1 s to load)
 * or a PostgreSQL `CREATE DATABASE ... TEMPLATE` (~100 ms), instead of migrating per file.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = `registry_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl(databaseUrl) });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const database = await openDatabase({ databaseUrl: databaseUrlFor(databaseUrl, template) });
    await migrate(database.db);
    await database.close();
    project.provide('templateDatabase', template);
    return async () => {
      await dropTestDatabases(admin, template);
      await admin.end();
    };
  }
  const database = await openDatabase({});
  await migrate(database.db);
  const dumpPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'registry-test-')), 'template.tar');
  await database.dumpDataDir!(dumpPath);
  await database.close();
  project.provide('templateDatabase', dumpPath);
  return () => fs.rmSync(path.dirname(dumpPath), { recursive: true, force: true });
}

async function dropTestDatabases(admin: pg.Client, template: string) {
  const result = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname = $1 or datname like $2`,
    [template, `${template}_f%`],
  );
  for (const row of result.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
}

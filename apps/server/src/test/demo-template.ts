import pg from 'pg';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { adminUrl, databaseUrlFor } from './postgres-url.ts';

/**
 * The browser tests' servers start on the demo data set, and the seed gives the same data for the
 * same facility count: instead of every server migrating and seeding its own database (seconds of
 * CPU each), the first one of a count seeds a template database that the rest clone with
 * `CREATE DATABASE ... TEMPLATE` (~0.2 s). The run's global setup names the templates (`prefix`)
 * and drops them at the end.
 */
export async function demoTemplate(
  serverUrl: string,
  prefix: string,
  demoFacilities: string | undefined,
): Promise<string> {
  const facilities = loadConfig({
    NODE_ENV: 'test',
    ...(demoFacilities === undefined ? {} : { DEMO_FACILITIES: demoFacilities }),
  }).demoFacilities;
  const name = `${prefix}_${facilities}`;
  const admin = new pg.Client({ connectionString: adminUrl(serverUrl) });
  await admin.connect();
  try {
    // Servers of one count starting at once: one seeds, the others wait for it.
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) {
      // Seeded under another name and renamed when done: a failed seed leaves no half template.
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const database = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, building) });
      try {
        await migrate(database.db);
        await seedDemo(database, { facilities, env: 'test' });
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
    }
  } finally {
    await admin.end();
  }
  return name;
}

/** Drops the templates `demoTemplate` made under `prefix`. */
export async function dropDemoTemplates(serverUrl: string, prefix: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl(serverUrl) });
  await admin.connect();
  try {
    const result = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `${prefix}\\_%`,
    ]);
    for (const row of result.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
  } finally {
    await admin.end();
  }
}

// npm run migrate: applies pending migrations to the configured database and exits.
import { loadConfig } from '../config.ts';
import { openDatabase } from './database.ts';
import { migrate } from './migrate.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, embeddedDir: config.embeddedDbDir });
try {
  const applied = await migrate(database.db);
  console.log(applied.length ? `Applied ${applied.join(', ')}` : 'Database is up to date');
} finally {
  await database.close();
}

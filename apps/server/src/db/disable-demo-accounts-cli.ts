// npm run disable-demo-accounts: disables the published demo accounts in the configured database
// (a production server refuses to start while they can log in) and exits.
import { loadConfig } from '../config.ts';
import { openDatabase } from './database.ts';
import { disableDemoUsers } from './seed/demo-users.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, embeddedDir: config.embeddedDbDir });
try {
  const disabled = await disableDemoUsers(database.db);
  console.log(disabled ? `Disabled ${disabled} demo account(s).` : 'No demo account can log in: nothing to do.');
} finally {
  await database.close();
}

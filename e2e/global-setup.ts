import { dropDemoTemplates } from '../apps/server/src/test/demo-template.ts';
import { buildServerBundle } from './server-bundle.ts';

/**
 * Builds the server into plain modules that every server of the run starts from
 * (E2E_SERVER_MAIN, E2E_WORKER_MAIN; see server-bundle.ts). On PostgreSQL, the servers of this
 * run clone their seeded demo database from templates named here (made on first use, see
 * demo-template.ts) and dropped at the end. The test workers, forked after this runs, inherit
 * the names.
 */
export default async function setup() {
  const bundle = await buildServerBundle();
  process.env.E2E_SERVER_MAIN = bundle.main;
  process.env.E2E_WORKER_MAIN = bundle.worker;
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return bundle.remove;
  const prefix = `e2e_tpl_${process.pid}`;
  process.env.E2E_DEMO_TEMPLATES = prefix;
  return async () => {
    bundle.remove();
    delete process.env.E2E_DEMO_TEMPLATES;
    await dropDemoTemplates(serverUrl, prefix);
  };
}

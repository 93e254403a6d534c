import { dropDemoTemplates } from '../apps/server/src/test/demo-template.ts';

/**
 * On PostgreSQL, the servers of this run clone their seeded demo database from templates named
 * here (made on first use, see demo-template.ts) and dropped at the end. The test workers, forked
 * after this runs, inherit the name.
 */
export default function setup() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return;
  const prefix = `e2e_tpl_${process.pid}`;
  process.env.E2E_DEMO_TEMPLATES = prefix;
  return async () => {
    delete process.env.E2E_DEMO_TEMPLATES;
    await dropDemoTemplates(serverUrl, prefix);
  };
}

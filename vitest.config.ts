import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Unit and HTTP integration tests. Every server test file gets its own database,
// cloned from one migrated template made by the global setup.
export default defineConfig({
  // The web app's `@/` import alias (apps/web/vite.config.ts), for its unit tests.
  resolve: { alias: [{ find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'apps/web/src')}/` }] },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});

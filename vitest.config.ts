import os from 'node:os';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Server test files that need a process of their own: what they test is the process's first
 * state, which an earlier file in a shared worker would have changed. embedded-restart reads
 * counts through a plain `pg` client as strings (database.ts parses int8 as numbers for the whole
 * process); gazetteer-thread times the gazetteer's first load.
 */
const FRESH_PROCESS = [
  'apps/server/src/embedded-restart.test.ts',
  'apps/server/src/modules/geocoding/gazetteer-thread.test.ts',
];

/**
 * Server test files that hold the server to a time bound (1,000 records matched well under a
 * minute; Nominatim requests spaced 350 ms apart as they arrive): they run after the others, one
 * at a time, so that no other file takes their CPU. At load average 15-20 with two files at a
 * time, both missed their bounds (97 s; a 336 ms gap).
 */
const TIMED = ['apps/server/src/modules/facility-match/batch-speed.test.ts', 'apps/server/src/services.test.ts'];

/**
 * The projects do not extend the root config: they would inherit its global setup and run it once
 * each. It runs once, for the root, and its database and template are every project's.
 */
const project = (
  name: string,
  test: NonNullable<TestProjectInlineConfiguration['test']>,
): TestProjectInlineConfiguration => ({
  // The web app's `@/` import alias (apps/web/vite.config.ts), for its unit tests.
  resolve: { alias: [{ find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'apps/web/src')}/` }] },
  test: { name, testTimeout: 30_000, hookTimeout: 120_000, pool: 'forks', ...test },
});

// Unit and HTTP integration tests. Every server test file gets its own database, cloned from one
// migrated template made by the global setup. `--project 'server*'` runs the server's files.
export default defineConfig({
  test: {
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    // One file per core. Vitest's default is one fewer (a single file at a time on 2 cores), but a
    // server file spends much of its time waiting for PostgreSQL, another process: a second file
    // takes that time. Each file has its own database and data directory. TEST_FILES_AT_ONCE
    // overrides it (.ci/run, which runs other work beside the suite).
    maxWorkers: Number(process.env.TEST_FILES_AT_ONCE ?? os.availableParallelism()),
    projects: [
      // A worker keeps the modules it has loaded from one test file to the next: the app's module
      // graph (Fastify, Kysely, ExcelJS...) takes ~2.5 s of CPU to load and the offline gazetteer
      // ~2 s more, which each of ~100 files paid again in a fresh process. Each file still gets its
      // own database, data directory and app instance; module state is caches and counters.
      project('server', {
        include: ['apps/server/src/**/*.test.ts'],
        exclude: [...FRESH_PROCESS, ...TIMED],
        isolate: false,
      }),
      project('server-timed', {
        include: TIMED,
        isolate: false,
        maxWorkers: 1,
        sequence: { groupOrder: 1 },
      }),
      project('server-fresh-process', { include: FRESH_PROCESS }),
      // The same for the web and core files (plain Node, no DOM; the two that stub a global undo it
      // after each test): 67 fresh processes spent ~57 s of CPU, mostly loading modules, ~16 s shared.
      project('web-and-core', {
        include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'apps/web/build/**/*.test.ts'],
        isolate: false,
      }),
      // Component tests (Testing Library): screens rendered in happy-dom, fetch answered with the
      // zod schemas' example answers (apps/web/src/test/fake-server.ts). No page of an iframe loads.
      project('web-components', {
        include: ['apps/web/src/**/*.test.tsx'],
        environment: 'happy-dom',
        environmentOptions: {
          happyDOM: {
            settings: {
              disableIframePageLoading: true,
              disableJavaScriptFileLoading: true,
              disableCSSFileLoading: true,
            },
          },
        },
        setupFiles: ['apps/web/src/test/setup-dom.ts'],
      }),
    ],
  },
});

import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Files that time the server against a bound (an answer within 5 s while the database is down,
 * a shutdown within 5 s): they run after the others, one at a time, so that no other file takes
 * their CPU.
 */
const TIMED = ['e2e/faults.e2e.ts', 'e2e/web-processes.e2e.ts'];

const project = (
  name: string,
  test: NonNullable<TestProjectInlineConfiguration['test']>,
): TestProjectInlineConfiguration => ({
  test: {
    name,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // A poll waits for the page to catch up (a refetch, a re-render): 1 s by default, which a
    // loaded CI machine outlasts. The condition is the same, only the patience longer.
    expect: { poll: { timeout: 10_000 } },
    ...test,
  },
});

// Browser tests: a real server process and Debian's Chromium, driven by playwright-core. Each
// file starts its own server on its own database and data directory, so two files run at once:
// a browser test mostly waits (for a page, a server's answer, a job), and a second file takes
// the CPU the first leaves idle. The global setup (the server's bundle, the demo templates) is
// the root's and runs once: the projects do not extend this config.
export default defineConfig({
  test: {
    globalSetup: ['e2e/global-setup.ts'],
    projects: [
      project('browser', {
        include: ['e2e/**/*.e2e.ts'],
        exclude: TIMED,
        // Two files at a time unless E2E_FILES_AT_ONCE says otherwise: since the pages ask for reduced
        // motion and open no address-bar popup, all 140 tests passed two at a time beside a 1.2M seed
        // (load 5-10), in 431 s against 920 s one at a time (bench/history/2026-11.md, 2026-11-27 evening).
        maxWorkers: Number(process.env.E2E_FILES_AT_ONCE ?? 2),
        sequence: { groupOrder: 0 },
      }),
      project('browser-timed', { include: TIMED, maxWorkers: 1, sequence: { groupOrder: 1 } }),
    ],
  },
});

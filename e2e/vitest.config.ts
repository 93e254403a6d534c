import { defineConfig } from 'vitest/config';

// Browser tests: a real server process and Debian's Chromium, driven by playwright-core.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    fileParallelism: false,
    // A poll waits for the page to catch up (a refetch, a re-render): 1 s by default, which a
    // loaded CI machine outlasts. The condition is the same, only the patience longer.
    expect: { poll: { timeout: 10_000 } },
  },
});

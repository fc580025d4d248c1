import { defineConfig } from 'vitest/config';

// Browser tests: real Chromium (Debian's package) driven by playwright-core against the app served by several
// PHP workers. The global setup prepares a fresh database and starts the server; see tests/e2e/support/.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    // Fails each test whose pages logged console errors, CSP violations or uncaught exceptions.
    setupFiles: ['tests/e2e/support/each.ts'],
    testTimeout: 60_000,
    // A page visit waits for PHP; on a loaded 2-core machine that can take seconds, not vitest's default one.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});

import { defineConfig } from 'vitest/config';

import e2e from './vitest.e2e.config';

// Screenshots of every storefront page type (tests/e2e/screenshots), taken against the same server the browser
// tests start; kept out of the browser suite, run on demand (docs/testing.md, "Screenshots"). Only the file list and the
// time limit differ from the browser suite's settings (mergeConfig would add the suite's files to the list).
export default defineConfig({
  test: {
    ...e2e.test,
    include: ['tests/e2e/screenshots/**/*.shots.ts'],
    testTimeout: 900_000,
  },
});

import { defineConfig } from '@playwright/test';

import e2e from './playwright.config';

// Screenshots of every storefront page type (tests/e2e/screenshots), taken against the same servers the browser tests
// start; kept out of the browser suite, run on demand (docs/testing.md, "Screenshots"). Only the files, the time limit
// and the report differ from the browser suite's settings.
export default defineConfig({
  ...e2e,
  testMatch: 'screenshots/*.shots.ts',
  timeout: 900_000,
  outputDir: 'test-results/e2e-screenshots',
  reporter: [['list']],
});

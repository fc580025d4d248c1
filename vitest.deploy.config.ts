import { defineConfig } from 'vitest/config';

// The deployment test (tests/deploy): deploy/ brought up on 127.0.0.1 with nginx, PHP-FPM, the queue worker, the
// scheduler and the SSR server, then used in Chromium. One file, run on its own (ports 8790-8794).
export default defineConfig({
  test: {
    include: ['tests/deploy/**/*.test.ts'],
    // The two-server layout has a suite of its own (vitest.twoservers.config.ts).
    exclude: ['tests/deploy/two-servers.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 420_000,
    fileParallelism: false,
    expect: { poll: { timeout: 10_000 } },
  },
});

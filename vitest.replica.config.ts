import { defineConfig } from 'vitest/config';

// The read-replica test (tests/replica): a throwaway PostgreSQL primary and a streaming replica of it on 127.0.0.1
// (on free ports the system hands out), the shop served from them by several PHP workers. One file, on its own.
export default defineConfig({
  test: {
    include: ['tests/replica/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    expect: { poll: { timeout: 15_000, interval: 250 } },
  },
});

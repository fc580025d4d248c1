import { defineConfig } from 'vitest/config';

// The two-server layout (tests/deploy/two-servers.test.ts): `deploy/render.sh --servers=2` brought up on 127.0.0.1
// with two PHP-FPM pools behind nginx, a throwaway PostgreSQL and Redis (ports 8950-8969).
export default defineConfig({
  test: {
    include: ['tests/deploy/two-servers.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 600_000,
    fileParallelism: false,
    expect: { poll: { timeout: 10_000 } },
  },
});

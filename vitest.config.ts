import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

import { lucideIconStandIn, standIns } from './vite.config';

// Component and hook tests in jsdom. Browser tests (tests/e2e/*.spec.ts) run on Playwright: playwright.config.ts.
export default defineConfig({
  plugins: [react(), lucideIconStandIn()],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./resources/js', import.meta.url)) }, ...standIns],
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['resources/js/test/setup.ts'],
    include: ['resources/js/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    restoreMocks: true,
    // Worker threads, two of them: on our two-core machines 117 s against 175 s for the default (one forked process);
    // each test file still gets its own jsdom (isolation off breaks tests that stub globals).
    pool: 'threads',
    maxWorkers: 2,
    // Parts that load on first opening can take seconds to import on a busy machine (resources/js/test/setup.ts).
    testTimeout: 30_000,
    unstubGlobals: true,
    // Bundled like the app, so the stand-ins (vite.config.ts) replace what these import here too.
    server: { deps: { inline: ['@inertiajs/core', '@inertiajs/react', 'ziggy-js', 'lucide-react'] } },
  },
});

import { defineConfig } from '@playwright/test';

import { chromiumArgs, executablePath } from './tests/e2e/support/browser';
import {
  appServerCommand,
  baseUrl,
  buildCommand,
  mailCatcherCommand,
  mailWebPort,
  paymentStandInEnv,
  paymentStandInPort,
  paymentStandInUrl,
  root,
  serverEnv,
  ssrBundle,
  ssrEnv,
  ssrUrl,
} from './tests/e2e/support/server';

// Browser tests: Debian's Chromium (never a downloaded one) against the app served by several PHP workers, the SSR
// server and an SMTP catcher, all started by the runner (webServer) and stopped at the end. The app's command
// prepares the database once (migrate:fresh --seed, on a throwaway PostgreSQL or MariaDB with E2E_DB) before serving.
// The front end is built in the `e2e` mode first (its test-only pages) into its own folders, beside the production
// build and never over it (tests/e2e/support/server.ts), unless E2E_BUILD=keep finds that build in place.
const ci = !!process.env.CI;
const build = buildCommand();

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  // One database and one set of servers for every file: the files run one after another (the concurrency tests send
  // their own bursts), in one worker beside the PHP workers, the SSR server and Chromium on a 2-core machine.
  workers: 1,
  fullyParallel: false,
  // A retry only where the machine is the cause (CI's shared runners); locally a failure is looked at at once.
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  timeout: 60_000,
  // A page visit waits for PHP; on a loaded 2-core machine that can take seconds.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['junit', { outputFile: process.env.E2E_JUNIT ?? 'test-results/e2e.xml' }]],
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  use: {
    baseURL: baseUrl,
    headless: true,
    launchOptions: { executablePath, args: chromiumArgs },
    // A failed test keeps its trace: every action with the page's DOM before and after it, the network and the
    // console. Without the running screencast, which costs every test a share of two busy cores; the failure's own
    // screenshot is kept beside it.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      name: 'mail',
      command: mailCatcherCommand(),
      url: `http://127.0.0.1:${mailWebPort}/email`,
      cwd: root,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      name: 'ssr',
      command: `${build}exec node ${ssrBundle}`,
      url: `${ssrUrl}/health`,
      cwd: root,
      env: ssrEnv() as Record<string, string>,
      reuseExistingServer: false,
      // The build (both halves) comes first on a busy machine.
      timeout: 600_000,
      stdout: 'ignore',
    },
    {
      // The payment stand-in the app pays through in TEST MODE (payment-standin/server.php), a fresh state each run.
      name: 'payments',
      command: `rm -f ${paymentStandInEnv.STANDIN_DB}* && exec php -S 127.0.0.1:${paymentStandInPort} payment-standin/server.php`,
      url: `${paymentStandInUrl}/__standin/health`,
      cwd: root,
      env: { ...(process.env as Record<string, string>), ...paymentStandInEnv, PHP_CLI_SERVER_WORKERS: '2' },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'ignore',
    },
    {
      name: 'app',
      command: appServerCommand(),
      url: `${baseUrl}/up`,
      cwd: root,
      env: serverEnv() as Record<string, string>,
      reuseExistingServer: false,
      // Migrating and seeding the database, on a server started for the run when E2E_DB asks for one.
      timeout: 600_000,
      // SIGTERM lets the command stop the scheduler, the PHP workers and a throwaway database server.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    },
  ],
});

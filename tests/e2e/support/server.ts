import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

import { relaxedShoppingLimits } from './rate-limits';

export const root = resolve(import.meta.dirname, '../../..');
export const port = Number(process.env.E2E_PORT ?? 8765);
export const baseUrl = `http://127.0.0.1:${port}`;
/** The Node server that renders first visits (ssrBundle), 20 ports above the app's. */
export const ssrPort = Number(process.env.E2E_SSR_PORT ?? port + 20);
export const ssrUrl = `http://127.0.0.1:${ssrPort}`;

const databaseDir = resolve(root, 'storage/framework/testing/e2e');
const database = resolve(databaseDir, 'database.sqlite');
/**
 * The database the app under test runs on: SQLite by default (a file of its own), or a database server with
 * E2E_DB=pgsql|mariadb — PostgreSQL 15 or MariaDB 10.11, the concurrency guarantees' other homes. The server is the
 * one DB_* names when DB_CONNECTION is that kind already (`composer test -- --db=pgsql` passes its own), otherwise a
 * throwaway one the app's command (appServerCommand) starts on 127.0.0.1:E2E_DB_PORT with scripts/lib.sh and removes at
 * the end.
 */
export const databaseKind = parseDatabaseKind(process.env.E2E_DB);
const givenServer = databaseKind !== 'sqlite' && process.env.DB_CONNECTION === databaseKind && !!process.env.DB_HOST;
export const databasePort = Number(process.env.E2E_DB_PORT ?? (databaseKind === 'mariadb' ? 23307 : 25433));

function parseDatabaseKind(value: string | undefined): 'sqlite' | 'pgsql' | 'mariadb' {
  if (value === undefined || value === '' || value === 'sqlite') return 'sqlite';
  if (value === 'pgsql' || value === 'mariadb') return value;
  throw new Error(`E2E_DB=${value}: use sqlite, pgsql or mariadb`);
}

function databaseEnv(): NodeJS.ProcessEnv {
  if (databaseKind === 'sqlite') {
    return { DB_CONNECTION: 'sqlite', DB_DATABASE: database };
  }
  if (givenServer) {
    return {};
  }

  return {
    DB_CONNECTION: databaseKind,
    DB_HOST: '127.0.0.1',
    DB_PORT: String(databasePort),
    DB_DATABASE: 'shop_test',
    DB_USERNAME: 'shop',
    DB_PASSWORD: '',
  };
}

/**
 * The local SMTP catcher (maildev) that the app under test sends every e-mail to through real SMTP, and its web
 * port, whose REST API tests/e2e/support/mail.ts reads: E2E_PORT + 10 and + 11.
 */
export const smtpPort = port + 10;
export const contactMinSeconds = '1';
export const mailWebPort = port + 11;

/**
 * The payment stand-in (payment-standin/server.php) the app pays through in the browser suite, in TEST MODE:
 * E2E_PORT + 30, with the credentials and signature key the app is given (paymentEnv()).
 */
export const paymentStandInPort = port + 30;
export const paymentStandInUrl = `http://127.0.0.1:${paymentStandInPort}`;
export const paymentSignatureKey = 'e2e-signature-key';
export const paymentStandInEnv = {
  STANDIN_DB: resolve(databaseDir, 'payment-standin.sqlite'),
  STANDIN_PROJECT_ID: 'e2e-project',
  STANDIN_PROJECT_SECRET: 'e2e-secret',
  STANDIN_SIGNATURE_KEY: paymentSignatureKey,
};

function paymentEnv(): NodeJS.ProcessEnv {
  return {
    PAYMENTS_TEST_MODE: 'true',
    MAIB_BASE_URL: paymentStandInUrl,
    MAIB_PROJECT_ID: paymentStandInEnv.STANDIN_PROJECT_ID,
    MAIB_PROJECT_SECRET: paymentStandInEnv.STANDIN_PROJECT_SECRET,
    MAIB_SIGNATURE_KEY: paymentSignatureKey,
    MAIB_MIA_BASE_URL: paymentStandInUrl,
    MAIB_MIA_CLIENT_ID: paymentStandInEnv.STANDIN_PROJECT_ID,
    MAIB_MIA_CLIENT_SECRET: paymentStandInEnv.STANDIN_PROJECT_SECRET,
    MAIB_MIA_SIGNATURE_KEY: paymentSignatureKey,
  };
}

/**
 * The environment of the app under test: its own database (databaseKind), fixtures on, no debug pages. APP_URL is the
 * address the browser uses, so it is the one host the app serves (App\\Http\\Middleware\\PinHost).
 */
export function serverEnv(): NodeJS.ProcessEnv {
  // The test runner's workers have FORCE_COLOR set; the app's commands would colour what the tests read.
  const { FORCE_COLOR: _colour, ...inherited } = process.env;

  return {
    ...inherited,
    ...relaxedShoppingLimits,
    APP_ENV: 'local',
    APP_DEBUG: 'false',
    APP_URL: baseUrl,
    ASSET_BUILD_DIRECTORY: buildDirectory,
    ...databaseEnv(),
    SESSION_DRIVER: 'database',
    CACHE_STORE: 'database',
    QUEUE_CONNECTION: 'sync',
    MAIL_MAILER: 'smtp',
    MAIL_SCHEME: 'smtp',
    MAIL_HOST: '127.0.0.1',
    MAIL_PORT: String(smtpPort),
    BACKUP_PATH: resolve(databaseDir, 'backups'),
    ...paymentEnv(),
    E2E_FIXTURES: 'true',
    // The contact form refuses one sent back sooner than this many seconds after it was shown (a script's);
    // contactFormReady() (browser.ts) waits for it.
    CONTACT_MIN_SECONDS: contactMinSeconds,
    // First visits are rendered by the SSR server, as in production; when it is down, pages render in the browser
    // and the app tries it again after this many seconds.
    INERTIA_SSR_ENABLED: 'true',
    INERTIA_SSR_URL: ssrUrl,
    INERTIA_SSR_RETRY_AFTER: '2',
    // Two cores shared with Chromium and the PHP workers: a render may wait its turn.
    INERTIA_SSR_TIMEOUT: '5',
    PHP_CLI_SERVER_WORKERS: process.env.PHP_CLI_SERVER_WORKERS ?? '4',
    // The upload limits `composer start` serves with (a 5 MB CV fits); the leading ':' keeps PHP's own scan dir.
    PHP_INI_SCAN_DIR: `:${resolve(root, 'scripts/php-ini')}`,
  };
}

/**
 * The browser tests' front-end build: the `e2e` mode, which holds the test-only pages (resources/js/test-pages: the
 * protocol fixtures, the UI kit showcase), written beside the production build rather than over it (vite.config.ts):
 * public/build-e2e, which the app under test reads (ASSET_BUILD_DIRECTORY), and the SSR bundle in bootstrap/ssr-e2e.
 * The production build in public/build and bootstrap/ssr stays as it is, so the PHP tests can run meanwhile.
 */
export const buildDirectory = 'build-e2e';
export const manifestPath = resolve(root, `public/${buildDirectory}/manifest.json`);
/** The SSR server's bundle, relative to the root: the server runs from there. */
export const ssrBundle = 'bootstrap/ssr-e2e/ssr.js';

/** Whether the browser tests' build of both halves is in place. */
export function hasBuild(): boolean {
  return existsSync(manifestPath) && existsSync(resolve(root, ssrBundle));
}

/**
 * The SSR server as production runs it (`node bootstrap/ssr/ssr.js`, here its e2e twin) with INERTIA_SSR_PORT; its
 * output in ssr.log.
 */
// The same NODE_ENV as the build it serves (the test runner's), so React's server and JSX runtimes match it. Two
// workers, as on the two-core machines the shop is sized for, whatever this machine has.
export const ssrEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  INERTIA_SSR_PORT: String(ssrPort),
  INERTIA_SSR_WORKERS: '2',
});

export function startSsrServer(): ChildProcess {
  mkdirSync(databaseDir, { recursive: true });
  const log = openSync(resolve(databaseDir, 'ssr.log'), 'a');

  return spawn('node', [ssrBundle], {
    cwd: root,
    env: ssrEnv(),
    stdio: ['ignore', log, log],
    detached: true,
  });
}

/**
 * The SSR server as `composer start` runs it: under scripts/keep-running.sh, which starts it again whenever it exits.
 * The loop and the server share one process group, so stopSsrServer() ends both.
 */
export function startSupervisedSsrServer(): ChildProcess {
  mkdirSync(databaseDir, { recursive: true });

  return spawn(resolve(root, 'scripts/keep-running.sh'), [resolve(databaseDir, 'ssr.log'), 'node', ssrBundle], {
    cwd: root,
    env: ssrEnv(),
    stdio: 'ignore',
    detached: true,
  });
}

export async function ssrIsUp(): Promise<boolean> {
  try {
    return (await fetch(`${ssrUrl}/health`)).ok;
  } catch {
    return false;
  }
}

export async function waitForSsrServer(timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ssrIsUp()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The SSR server did not answer on ${ssrUrl} within ${timeoutMs} ms`);
}

/** The SSR server's processes: the primary listening on our port and the workers it forked. */
export function ssrProcesses(): { primary: number | null; workers: number[] } {
  const sockets = spawnSync('ss', ['-Hltnp', `sport = :${ssrPort}`], { encoding: 'utf8' }).stdout ?? '';
  const pids = [...sockets.matchAll(/pid=(\d+)/g)].map((match) => Number(match[1]));
  const primary =
    pids.find((pid) => spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).stdout.trim() !== '') ??
    pids[0] ??
    null;
  const workers =
    primary === null
      ? []
      : spawnSync('pgrep', ['-P', String(primary)], { encoding: 'utf8' })
          .stdout.split('\n')
          .filter((line) => line.trim() !== '')
          .map(Number);

  return { primary, workers };
}

/**
 * Stops whichever SSR server listens on our port (a test may have restarted it) and waits until it is gone. No
 * request can stop the server, so its process group (the primary and its workers) is sent SIGTERM, found from the
 * listening socket.
 */
export async function stopSsrServer(): Promise<void> {
  const sockets = spawnSync('ss', ['-Hltnp', `sport = :${ssrPort}`], { encoding: 'utf8' }).stdout ?? '';
  for (const [, pid] of sockets.matchAll(/pid=(\d+)/g)) {
    const group = Number(spawnSync('ps', ['-o', 'pgid=', '-p', pid!], { encoding: 'utf8' }).stdout.trim());
    try {
      process.kill(group > 0 ? -group : Number(pid), 'SIGTERM');
    } catch {
      // Gone already.
    }
  }
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline && (await ssrIsUp())) {
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A word for a shell command line. */
const quoted = (word: string): string => `'${word.replaceAll("'", `'\\''`)}'`;

/**
 * The runner's build step (playwright.config.ts), to run before the SSR server starts: the `e2e` build of both halves
 * (hasBuild), or nothing when E2E_BUILD=keep finds one in place. Ends with `&& ` when there is one.
 */
export function buildCommand(): string {
  if (process.env.E2E_BUILD === 'keep' && hasBuild()) return '';

  return 'node_modules/.bin/vite build --mode e2e && node_modules/.bin/vite build --ssr --mode e2e && ';
}

/** maildev on smtpPort and mailWebPort, quiet, with a fresh folder for the run's messages. */
export function mailCatcherCommand(): string {
  const directory = quoted(resolve(databaseDir, 'mail'));

  return `rm -rf ${directory} && mkdir -p ${directory} && exec node_modules/.bin/maildev --ip 127.0.0.1 -s ${smtpPort} -w ${mailWebPort} --mail-directory ${directory} --silent`;
}

/**
 * The app under test (tests/e2e/support/serve-app.sh): its database prepared once, then the PHP workers and the
 * scheduler; with E2E_DB and no server named by DB_*, a throwaway database server on databasePort first.
 */
export function appServerCommand(): string {
  const start = databaseKind === 'sqlite' || givenServer ? '' : `E2E_DB_START=${databaseKind}:${databasePort} `;

  return `${start}E2E_PORT=${port} exec bash tests/e2e/support/serve-app.sh`;
}

/** Starts maildev on 127.0.0.1 with its SMTP and web ports and a folder for the messages. Stop it with stopProcess(). */
export function startMaildev(smtp: number, web: number, directory: string): ChildProcess {
  mkdirSync(directory, { recursive: true });

  return spawn(
    resolve(root, 'node_modules/.bin/maildev'),
    ['--ip', '127.0.0.1', '-s', String(smtp), '-w', String(web), '--mail-directory', directory, '--silent'],
    { cwd: root, stdio: 'ignore', detached: true },
  );
}

/**
 * Ports on 127.0.0.1 that nothing listens on now, as the system hands them out: for a suite whose servers need not sit
 * on known ports, so it never collides with another run or a server left behind on this machine.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<ReturnType<typeof createServer>>((resolveServer, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolveServer(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as { port: number }).port);
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));

  return ports;
}

/** Waits until a URL answers 2xx (a server that is starting). */
export async function waitForUrl(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Stops a process started detached, with its children (its own process group). */
export function stopProcess(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

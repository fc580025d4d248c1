import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { resolve } from 'node:path';
import { createConnection } from 'node:net';

/**
 * The production stack of deploy/ brought up on 127.0.0.1 without systemd: the files rendered by deploy/render.sh
 * with this folder's paths and ports, nginx and PHP-FPM started on them, and each systemd unit's ExecStart run as
 * a child process with the unit's Environment= lines and WorkingDirectory, restarted when it exits (Restart=always).
 */
export const root = resolve(import.meta.dirname, '../..');

export const ports = {
  http: 8790,
  https: 8791,
  ssr: 8792,
  smtp: 8793,
  mailWeb: 8794,
  // nginx's purge server (SHOP_PURGE_LISTEN), which the app calls after a change to what pages show.
  purge: 8849,
} as const;

export const purgeUrl = `http://127.0.0.1:${ports.purge}/_shop/purge-pages`;

export const publicUrl = `https://127.0.0.1:${ports.https}`;

export type Stack = {
  dir: string;
  base: string;
  run: string;
  env: NodeJS.ProcessEnv;
};

export function makeStack(dir: string): Stack {
  const base = resolve(dir, 'srv/shop');
  const run = resolve(dir, 'run');
  for (const folder of [base, run, resolve(run, 'logs'), resolve(run, 'acme'), resolve(run, 'php-ini')]) {
    mkdirSync(folder, { recursive: true });
  }
  for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(resolve(run, 'tmp', temp), { recursive: true });
  }
  const pid = (name: string) => resolve(run, `${name}.pid`);
  // The test runner's own NODE_ENV (test) is not the server's.
  const { NODE_ENV: _runner, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    PATH: `${process.env.PATH ?? '/usr/bin:/bin'}:/usr/sbin:/sbin`,
    COMPOSER_ALLOW_SUPERUSER: '1',
    SHOP_BASE: base,
    // nginx's page cache (render.sh writes it into the site; deploy/switch.sh empties it after a switch).
    SHOP_PAGE_CACHE: resolve(run, 'page-cache'),
    // Without systemd: PHP-FPM's graceful reload is its USR2 signal; the restarted services are the children this
    // test supervises, which come back by themselves like Restart=always units.
    SHOP_RELOAD_PHP_FPM: `if [ -f ${pid('php-fpm')} ]; then kill -USR2 "$(cat ${pid('php-fpm')})"; fi`,
    SHOP_RESTART_SERVICES: `for f in ${pid('shop-scheduler')} ${pid('shop-ssr')}; do if [ -f "$f" ]; then kill "$(cat "$f")" || true; fi; done`,
  };

  return { dir, base, run, env };
}

/** Runs a command to its end; throws with its output when it fails. */
export function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): string {
  const result = spawnSync(command, args, { cwd: options.cwd ?? root, env: options.env, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }

  return `${result.stdout}${result.stderr}`;
}

export function assertPortsFree(): void {
  const busy = spawnSync('ss', ['-Hltn'], { encoding: 'utf8' }).stdout ?? '';
  for (const port of Object.values(ports)) {
    if (new RegExp(`:${port}\\s`).test(busy)) {
      throw new Error(`Port ${port} is in use; the deployment test needs 8790-8794 and ${ports.purge}`);
    }
  }
}

/** A self-signed certificate for 127.0.0.1, as Let's Encrypt's files would be. */
export function makeCertificate(stack: Stack): { certificate: string; key: string } {
  const certificate = resolve(stack.run, 'fullchain.pem');
  const key = resolve(stack.run, 'privkey.pem');
  run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    key,
    '-out',
    certificate,
  ]);

  return { certificate, key };
}

/** The site's addresses render.sh needs: nginx's http, https and purge ports, and the public URL. */
export type Site = { ports: { http: number; https: number; purge: number }; publicUrl: string };

/**
 * deploy/render.sh's settings for this machine: this user, this folder's paths, the site's ports and the
 * self-signed certificate; a layout adds its own (the PHP-FPM socket or servers, the SSR port…).
 */
export function renderEnv(
  stack: Stack,
  tls: { certificate: string; key: string },
  site: Site,
  out: string,
): NodeJS.ProcessEnv {
  const user = userInfo().username;

  return {
    ...stack.env,
    SHOP_USER: user,
    SHOP_GROUP: spawnSync('id', ['-gn'], { encoding: 'utf8' }).stdout.trim(),
    SHOP_WEB_USER: user,
    SHOP_SERVER_NAME: '127.0.0.1',
    SHOP_PUBLIC_URL: site.publicUrl,
    SHOP_HTTP_LISTEN: `127.0.0.1:${site.ports.http}`,
    SHOP_HTTPS_LISTEN: `127.0.0.1:${site.ports.https}`,
    SHOP_TLS_CERTIFICATE: tls.certificate,
    SHOP_TLS_CERTIFICATE_KEY: tls.key,
    SHOP_ACME_ROOT: resolve(stack.run, 'acme'),
    SHOP_PURGE_LISTEN: `127.0.0.1:${site.ports.purge}`,
    SHOP_PURGE_ALLOW: '127.0.0.1',
    SHOP_PRELOAD_SCRIPT: resolve(out, 'php/shop-preload.php'),
    SHOP_PHP: run('sh', ['-c', 'command -v php']).trim(),
    SHOP_NODE: process.execPath,
  };
}

/**
 * deploy/render.sh with this machine's user, this folder's paths and the test ports. The SSR unit runs the Node LTS
 * deploy.sh installs under shared/runtime (render.sh's default), as on a server.
 */
export function render(stack: Stack, tls: { certificate: string; key: string }): string {
  const out = resolve(stack.run, 'rendered');
  const { SHOP_NODE: _runner, ...env } = renderEnv(stack, tls, { ports, publicUrl }, out);
  run(resolve(root, 'deploy/render.sh'), [out], {
    env: {
      ...env,
      SHOP_FPM_SOCKET: resolve(stack.run, 'php-fpm.sock'),
      SHOP_SSR_PORT: String(ports.ssr),
    },
  });

  return out;
}

/** The shared .env of the server, as an operator writes it from .env.example. */
export function writeSharedEnv(stack: Stack): void {
  mkdirSync(resolve(stack.base, 'shared'), { recursive: true });
  const key = `base64:${Buffer.from(Array.from({ length: 32 }, () => Math.floor(Math.random() * 256))).toString('base64')}`;
  writeFileSync(
    resolve(stack.base, 'shared/.env'),
    [
      'APP_NAME="Electro Shop"',
      'APP_ENV=production',
      'APP_DEBUG=false',
      `APP_KEY=${key}`,
      `APP_URL=${publicUrl}`,
      'DB_CONNECTION=sqlite',
      'SESSION_DRIVER=database',
      'CACHE_STORE=database',
      'QUEUE_CONNECTION=database',
      'MAIL_MAILER=smtp',
      'MAIL_HOST=127.0.0.1',
      `MAIL_PORT=${ports.smtp}`,
      'MAIL_FROM_ADDRESS="shop@example.md"',
      'MAIL_FROM_NAME="${APP_NAME}"',
      'INERTIA_SSR_ENABLED=true',
      `INERTIA_SSR_URL=http://127.0.0.1:${ports.ssr}`,
      'LOG_CHANNEL=single',
      `PAGE_CACHE_PURGE_URLS=${purgeUrl}`,
      '',
    ].join('\n'),
  );
}

export function deploy(stack: Stack, ...args: string[]): string {
  return run(resolve(root, 'deploy/deploy.sh'), args, { env: stack.env });
}

/** deploy.sh in the background, for watching the site while it runs. */
export function deployInBackground(stack: Stack, ...args: string[]): Promise<{ status: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(resolve(root, 'deploy/deploy.sh'), args, { cwd: root, env: stack.env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (status) => done({ status: status ?? 1, output }));
  });
}

/** PHP-FPM with Debian's configuration plus the rendered ini, and nginx with a main file around the rendered site. */
export function startWebServers(stack: Stack, rendered: string): void {
  const user = userInfo().username;
  const asRoot = process.getuid?.() === 0;
  writeFileSync(resolve(stack.run, 'php-ini/90-shop.ini'), readFileSync(resolve(rendered, 'php/90-shop.ini')));
  writeFileSync(
    resolve(stack.run, 'php-fpm.conf'),
    [
      '[global]',
      `pid = ${resolve(stack.run, 'php-fpm.pid')}`,
      `error_log = ${resolve(stack.run, 'logs/php-fpm.log')}`,
      'daemonize = yes',
      'process_control_timeout = 20s',
      `include = ${resolve(rendered, 'php-fpm/shop.conf')}`,
      '',
    ].join('\n'),
  );
  const fpmArgs = ['--fpm-config', resolve(stack.run, 'php-fpm.conf')];
  if (asRoot) fpmArgs.push('--allow-to-run-as-root');
  run('php-fpm8.2', fpmArgs, { env: { ...stack.env, PHP_INI_SCAN_DIR: `:${resolve(stack.run, 'php-ini')}` } });

  // Debian's nginx.conf loads the installed modules from /etc/nginx/modules-enabled/; this main file names the two the
  // site needs (the page cache's purge, brotli_static), by their absolute paths.
  const modules = ['ngx_http_cache_purge_module.so', 'ngx_http_brotli_static_module.so'].map((file) => {
    const path = `/usr/lib/nginx/modules/${file}`;
    if (!existsSync(path)) {
      throw new Error(
        `${path} is missing: apt-get install libnginx-mod-http-cache-purge libnginx-mod-http-brotli-static`,
      );
    }

    return `load_module ${path};`;
  });
  writeFileSync(
    resolve(stack.run, 'nginx.conf'),
    [
      ...modules,
      asRoot ? `user ${user};` : '',
      'worker_processes 2;',
      `pid ${resolve(stack.run, 'nginx.pid')};`,
      `error_log ${resolve(stack.run, 'logs/nginx-error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      '    include /etc/nginx/mime.types;',
      '    default_type application/octet-stream;',
      `    access_log ${resolve(stack.run, 'logs/nginx-access.log')};`,
      '    sendfile on;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (temp) => `    ${temp}_temp_path ${resolve(stack.run, 'tmp', temp)};`,
      ),
      `    include ${resolve(rendered, 'nginx/shop.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  run(
    'nginx',
    [
      '-t',
      '-q',
      '-p',
      stack.run,
      '-c',
      resolve(stack.run, 'nginx.conf'),
      '-e',
      resolve(stack.run, 'logs/nginx-error.log'),
    ],
    { env: stack.env },
  );
  run(
    'nginx',
    ['-p', stack.run, '-c', resolve(stack.run, 'nginx.conf'), '-e', resolve(stack.run, 'logs/nginx-error.log')],
    { env: stack.env },
  );
}

export function stopWebServers(stack: Stack): void {
  for (const name of ['nginx', 'php-fpm']) {
    const file = resolve(stack.run, `${name}.pid`);
    if (!existsSync(file)) continue;
    const pid = Number(readFileSync(file, 'utf8').trim());
    try {
      process.kill(pid, 'SIGQUIT');
    } catch {
      // already gone
    }
  }
}

type Unit = { name: string; cwd: string; command: string[]; environment: Record<string, string>; restartMs: number };

/** The parts of a rendered systemd unit this test runs: ExecStart, WorkingDirectory, Environment=, RestartSec. */
export function readUnit(rendered: string, name: string): Unit {
  const lines = readFileSync(resolve(rendered, 'systemd', `${name}.service`), 'utf8').split('\n');
  const value = (key: string) =>
    lines.filter((line) => line.startsWith(`${key}=`)).map((line) => line.slice(key.length + 1).trim());
  const environment: Record<string, string> = {};
  for (const assignment of value('Environment')) {
    const at = assignment.indexOf('=');
    environment[assignment.slice(0, at)] = assignment.slice(at + 1);
  }
  const [execStart] = value('ExecStart');
  const [cwd] = value('WorkingDirectory');
  if (execStart === undefined || cwd === undefined) {
    throw new Error(`${name}.service has no ExecStart or WorkingDirectory`);
  }
  if (value('Restart')[0] !== 'always') {
    throw new Error(`${name}.service must restart always: deploys stop it to start it in the new release`);
  }

  return {
    name,
    cwd,
    command: execStart.split(/\s+/),
    environment,
    restartMs: Number(value('RestartSec')[0] ?? '1') * 1000,
  };
}

/** A unit kept running as systemd would: restarted after RestartSec whenever it exits, until stopped. */
export class Supervised {
  private child: ChildProcess | undefined;
  private stopped = false;
  public starts = 0;

  public constructor(
    private readonly stack: Stack,
    private readonly unit: Unit,
  ) {}

  public start(): void {
    if (this.stopped) return;
    const [command, ...args] = this.unit.command;
    const log = createWriteStream(resolve(this.stack.run, 'logs', `${this.unit.name}.log`), { flags: 'a' });
    const child = spawn(command!, args, {
      cwd: this.unit.cwd,
      env: { PATH: this.stack.env.PATH, HOME: process.env.HOME, ...this.unit.environment },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    this.child = child;
    this.starts += 1;
    writeFileSync(resolve(this.stack.run, `${this.unit.name}.pid`), String(child.pid));
    child.on('exit', () => {
      if (this.child === child && !this.stopped) {
        setTimeout(() => this.start(), this.unit.restartMs);
      }
    });
  }

  public stop(): void {
    this.stopped = true;
    if (this.child?.pid !== undefined) {
      try {
        process.kill(-this.child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
}

export function waitForPort(port: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;

  return new Promise((done, fail) => {
    const attempt = () => {
      const socket = createConnection({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        done();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) fail(new Error(`Nothing listens on 127.0.0.1:${port}`));
        else setTimeout(attempt, 200);
      });
    };
    attempt();
  });
}

/** One HTTP(S) request with curl (the test's certificate is self-signed): status, headers by lower-case name, body. */
export function curl(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
  options: { from?: string } = {},
): {
  status: number;
  headers: Record<string, string>;
  body: string;
} {
  const args = ['-sk', '-D', '-', '-o', '-', '--max-time', '20'];
  // Another source address of the loopback network (127.0.0.2: "another machine" for nginx's allow lists).
  if (options.from !== undefined) args.push('--interface', options.from);
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  // A body (empty) with the other methods: nginx answers a POST without a length itself (411).
  if (method !== 'GET') args.push('-X', method, '--data', '');
  const result = spawnSync('curl', [...args, url], { encoding: 'latin1', maxBuffer: 64 * 1024 * 1024 });
  const raw = result.stdout ?? '';
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, end).split('\r\n');
  const status = Number(/^HTTP\/\S+ (\d+)/.exec(head[0] ?? '')?.[1] ?? 0);
  const parsed: Record<string, string> = {};
  for (const line of head.slice(1)) {
    const at = line.indexOf(':');
    if (at > 0) parsed[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }

  return { status, headers: parsed, body: Buffer.from(raw.slice(end + 4), 'latin1').toString('utf8') };
}

export function removeStack(stack: Stack): void {
  if (process.env.KEEP_DEPLOY_TEST === '1') {
    console.warn(`deployment test: kept ${stack.dir}`);
    return;
  }
  rmSync(stack.dir, { recursive: true, force: true });
}

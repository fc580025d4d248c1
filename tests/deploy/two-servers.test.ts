import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { checkoutBody } from '../e2e/shopping/client';
import { pageData, Shopper, viaNginx, viaPool, type Transport } from './app-server';
import {
  makeCertificate,
  makeStack,
  readUnit,
  removeStack,
  renderEnv,
  root,
  run,
  Supervised,
  waitForPort,
  type Stack,
} from './stack';

// The two-server layout of docs/operations.md, "Several app servers", on this machine: `deploy/render.sh --servers=2` renders one
// nginx site whose upstream lists two PHP-FPM pools, each started by a PHP-FPM master of its own as two app servers
// would run it, sharing a throwaway PostgreSQL, a throwaway Redis (cache, sessions, queue, locks, rate limits) and the
// release's shared/ folder; one queue worker. A shopper signs in on one server and carries on on the other, 20
// shoppers buy 5 units through both at once, and both servers run the scheduler in the same minute.

// Fixed ports below the system's range for outgoing connections (32768-60999), where one closed in the last minute
// would still hold a port a server asks for (docs/decisions.md).
const ports = { https: 8950, http: 8951, purge: 8952, redis: 8960, postgres: 8965 } as const;
const publicUrl = `https://127.0.0.1:${ports.https}`;
const purgeUrl = `http://127.0.0.1:${ports.purge}/_shop/purge-pages`;
const servers = [1, 2] as const;

let stack: Stack;
let rendered: string;
let databaseDir = '';
let redis: ChildProcess | undefined;
let queueWorker: Supervised | undefined;
let nginx: Transport;
const pool: Record<number, Transport> = {};

function socket(server: number): string {
  return resolve(stack.run, `shop-fpm-${server}.sock`);
}

/** The environment of the deploy and of artisan: this stack's, none of the test runner's app settings. */
function cleanEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(
      ([name]) => !/^(APP_|DB_|CACHE_|SESSION_|QUEUE_|REDIS_|MAIL_|INERTIA_|PAGE_CACHE_|SCOUT_|RATE_LIMIT_)/.test(name),
    ),
  );
}

function artisan(...args: string[]): string {
  return run('php', ['artisan', ...args], { cwd: realpathSync(resolve(stack.base, 'current')), env: stack.env });
}

function tinker(code: string): string {
  return artisan('tinker', '--execute', code).trim().split('\n').pop()!.trim();
}

/** Which pool nginx sent each logged request to (the test's access log names the upstream). */
function upstreamLog(): Array<{ method: string; uri: string; status: number; upstream: string }> {
  return readFileSync(resolve(stack.run, 'logs/nginx-access.log'), 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const [method, uri, status, upstream] = line.split(' ');
      return { method: method!, uri: uri!, status: Number(status), upstream: upstream! };
    });
}

function startFpm(server: number): void {
  const conf = resolve(stack.run, `php-fpm-${server}.conf`);
  writeFileSync(
    conf,
    [
      '[global]',
      `pid = ${resolve(stack.run, `php-fpm-${server}.pid`)}`,
      `error_log = ${resolve(stack.run, `logs/php-fpm-${server}.log`)}`,
      'daemonize = yes',
      `include = ${resolve(rendered, `php-fpm/shop-${server}.conf`)}`,
      '',
    ].join('\n'),
  );
  const args = ['--fpm-config', conf];
  if (process.getuid?.() === 0) args.push('--allow-to-run-as-root');
  run('php-fpm8.2', args, { env: { ...stack.env, PHP_INI_SCAN_DIR: `:${resolve(stack.run, 'php-ini')}` } });
}

function stopPid(file: string, signal: NodeJS.Signals = 'SIGQUIT'): void {
  try {
    process.kill(Number(readFileSync(file, 'utf8').trim()), signal);
  } catch {
    // not started, or gone
  }
}

beforeAll(
  async () => {
    const busy = spawnSync('ss', ['-Hltn'], { encoding: 'utf8' }).stdout ?? '';
    for (const port of Object.values(ports)) {
      if (new RegExp(`:${port}\\s`).test(busy)) throw new Error(`Port ${port} is in use; the two-server test needs it`);
    }
    stack = makeStack(mkdtempSync(resolve(tmpdir(), 'shop-two-servers-')));
    stack.env = cleanEnv(stack.env);

    // The shared services: PostgreSQL (scripts/lib.sh, as `composer test -- --db=pgsql` starts it) and Redis.
    databaseDir = run('bash', [
      '-c',
      `source scripts/lib.sh && start_test_database pgsql ${ports.postgres} ${process.pid} >&2 && echo "$TEST_DB_DIR"`,
    ])
      .trim()
      .split('\n')
      .pop()!;
    redis = spawn(
      'redis-server',
      ['--bind', '127.0.0.1', '--port', String(ports.redis), '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore', detached: true },
    );
    await waitForPort(ports.redis);

    // The files of both servers: one nginx site with an upstream of two pools, a pool file per server.
    const tls = makeCertificate(stack);
    rendered = resolve(stack.run, 'rendered');
    run(resolve(root, 'deploy/render.sh'), ['--servers=2', rendered], {
      env: {
        ...renderEnv(stack, tls, { ports, publicUrl }, rendered),
        SHOP_FPM_SERVERS: servers.map((server) => socket(server)).join(' '),
        SHOP_PRELOAD: 'off',
        SHOP_NGINX_BROTLI: 'off',
      },
    });

    // The shared settings: every service the servers share is named here once.
    mkdirSync(resolve(stack.base, 'shared'), { recursive: true });
    writeFileSync(
      resolve(stack.base, 'shared/.env'),
      [
        'APP_NAME="Electro Shop"',
        'APP_ENV=production',
        'APP_DEBUG=false',
        `APP_KEY=base64:${Buffer.from(randomUUID().replaceAll('-', '')).toString('base64')}`,
        `APP_URL=${publicUrl}`,
        'DB_CONNECTION=pgsql',
        'DB_HOST=127.0.0.1',
        `DB_PORT=${ports.postgres}`,
        'DB_DATABASE=shop_test',
        'DB_USERNAME=shop',
        'DB_PASSWORD=',
        'REDIS_CLIENT=phpredis',
        'REDIS_HOST=127.0.0.1',
        `REDIS_PORT=${ports.redis}`,
        'CACHE_STORE=redis',
        'CACHE_LIMITER=redis',
        'SESSION_DRIVER=redis',
        'QUEUE_CONNECTION=redis',
        'MAIL_MAILER=log',
        'LOG_CHANNEL=single',
        'INERTIA_SSR_ENABLED=false',
        `PAGE_CACHE_PURGE_URLS=${purgeUrl}`,
        // Every shopper of this test comes from 127.0.0.1.
        'RATE_LIMIT_CART=1000',
        'RATE_LIMIT_CHECKOUT=1000',
        '',
      ].join('\n'),
    );

    // A release by deploy/deploy.sh (shared links, migrations, caches, the switch). Its dependencies and build are
    // this checkout's (the deployment test installs and builds them the long way), so the release takes seconds.
    const fakeComposer = resolve(stack.run, 'composer');
    writeFileSync(
      fakeComposer,
      `#!/bin/sh\ncp -al '${root}/vendor' vendor 2>/dev/null || cp -a '${root}/vendor' vendor\n`,
    );
    const fakeNpm = resolve(stack.run, 'npm');
    writeFileSync(
      fakeNpm,
      [
        '#!/bin/sh',
        'if [ "$1" != run ]; then exit 0; fi',
        `if [ ! -f '${root}/public/build/manifest.json' ] || [ ! -f '${root}/bootstrap/ssr/ssr.js' ]; then (cd '${root}' && NODE_ENV=production npm run build --silent) || exit 1; fi`,
        `mkdir -p public bootstrap && cp -a '${root}/public/build' public/build && cp -a '${root}/bootstrap/ssr' bootstrap/ssr`,
        '',
      ].join('\n'),
    );
    chmodSync(fakeComposer, 0o755);
    chmodSync(fakeNpm, 0o755);
    stack.env = {
      ...stack.env,
      SHOP_COMPOSER: fakeComposer,
      SHOP_NPM: fakeNpm,
      // The build is copied in, and the units run this runner's Node (renderEnv): no runtime to install.
      SHOP_NODE_RUNTIME: 'system',
      SHOP_PRELOAD: '0',
      SHOP_RELOAD_PHP_FPM: '',
      SHOP_RESTART_SERVICES: '',
    };
    run(resolve(root, 'deploy/deploy.sh'), ['--source', root], { env: stack.env });
    // The demo catalogue's pictures are drawn once into storage/app/demo-pictures and copied from there: this
    // checkout's drawings (when it has them) spare the seed minutes of drawing.
    const drawings = resolve(root, 'storage/app/demo-pictures');
    if (existsSync(drawings)) {
      run('cp', ['-al', drawings, resolve(stack.base, 'shared/storage/app/demo-pictures')]);
    }
    artisan('db:seed', '--force', '--no-interaction');

    // Two app servers: a PHP-FPM master each, on its own pool file; nginx in front of both; one queue worker.
    writeFileSync(resolve(stack.run, 'php-ini/90-shop.ini'), readFileSync(resolve(rendered, 'php/90-shop.ini')));
    for (const server of servers) startFpm(server);
    const asRoot = process.getuid?.() === 0;
    writeFileSync(
      resolve(stack.run, 'nginx.conf'),
      [
        'load_module /usr/lib/nginx/modules/ngx_http_cache_purge_module.so;',
        asRoot ? `user ${userInfo().username};` : '',
        'worker_processes 2;',
        `pid ${resolve(stack.run, 'nginx.pid')};`,
        `error_log ${resolve(stack.run, 'logs/nginx-error.log')} warn;`,
        'events { worker_connections 512; }',
        'http {',
        '    include /etc/nginx/mime.types;',
        '    default_type application/octet-stream;',
        // The test's own log line: which pool answered each request.
        "    log_format upstreams '$request_method $request_uri $status $upstream_addr';",
        `    access_log ${resolve(stack.run, 'logs/nginx-access.log')} upstreams;`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (temp) => `    ${temp}_temp_path ${resolve(stack.run, 'tmp', temp)};`,
        ),
        `    include ${resolve(rendered, 'nginx/shop.conf')};`,
        '}',
        '',
      ].join('\n'),
    );
    const nginxArgs = [
      '-p',
      stack.run,
      '-c',
      resolve(stack.run, 'nginx.conf'),
      '-e',
      resolve(stack.run, 'logs/nginx-error.log'),
    ];
    run('nginx', ['-t', '-q', ...nginxArgs], { env: stack.env });
    run('nginx', nginxArgs, { env: stack.env });
    queueWorker = new Supervised(stack, readUnit(rendered, 'shop-queue'));
    queueWorker.start();
    await waitForPort(ports.https);

    nginx = viaNginx(publicUrl);
    const publicRoot = realpathSync(resolve(stack.base, 'current/public'));
    for (const server of servers) pool[server] = viaPool(socket(server), publicRoot, publicUrl);
  },
  Number(process.env.DEPLOY_TEST_SETUP_MS ?? 600_000),
);

afterAll(async () => {
  queueWorker?.stop();
  if (stack !== undefined) {
    stopPid(resolve(stack.run, 'nginx.pid'));
    for (const server of servers) stopPid(resolve(stack.run, `php-fpm-${server}.pid`));
  }
  if (redis?.pid !== undefined) {
    try {
      process.kill(-redis.pid, 'SIGTERM');
    } catch {
      // gone
    }
  }
  if (databaseDir !== '') {
    spawnSync(
      'bash',
      ['-c', `source scripts/lib.sh && TEST_DB_DIR='${databaseDir}' TEST_DB_KIND=pgsql stop_test_database`],
      {
        cwd: root,
      },
    );
  }
  if (stack !== undefined) {
    await new Promise((r) => setTimeout(r, 500));
    removeStack(stack);
  }
});

describe('Two app servers (two PHP-FPM pools behind an nginx upstream, PostgreSQL, Redis, shared files)', () => {
  it('renders an upstream of both pools, and nginx sends requests to each of them in turn', async () => {
    const site = readFileSync(resolve(rendered, 'nginx/shop.conf'), 'utf8');
    for (const server of servers) {
      expect(site).toContain(`server unix:${socket(server)} max_fails=3 fail_timeout=10s;`);
      expect(readFileSync(resolve(rendered, `php-fpm/shop-${server}.conf`), 'utf8')).toMatch(
        new RegExp(`^\\[shop-${server}\\]$[\\s\\S]*^listen = ${socket(server)}$`, 'm'),
      );
    }

    const before = upstreamLog().length;
    const answers = await Promise.all(Array.from({ length: 12 }, () => nginx('GET', '/up', {}, undefined)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    // nginx writes a request's log line after its answer has gone, so the last lines may come a moment later.
    const servedUp = () =>
      upstreamLog()
        .slice(before)
        .filter((line) => line.uri === '/up');
    for (const deadline = Date.now() + 2_000; servedUp().length < 12 && Date.now() < deadline;) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const served = servedUp();
    expect(served).toHaveLength(12);
    for (const server of servers) {
      expect(served.filter((line) => line.upstream === `unix:${socket(server)}`).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('signs a shopper in on server 1 and keeps them signed in on server 2 (the session in Redis)', async () => {
    const email = `two.servers.${Date.now()}@example.md`;
    tinker(
      `App\\Models\\User::query()->forceCreate(['name' => 'Ana Două Servere', 'email' => '${email}', 'password' => 'the right passphrase', 'email_verified_at' => now()]); echo 'ok';`,
    );
    const shopper = await new Shopper().start(pool[1]!);
    expect(shopper.has('electro_shop_session')).toBe(true);
    const signIn = await shopper.request(pool[1]!, 'POST', '/autentificare', {
      email,
      password: 'the right passphrase',
    });
    expect([200, 302, 409]).toContain(signIn.status);

    // Server 2 has never seen this shopper, and knows them from the session server 1 wrote.
    const account = await shopper.request(pool[2]!, 'GET', '/cont', undefined, { Accept: 'text/html' });
    expect(account.status).toBe(200);
    expect(pageData(account.body)).toContain(email);
    // A cart line added on server 2 is on server 1's cart page.
    const productId = tinker(
      `echo App\\Models\\Product::query()->where('stock_total', '>', 0)->orderBy('id')->value('id');`,
    );
    const added = await shopper.request(pool[2]!, 'POST', '/cos/produse', {
      product_id: Number(productId),
      quantity: 1,
    });
    expect(added.status).toBe(200);
    const cart = await shopper.request(pool[1]!, 'GET', '/cos', undefined, { Accept: 'text/html' });
    expect(cart.status).toBe(200);
    expect(pageData(cart.body)).toMatch(new RegExp(`"product":\\{[^{}]*"id":${productId}\\b`));

    // Without the session cookie, server 2 sends the shopper to sign in: the page above was theirs.
    const stranger = await new Shopper().request(pool[2]!, 'GET', '/cont', undefined, { Accept: 'text/html' });
    expect(stranger.status).toBe(302);
    expect(stranger.headers.find(([name]) => name === 'location')?.[1]).toContain('/autentificare');
  });

  it('sells 5 units to exactly 5 of 20 shoppers checking out at once through both servers; the page cache is purged', async () => {
    const product = JSON.parse(
      tinker(
        `$p = App\\Models\\Product::query()->where('stock_total', '>', 0)->orderBy('id')->skip(3)->firstOrFail(); Tests\\Support\\Stock::only($p, 50); echo json_encode(['id' => $p->id, 'slug' => $p->slug]);`,
      ),
    ) as { id: number; slug: string };

    // The product's page for anonymous shoppers, kept by nginx.
    const page = `/produs/${encodeURIComponent(product.slug)}`;
    await nginx('GET', page, {}, undefined);
    const cached = await nginx('GET', page, {}, undefined);
    expect(cached.headers.find(([name]) => name === 'x-cache-status')?.[1]).toBe('HIT');

    const shoppers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const shopper = await new Shopper().start(nginx);
        const added = await shopper.request(nginx, 'POST', '/cos/produse', { product_id: product.id, quantity: 1 });
        expect(added.status).toBe(200);
        return shopper;
      }),
    );
    tinker(`Tests\\Support\\Stock::only(${product.id}, 5); echo 'ok';`);

    const before = upstreamLog().length;
    const answers = await Promise.all(
      shoppers.map((shopper) => shopper.request(nginx, 'POST', '/checkout', checkoutBody(randomUUID()))),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(
      answers.filter((a) => a.status !== 201 && a.status !== 409).map((a) => `${a.status} ${a.body.slice(0, 200)}`),
    ).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(tinker(`echo App\\Models\\OrderLine::query()->where('product_id', ${product.id})->count();`)).toBe('5');
    expect(tinker(`echo App\\Models\\Product::query()->whereKey(${product.id})->value('stock_total');`)).toBe('0');

    // Both servers took checkouts.
    const checkouts = upstreamLog()
      .slice(before)
      .filter((line) => line.method === 'POST' && line.uri === '/checkout');
    expect(checkouts).toHaveLength(20);
    for (const server of servers) {
      expect(checkouts.filter((line) => line.upstream === `unix:${socket(server)}`).length).toBeGreaterThan(0);
    }

    // The orders changed the stock on the page: whichever server wrote purged nginx's copy, so the next anonymous
    // request is rendered afresh and shows none left.
    const after = await nginx('GET', page, {}, undefined);
    expect(after.headers.find(([name]) => name === 'x-cache-status')?.[1]).toBe('MISS');
    expect(pageData(after.body)).not.toBe(pageData(cached.body));
  }, 180_000);

  it("purges nginx's page cache from either server after a change made there", async () => {
    const slug = tinker(
      `$p = App\\Models\\Product::query()->where('stock_total', '>', 0)->orderBy('id')->skip(5)->firstOrFail(); Tests\\Support\\Stock::only($p, 10); echo $p->slug;`,
    );
    const page = `/produs/${encodeURIComponent(slug)}`;
    for (const server of servers) {
      await nginx('GET', page, {}, undefined);
      expect((await nginx('GET', page, {}, undefined)).headers.find(([n]) => n === 'x-cache-status')?.[1]).toBe('HIT');
      // A guest's cart add on this server changes nothing pages show; an order does (the stock), and purges.
      const shopper = await new Shopper().start(pool[server]!);
      const productId = Number(tinker(`echo App\\Models\\Product::query()->where('slug', '${slug}')->value('id');`));
      expect(
        (await shopper.request(pool[server]!, 'POST', '/cos/produse', { product_id: productId, quantity: 1 })).status,
      ).toBe(200);
      expect((await nginx('GET', page, {}, undefined)).headers.find(([n]) => n === 'x-cache-status')?.[1]).toBe('HIT');
      const order = await shopper.request(
        pool[server]!,
        'POST',
        '/checkout',
        checkoutBody(randomUUID(), {
          name: 'Ion Rusu',
          phone: '060 12 34 57',
          email: 'ion@example.md',
          address: 'str. Pușkin 2',
        }),
      );
      expect(order.status).toBe(201);
      await expect
        .poll(async () => (await nginx('GET', page, {}, undefined)).headers.find(([n]) => n === 'x-cache-status')?.[1])
        .toBe('MISS');
    }
  }, 120_000);

  it('runs each scheduled task once when both servers run schedule:run in the same minute', async () => {
    // Not across a minute's turn: the lock is per task and minute.
    const second = new Date().getUTCSeconds();
    if (second > 45) await new Promise((r) => setTimeout(r, (61 - second) * 1000));
    const cwd = realpathSync(resolve(stack.base, 'current'));
    const runs = await Promise.all(
      servers.map(
        () =>
          new Promise<string>((done) => {
            const child = spawn('php', ['artisan', 'schedule:run'], { cwd, env: stack.env });
            let output = '';
            child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
            child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
            child.on('close', () => done(output));
          }),
      ),
    );
    const ran = (output: string, task: string) => output.includes(`Running [${task}]`);
    const skipped = (output: string, task: string) =>
      output.includes(`Skipping [${task}] because the command already ran on another server`);
    // The heartbeat runs every minute: exactly one server ran it, the other skipped it.
    expect(
      runs.filter((output) => ran(output, 'health:heartbeat')),
      runs.join('\n---\n'),
    ).toHaveLength(1);
    expect(
      runs.filter((output) => skipped(output, 'health:heartbeat')),
      runs.join('\n---\n'),
    ).toHaveLength(1);
    // So did the order mail sweep (its summary names the artisan command).
    const sweepRan = runs.filter((output) => /Running \[[^\]]*orders:send-mails/.test(output));
    const sweepSkipped = runs.filter((output) =>
      /Skipping \[[^\]]*orders:send-mails[^\]]*\] because the command already ran on another server/.test(output),
    );
    expect(sweepRan, runs.join('\n---\n')).toHaveLength(1);
    expect(sweepSkipped, runs.join('\n---\n')).toHaveLength(1);
  }, 120_000);

  it('keeps answering when one app server is down (nginx leaves its pool out)', async () => {
    const master = Number(readFileSync(resolve(stack.run, 'php-fpm-2.pid'), 'utf8').trim());
    stopPid(resolve(stack.run, 'php-fpm-2.pid'));
    const alive = () => {
      try {
        process.kill(master, 0);
        return true;
      } catch {
        return false;
      }
    };
    await expect.poll(alive, { timeout: 10_000 }).toBe(false);
    const answers = await Promise.all(Array.from({ length: 8 }, () => nginx('GET', '/up', {}, undefined)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
  });
});

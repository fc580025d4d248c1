import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';

import { expect, test } from './support/fixtures';

import { php, Shopper } from './shopping/client';
import { root, serverEnv, stopProcess, waitForUrl } from './support/server';

// The shop as its app servers run it at scale: cache, sessions, queue and rate limits in Redis (Debian's redis-server,
// a throwaway one on 127.0.0.1), over real HTTP against several PHP workers. Requests sent at the same moment must not
// get past a limit, and a shopper's session must hold from one worker to the next.

const appPort = 8823;
const appUrl = `http://127.0.0.1:${appPort}`;
const redisPort = 8824;
const apiLimit = 10;

const children: ChildProcess[] = [];

async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Nothing listens on 127.0.0.1:${port} after ${timeoutMs} ms`);
}

/** The keys Redis holds now (redis-cli comes with redis-server). */
function redisKeys(database: number): string[] {
  const result = spawnSync('redis-cli', ['-p', String(redisPort), '-n', String(database), '--scan'], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);

  return result.stdout.split('\n').filter((key) => key !== '');
}

test.beforeAll(async () => {
  children.push(
    spawn('redis-server', ['--bind', '127.0.0.1', '--port', String(redisPort), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
      detached: true,
    }),
  );
  await waitForPort(redisPort);
  children.push(
    spawn('php', ['artisan', 'serve', '--host=127.0.0.1', `--port=${appPort}`, '--no-reload'], {
      cwd: root,
      env: {
        ...serverEnv(),
        APP_URL: appUrl,
        REDIS_CLIENT: 'phpredis',
        REDIS_HOST: '127.0.0.1',
        REDIS_PORT: String(redisPort),
        CACHE_STORE: 'redis',
        CACHE_LIMITER: 'redis',
        SESSION_DRIVER: 'redis',
        QUEUE_CONNECTION: 'redis',
        RATE_LIMIT_API: String(apiLimit),
        // Behind a trusted proxy: each test counts for a client address of its own.
        TRUSTED_PROXIES: '127.0.0.1',
      },
      stdio: 'ignore',
      detached: true,
    }),
  );
  await waitForUrl(`${appUrl}/up`);
});

test.afterAll(() => {
  for (const child of children.reverse()) stopProcess(child);
});

test.describe('cache, sessions, queue and rate limits in Redis, several PHP workers', () => {
  test('keeps a signed-in shopper signed in from worker to worker, with the session in Redis', async () => {
    test.setTimeout(120_000);
    const email = `redis.${Date.now()}@example.md`;
    php(
      `App\\Models\\User::query()->forceCreate(['name' => 'Ana', 'email' => '${email}', 'password' => 'the right passphrase', 'email_verified_at' => now()]);`,
    );
    const before = redisKeys(0).length;
    const shopper = await new Shopper(appUrl).start();
    const forwarded = { 'X-Forwarded-For': '198.51.100.200' };
    const signIn = await shopper.request(
      'POST',
      '/autentificare',
      { email, password: 'the right passphrase' },
      forwarded,
    );
    expect([200, 302, 409]).toContain(signIn.status);

    // Ten pages at once land on different workers; each one knows the shopper from the session in Redis.
    const pages = await Promise.all(
      Array.from({ length: 10 }, () =>
        shopper.request('GET', '/cont', undefined, { Accept: 'text/html', ...forwarded }),
      ),
    );
    expect(pages.map((page) => page.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(redisKeys(0).length).toBeGreaterThan(before);
    expect(
      php(
        `echo DB::table('sessions')->where('user_id', App\\Models\\User::where('email', '${email}')->value('id'))->count();`,
      ),
    ).toBe('0');
  });

  test('tries at most 5 of 12 wrong passwords sent at once for one address; the rest get 429', async () => {
    test.setTimeout(120_000);
    const email = `redis.burst.${Date.now()}@example.md`;
    php(
      `App\\Models\\User::query()->forceCreate(['name' => 'Ana', 'email' => '${email}', 'password' => 'the right passphrase', 'email_verified_at' => now()]);`,
    );
    const forwarded = { 'X-Forwarded-For': `198.51.100.${1 + Math.floor(Math.random() * 199)}` };
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => new Shopper(appUrl).start()));
    const countersBefore = redisKeys(1).length;

    const statuses = await Promise.all(
      shoppers.map(
        async (shopper, i) =>
          (await shopper.request('POST', '/autentificare', { email, password: `wrong ${i}` }, forwarded)).status,
      ),
    );

    expect(statuses.filter((s) => s !== 422 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 422).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(7);
    // The counters (named by a hash of the limiter and its key) are in the cache's Redis database.
    expect(redisKeys(1).length).toBeGreaterThan(countersBefore);
  });

  test(`answers exactly ${apiLimit} of 30 API calls sent at once by one client and 429 to the rest`, async () => {
    test.setTimeout(120_000);
    const client = `203.0.113.${1 + Math.floor(Math.random() * 254)}`;
    const statuses = await Promise.all(
      Array.from(
        { length: 30 },
        async () =>
          (
            await fetch(`${appUrl}/api/ru/shop/category-in-home_page`, {
              headers: { Accept: 'application/json', 'X-Forwarded-For': client },
            })
          ).status,
      ),
    );

    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(apiLimit);
  });
});

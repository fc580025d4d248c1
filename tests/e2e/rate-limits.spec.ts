import { spawn, type ChildProcess } from 'node:child_process';

import { expect, test } from './support/fixtures';

import { php, Shopper } from './shopping/client';
import { sentMails } from './support/mail';
import { root, serverEnv } from './support/server';

// Real HTTP against several PHP workers (PHP_CLI_SERVER_WORKERS) sharing one SQLite file, where the rate-limit
// counters live: requests sent at the same moment must not get past a limit nor fail with "database is locked".

const secondPort = 8822;
const secondUrl = `http://127.0.0.1:${secondPort}`;
/** The second server's API limit: small, so that a burst of calls goes over it. */
const apiLimit = 10;

let secondServer: ChildProcess | undefined;

async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

test.beforeAll(async () => {
  secondServer = spawn('php', ['artisan', 'serve', '--host=127.0.0.1', `--port=${secondPort}`, '--no-reload'], {
    cwd: root,
    // Behind a trusted proxy: each run counts for a client address of its own, apart from other tests' calls.
    env: { ...serverEnv(), APP_URL: secondUrl, RATE_LIMIT_API: String(apiLimit), TRUSTED_PROXIES: '127.0.0.1' },
    stdio: 'ignore',
    detached: true,
  });
  await waitFor(`${secondUrl}/up`);
});

test.afterAll(() => {
  if (secondServer?.pid !== undefined) {
    try {
      process.kill(-secondServer.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
});

test.describe('rate limits under concurrency', () => {
  test('tries at most 5 of 12 wrong passwords sent at once for one address; the rest get 429', async () => {
    test.setTimeout(120_000);
    const email = `burst.${Date.now()}@example.md`;
    php(
      `App\\Models\\User::query()->forceCreate(['name' => 'Ana', 'email' => '${email}', 'password' => 'the right passphrase', 'email_verified_at' => now()]);`,
    );
    // A session and CSRF token each, as twelve browsers (or one script with twelve connections) would have.
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => new Shopper().start()));

    const responses = await Promise.all(
      shoppers.map(async (shopper, i) => {
        const response = await shopper.request('POST', '/autentificare', { email, password: `wrong ${i}` });

        return {
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          body: await response.text(),
        };
      }),
    );

    const statuses = responses.map((r) => r.status);
    expect(responses.filter((r) => r.status >= 500 || r.body.includes('database is locked'))).toEqual([]);
    expect(statuses.every((s) => s === 422 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 422).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(7);
    for (const refused of responses.filter((r) => r.status === 429)) {
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      const body = JSON.parse(refused.body) as { message: string; errors: { email: string[] } };
      expect(body.errors.email[0]).toContain('Prea multe încercări');
    }

    // Even the right password waits for the window to end.
    const late = await shoppers[0]!.request('POST', '/autentificare', { email, password: 'the right passphrase' });
    expect(late.status).toBe(429);
  });

  test('lets 24 addresses guessing one password at once try 11 times, then makes every try wait, and mails the owner once', async () => {
    test.setTimeout(120_000);
    const email = `spread.${Date.now()}@example.md`;
    php(
      `App\\Models\\User::query()->forceCreate(['name' => 'Ana', 'email' => '${email}', 'password' => 'the right passphrase', 'email_verified_at' => now()]);`,
    );
    const base = 1 + Math.floor(Math.random() * 200);
    // Each guesser behind an address of its own (the second server trusts the proxy header), so the per-address
    // limits never apply: only the account's own, across every address.
    const guessers = await Promise.all(Array.from({ length: 24 }, () => new Shopper(secondUrl).start()));
    const mailsBefore = (await sentMails()).filter((mail) => mail.to === email).length;

    const statuses = await Promise.all(
      guessers.map(
        async (guesser, i) =>
          (
            await guesser.request(
              'POST',
              '/autentificare',
              { email, password: `wrong ${i}` },
              {
                'X-Forwarded-For': `203.0.113.${(base + i) % 250}`,
              },
            )
          ).status,
      ),
    );

    // Ten failures a day are free, and the first one past them opens the 15-second wait; the rest wait for it.
    expect(statuses.filter((s) => s === 422)).toHaveLength(11);
    expect(statuses.filter((s) => s === 429)).toHaveLength(13);
    // The right password from yet another address waits too: the account is slowed down, whoever asks.
    const owner = await new Shopper(secondUrl).start();
    const late = await owner.request(
      'POST',
      '/autentificare',
      { email, password: 'the right passphrase' },
      {
        'X-Forwarded-For': '192.0.2.77',
      },
    );
    expect(late.status).toBe(429);
    await expect.poll(async () => (await sentMails()).filter((mail) => mail.to === email).length).toBe(mailsBefore + 1);
  });

  test(`answers exactly ${apiLimit} of 30 API calls sent at once by one client and 429 in JSON to the rest`, async () => {
    test.setTimeout(120_000);
    const client = `198.51.100.${1 + Math.floor(Math.random() * 254)}`;
    const responses = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const response = await fetch(`${secondUrl}/api/ru/shop/category-in-home_page`, {
          headers: { Accept: 'application/json', 'X-Forwarded-For': client },
        });

        return {
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          body: await response.text(),
        };
      }),
    );

    expect(
      responses.filter((r) => r.status !== 200 && r.status !== 429).map((r) => `${r.status} ${r.body.slice(0, 200)}`),
    ).toEqual([]);
    expect(responses.filter((r) => r.status === 200)).toHaveLength(apiLimit);
    const refused = responses.filter((r) => r.status === 429);
    expect(refused).toHaveLength(30 - apiLimit);
    for (const answer of refused) {
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(JSON.parse(answer.body)).toEqual({
        message: 'Вы отправили слишком много запросов за короткое время. Подождите немного и попробуйте снова.',
      });
    }
  });
});

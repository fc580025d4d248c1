import { randomBytes } from 'node:crypto';

import { expect, test } from './support/fixtures';

import { php } from './shopping/client';
import { baseUrl } from './support/server';
import { currentStep, totp } from './support/totp';

// One-time second factors over real HTTP against several PHP workers: a TOTP code and a recovery code sent at the
// same moment by copies of one signed-in-halfway session (a double click, a replayed request) let exactly one in.
// Self-contained (the account is made here), so it runs on every database (E2E_DB, tests/e2e/support/server.ts).

// Two-factor allows five attempts a minute per account and address (config/rate_limits.php): five copies all count.
const COPIES = 5;
const password = 'o parolă destul de lungă';

type Account = { email: string; secret: string; recoveryCodes: string[] };

/** A cookie jar good enough for one Laravel session over fetch, sending forms as the browser does. */
class Client {
  private cookies = new Map<string, string>();

  async request(path: string, body?: Record<string, string>): Promise<Response> {
    const xsrf = this.cookies.get('XSRF-TOKEN');
    const response = await fetch(`${baseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      redirect: 'manual',
      headers: {
        Accept: 'text/html',
        Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(xsrf === undefined ? {} : { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) }),
        ...(body === undefined ? {} : { 'Content-Type': 'application/x-www-form-urlencoded' }),
      },
      body: body === undefined ? undefined : new URLSearchParams(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }

    return response;
  }

  fork(): Client {
    const copy = new Client();
    copy.cookies = new Map(this.cookies);

    return copy;
  }
}

/** A verified shopper with two-factor on (a known secret) and fresh recovery codes. */
function makeAccount(): Account {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const secret = [...randomBytes(32)].map((byte) => alphabet[byte % 32]).join('');
  const email = `doi.factori.${Date.now()}@example.md`;
  const out = php(`
    $user = new App\\Models\\User();
    $user->forceFill([
      'name' => 'Ana', 'email' => '${email}', 'password' => Illuminate\\Support\\Facades\\Hash::make('${password}'),
      'email_verified_at' => now(), 'two_factor_secret' => '${secret}', 'two_factor_confirmed_at' => now(),
    ])->save();
    echo json_encode(App\\Services\\Auth\\TwoFactorCodes::regenerateRecoveryCodes($user));
  `);

  return { email, secret, recoveryCodes: JSON.parse(out.split('\n').pop()!) as string[] };
}

/** A session past the password step, waiting for the second factor. */
async function pendingChallenge(account: Account): Promise<Client> {
  const client = new Client();
  await client.request('/autentificare');
  const login = await client.request('/autentificare', { email: account.email, password });
  expect(login.status).toBe(302);
  expect(login.headers.get('location')).toMatch(/\/autentificare\/cod$/);

  return client;
}

/** Sends the same second factor from COPIES copies of the session at once; answers how many were let in. */
async function sendAtOnce(client: Client, body: Record<string, string>): Promise<{ in: number; statuses: number[] }> {
  const responses = await Promise.all(
    Array.from({ length: COPIES }, () => client.fork().request('/autentificare/cod', body)),
  );

  return {
    in: responses.filter((response) => /\/cont$/.test(response.headers.get('location') ?? '')).length,
    statuses: responses.map((response) => response.status),
  };
}

test.describe('one-time codes sent at the same moment', () => {
  test('accepts a two-factor code exactly once', async () => {
    test.setTimeout(60_000);
    const account = makeAccount();
    const client = await pendingChallenge(account);
    const result = await sendAtOnce(client, { code: totp(account.secret, currentStep()) });

    // The others are sent back to the form (302 with the error) or find their session renewed by the winner's sign-in
    // (419), never a server error.
    expect(result.statuses.filter((status) => status !== 302 && status !== 419)).toEqual([]);
    expect(result.in).toBe(1);
    expect(
      Number(
        php(`echo App\\Models\\User::query()->where('email', '${account.email}')->value('last_totp_step');`)
          .split('\n')
          .pop(),
      ),
    ).toBeGreaterThan(0);
  });

  test('accepts a recovery code exactly once and spends it', async () => {
    test.setTimeout(60_000);
    const account = makeAccount();
    const client = await pendingChallenge(account);
    const result = await sendAtOnce(client, { recovery_code: account.recoveryCodes[0]! });

    expect(result.statuses.filter((status) => status !== 302 && status !== 419)).toEqual([]);
    expect(result.in).toBe(1);
    const left = php(
      `echo App\\Models\\User::query()->where('email', '${account.email}')->firstOrFail()->recoveryCodes()->count();`,
    );
    expect(left.split('\n').pop()).toBe(String(account.recoveryCodes.length - 1));
  });
});

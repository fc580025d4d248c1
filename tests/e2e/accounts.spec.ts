import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

import { baseUrl, openSession, type Session } from './support/browser';
import { linkFromMail, sentMails } from './support/mail';
import { currentStep, totp } from './support/totp';

type Account = { email: string; password: string; secret: string; recoveryCodes: string[]; lastStep: number };

const accounts: Partial<Record<'ro' | 'ru', Account>> = {};

const texts = {
  ro: {
    sent: 'Verificați e-mailul',
    welcome: 'Bun venit, Ana',
    dashboard: 'Bună, Ana',
    twoFactorOn: 'Activă',
    codeError: 'Codul nu este corect',
    throttled: 'Prea multe încercări',
  },
  ru: {
    sent: 'Проверьте почту',
    welcome: 'Добро пожаловать, Ana',
    dashboard: 'Здравствуйте, Ana',
    twoFactorOn: 'Включена',
    codeError: 'Код неверный',
    throttled: 'Слишком много попыток',
  },
} as const;

/** Waits for the page to arrive at a path (hashing a password takes a moment on a busy machine). */
async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
}

async function fill(page: Page, fields: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(fields)) {
    await page.fill(`[data-test="field-${name}"]`, value);
  }
}

// A shopper's whole account journey, in each language, with e-mails read back from what the app sent.
for (const locale of ['ro', 'ru'] as const) {
  test.describe(`Accounts in Chromium (${locale})`, () => {
    const prefix = locale === 'ro' ? '' : '/ru';
    const text = texts[locale];
    let session: Session;

    test.beforeAll(async ({ browser }) => {
      session = await openSession(browser, { width: 390, height: 844 });
    });

    test.afterAll(async () => {
      await session.close();
    });

    test('registers, verifies the address from the e-mail, turns on two-factor, signs in with a code and resets the password', async () => {
      test.setTimeout(90_000);
      const { page } = session;
      const email = `ana.${locale}.${Date.now()}@example.md`;
      const password = 'o parolă destul de lungă';
      const mailsBefore = (await sentMails()).length;

      // Register: a validation error keeps what was typed, then the account is created.
      await page.goto(`${prefix}/inregistrare`);
      await fill(page, { name: 'Ana Popescu', email, phone: '069 123', password, password_confirmation: password });
      await page.click('[data-test="field-terms"]');
      await page.click('[data-test="submit"]');
      await page.waitForSelector('[data-test="error-phone"]');
      expect(await page.inputValue('[data-test="field-email"]')).toBe(email);
      // The new password was not what failed, so it stays typed too.
      expect(await page.inputValue('[data-test="field-password"]')).toBe(password);
      expect(await page.inputValue('[data-test="field-password_confirmation"]')).toBe(password);
      await fill(page, { phone: '+373 69 123 456' });
      await page.click('[data-test="submit"]');
      // Not signed in yet: a page says where the link went (the same page whether the address had an account or not).
      await waitForPath(page, `${prefix}/inregistrare/trimis`);
      expect(await page.textContent('[data-test="page-heading"]')).toContain(text.sent);
      expect(await page.textContent('[data-test="register-sent"]')).toContain(email);

      // The link in the e-mail verifies the address, signs the account in and opens the welcome page.
      const confirmLink = await linkFromMail(email, /\/inregistrare\/confirmare\/\d+\//, mailsBefore);
      expect(confirmLink.startsWith(`${baseUrl}${prefix}/inregistrare/confirmare/`)).toBe(true);
      await page.goto(confirmLink);
      await waitForPath(page, `${prefix}/cont/bun-venit`);
      expect(await page.textContent('[data-test="page-heading"]')).toContain(text.welcome);
      await page.click('[data-test="welcome-account"]');
      await waitForPath(page, `${prefix}/cont`);
      expect(await page.textContent('[data-test="page-heading"]')).toContain(text.dashboard);

      // Two-factor, after confirming the password.
      await page.click('[data-test="account-link-settings.two-factor.show"]');
      await waitForPath(page, `${prefix}/confirmare-parola`);
      await fill(page, { password });
      await page.click('[data-test="submit"]');
      await waitForPath(page, `${prefix}/cont/setari/doi-factori`);
      await page.click('[data-test="two-factor-enable"]');
      await page.waitForSelector('[data-test="two-factor-qr"][data-ready="true"] svg');
      const secret = (await page.getAttribute('[data-test="two-factor-secret"]', 'data-secret')) ?? '';
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      const setupStep = currentStep();
      await fill(page, { code: totp(secret, setupStep) });
      await page.click('[data-test="two-factor-confirm"]');
      await page.waitForSelector('[data-test="recovery-codes"]');
      const recoveryCodes = await page.locator('[data-test="recovery-codes"] li').allTextContents();
      expect(recoveryCodes).toHaveLength(8);
      expect(await page.textContent('[data-test="two-factor-status"]')).toContain(text.twoFactorOn);

      // Sign out, then in again: password, then a code from the app (the next step's: the current one is spent).
      await page.goto(`${prefix}/cont`);
      await page.click('[data-test="logout"]');
      await waitForPath(page, prefix === '' ? '/' : prefix);
      await page.goto(`${prefix}/autentificare`);
      await fill(page, { email, password });
      await page.click('[data-test="submit"]');
      await waitForPath(page, `${prefix}/autentificare/cod`);
      await fill(page, { code: totp(secret, setupStep) });
      await page.click('[data-test="submit"]');
      await page.waitForSelector(`[data-test="error-code"]:has-text("${text.codeError}")`);
      const loginStep = setupStep + 1;
      await fill(page, { code: totp(secret, loginStep) });
      await page.click('[data-test="submit"]');
      await waitForPath(page, `${prefix}/cont`);

      // Forgot the password: the link from the e-mail, a new password, then a recovery code for the second step.
      await page.click('[data-test="logout"]');
      await waitForPath(page, prefix === '' ? '/' : prefix);
      const beforeReset = (await sentMails()).length;
      await page.goto(`${prefix}/autentificare`);
      await page.click('[data-test="forgot-link"]');
      await waitForPath(page, `${prefix}/parola-uitata`);
      await fill(page, { email });
      await page.click('[data-test="submit"]');
      await page.waitForSelector('[data-test="status"]');
      const resetLink = await linkFromMail(email, /\/resetare-parola\//, beforeReset);
      expect(resetLink.startsWith(`${baseUrl}${prefix}/resetare-parola/`)).toBe(true);
      await page.goto(resetLink);
      const newPassword = 'încă o parolă lungă';
      await fill(page, { password: newPassword, password_confirmation: newPassword });
      await page.click('[data-test="submit"]');
      await waitForPath(page, `${prefix}/autentificare/cod`);
      await page.click('[data-test="toggle-recovery"]');
      await fill(page, { recovery_code: recoveryCodes[0] ?? '' });
      await page.click('[data-test="submit"]');
      await waitForPath(page, `${prefix}/cont`);

      accounts[locale] = {
        email,
        password: newPassword,
        secret,
        recoveryCodes: recoveryCodes.slice(1),
        lastStep: loginStep,
      };
    });

    test('holds sign-in back after five wrong passwords, saying so on the form and keeping the e-mail typed', async () => {
      const { page } = session;
      const email = `nobody.${locale}.${Date.now()}@example.md`;
      await session.context.clearCookies();
      await page.goto(`${prefix}/autentificare`);
      await fill(page, { email });
      for (let attempt = 1; attempt <= 6; attempt++) {
        await fill(page, { password: `wrong password ${attempt}` });
        const answer = page.waitForResponse((response) => response.request().method() === 'POST');
        await page.click('[data-test="submit"]');
        const status = (await answer).status();
        expect(status).toBe(attempt <= 5 ? 302 : 429);
        await page.waitForSelector('[data-test="error-email"]');
        // The visit is over once the form has cleared the password and enabled its button again.
        await page.waitForSelector('[data-test="submit"]:not([disabled])');
        await expect.poll(() => page.inputValue('[data-test="field-password"]')).toBe('');
      }
      expect(await page.textContent('[data-test="error-email"]')).toContain(text.throttled);
      expect(await page.inputValue('[data-test="field-email"]')).toBe(email);
      expect(new URL(page.url()).pathname).toBe(`${prefix}/autentificare`);
    });
  });
}

/** A cookie jar good enough for one Laravel session over fetch. */
class Client {
  private cookies = new Map<string, string>();

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const xsrf = this.cookies.get('XSRF-TOKEN');
    const response = await fetch(`${baseUrl}${path}`, {
      ...init,
      redirect: 'manual',
      headers: {
        Accept: 'text/html',
        Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(xsrf === undefined ? {} : { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) }),
        ...(init.body instanceof URLSearchParams ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        ...init.headers,
      },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      this.cookies.set(name, value);
    }

    return response;
  }

  fork(): Client {
    const copy = new Client();
    copy.cookies = new Map(this.cookies);

    return copy;
  }
}

async function pendingChallenge(account: Account): Promise<Client> {
  const client = new Client();
  await client.request('/autentificare');
  const login = await client.request('/autentificare', {
    method: 'POST',
    body: new URLSearchParams({ email: account.email, password: account.password }),
  });
  expect(login.status).toBe(302);
  expect(login.headers.get('location')).toMatch(/\/autentificare\/cod$/);

  return client;
}

async function sendAtOnce(client: Client, body: Record<string, string>): Promise<number> {
  // Every copy carries the same session, as a double click or a replayed request would.
  const responses = await Promise.all(
    Array.from({ length: 4 }, () =>
      client.fork().request('/autentificare/cod', { method: 'POST', body: new URLSearchParams(body) }),
    ),
  );

  return responses.filter((response) => /\/cont$/.test(response.headers.get('location') ?? '')).length;
}

// Four PHP workers serve the app under test (PHP_CLI_SERVER_WORKERS=4).
test.describe('One-time codes over real HTTP', () => {
  test('accepts a two-factor code sent four times at the same moment exactly once', async () => {
    test.setTimeout(60_000);
    const account = accounts.ro;
    expect(account).toBeDefined();
    if (account === undefined) return;

    // A code newer than the last one used becomes acceptable once the clock reaches its step's window (and the
    // current step's code when the earlier tests took longer than that).
    const step = Math.max(account.lastStep + 1, currentStep());
    while (currentStep() + 1 < step) {
      await new Promise((r) => setTimeout(r, 500));
    }
    const client = await pendingChallenge(account);

    expect(await sendAtOnce(client, { code: totp(account.secret, step) })).toBe(1);
  });

  test('accepts a recovery code sent four times at the same moment exactly once', async () => {
    const account = accounts.ro;
    if (account === undefined) return;
    const client = await pendingChallenge(account);

    expect(await sendAtOnce(client, { recovery_code: account.recoveryCodes[0] ?? '' })).toBe(1);
  });
});

// Registering an address twice, and what the back button shows after signing out (Romanian pages).
test.describe('Registration and history in Chromium', () => {
  let session: Session;

  test.beforeAll(async ({ browser }) => {
    session = await openSession(browser, { width: 1280, height: 900 });
  });

  test.afterAll(async () => {
    await session.close();
  });

  async function register(page: Page, email: string, password: string): Promise<void> {
    await page.goto('/inregistrare');
    await fill(page, { name: 'Ana Popescu', email, password, password_confirmation: password });
    await page.click('[data-test="field-terms"]');
    await page.click('[data-test="submit"]');
    await waitForPath(page, '/inregistrare/trimis');
  }

  test('answers a second registration of an address like the first and mails its owner instead', async () => {
    const { page } = session;
    const email = `ana.twice.${Date.now()}@example.md`;
    const before = (await sentMails()).length;

    await register(page, email, 'o parolă destul de lungă');
    const first = await page.textContent('main');
    await register(page, email, 'altă parolă destul de lungă');
    expect(await page.textContent('main')).toBe(first);

    await expect
      .poll(async () =>
        (await sentMails())
          .slice(before)
          .filter((mail) => mail.to.includes(email))
          .map((mail) => mail.subject),
      )
      .toEqual([
        'Confirmați contul la Electro Shop',
        'Cineva a încercat să creeze un cont cu adresa dumneavoastră la Electro Shop',
      ]);
  });

  test('changes the address only through the link mailed to it, and answers the same for one another account has', async () => {
    test.setTimeout(90_000);
    const { page } = session;
    const stamp = Date.now();
    const [taken, email, next] = [
      `ana.taken.${stamp}@example.md`,
      `ana.own.${stamp}@example.md`,
      `ana.next.${stamp}@example.md`,
    ];
    const password = 'o parolă destul de lungă';
    await session.context.clearCookies();
    await register(page, taken, password);
    await session.context.clearCookies();
    let before = (await sentMails()).length;
    await register(page, email, password);
    await page.goto(await linkFromMail(email, /\/inregistrare\/confirmare\//, before));
    await waitForPath(page, '/cont/bun-venit');

    // Another account's address: the same answer as for a free one, and that address's owner is mailed instead.
    before = (await sentMails()).length;
    const answers: string[] = [];
    for (const address of [taken, next]) {
      await page.goto('/cont/setari/profil');
      await fill(page, { email: address });
      await fill(page, { current_password: password });
      await page.click('[data-test="submit"]');
      await page.waitForSelector(`[data-test="email-pending"]:has-text("${address}")`);
      answers.push(((await page.textContent('main')) ?? '').replaceAll(address, 'ADDRESS'));
    }
    expect(answers[1]).toBe(answers[0]);
    expect(await page.inputValue('[data-test="field-email"]')).toBe(email);
    await expect
      .poll(async () => (await sentMails()).filter((mail) => mail.to.includes(taken)).map((mail) => mail.subject))
      .toContain('Cineva a încercat să folosească adresa dumneavoastră la Electro Shop');

    await page.goto(await linkFromMail(next, /\/cont\/confirmare-email-nou\//, before));
    await waitForPath(page, '/cont/setari/profil');
    expect(await page.textContent('main')).toContain('Adresa de e-mail a contului a fost schimbată și confirmată.');
    expect(await page.inputValue('[data-test="field-email"]')).toBe(next);
    expect(await page.locator('[data-test="email-pending"]').count()).toBe(0);
    await expect
      .poll(async () => (await sentMails()).filter((mail) => mail.to.includes(email)).map((mail) => mail.subject))
      .toContain('Adresa de e-mail a contului a fost schimbată la Electro Shop');
  });

  test('shows nothing of the account when going back after signing out', async () => {
    test.setTimeout(60_000);
    const { page } = session;
    const email = `ana.back.${Date.now()}@example.md`;
    const before = (await sentMails()).length;
    await session.context.clearCookies();
    await register(page, email, 'o parolă destul de lungă');
    await page.goto(await linkFromMail(email, /\/inregistrare\/confirmare\//, before));
    await waitForPath(page, '/cont/bun-venit');

    await page.goto('/cont');
    await page.waitForSelector('[data-test="logout"]');
    expect(await page.textContent('main')).toContain(email);
    await page.click('[data-test="logout"]');
    await waitForPath(page, '/');

    // The account page's history entry cannot be read any more: the client asks the server, which wants a sign-in.
    await page.goBack();
    await waitForPath(page, '/autentificare');
    expect(await page.textContent('body')).not.toContain(email);
    expect(await page.locator('script[data-page]').count()).toBe(0);
  });
});

import { spawnSync } from 'node:child_process';

import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

import { baseUrl, openSession, type Session } from './support/browser';
import { linkFromMail, sentMails } from './support/mail';
import { root, serverEnv } from './support/server';
import { signInStaff } from './support/staff';
import { currentStep, totp } from './support/totp';

async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
}

async function fill(page: Page, fields: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(fields)) {
    await page.fill(`[data-test="field-${name}"]`, value);
  }
}

/** Sets a password on the page a set-password link opens. */
async function setPassword(page: Page, link: string, password: string): Promise<void> {
  await page.goto(link);
  await fill(page, { password, password_confirmation: password });
  await page.click('[data-test="submit"]');
}

/**
 * From the back office's redirect to the two-factor settings (after confirming the password when asked): turns it
 * on with a code computed here, and answers the secret and the step used.
 */
async function setUpTwoFactor(page: Page, prefix: string, password: string): Promise<{ secret: string; step: number }> {
  await page.waitForURL(
    (url) => [`${prefix}/confirmare-parola`, `${prefix}/cont/setari/doi-factori`].includes(url.pathname),
    { timeout: 15_000 },
  );
  if (new URL(page.url()).pathname === `${prefix}/confirmare-parola`) {
    await fill(page, { password });
    await page.click('[data-test="submit"]');
    await waitForPath(page, `${prefix}/cont/setari/doi-factori`);
  }
  await page.click('[data-test="two-factor-enable"]');
  await page.waitForSelector('[data-test="two-factor-qr"][data-ready="true"] svg');
  const secret = (await page.getAttribute('[data-test="two-factor-secret"]', 'data-secret')) ?? '';
  const step = currentStep();
  await fill(page, { code: totp(secret, step) });
  await page.click('[data-test="two-factor-confirm"]');
  await page.waitForSelector('[data-test="recovery-codes"]');

  return { secret, step };
}

// The first owner from `php artisan shop:staff`, then an invited manager, each through their one-time link.
test.describe('Staff accounts in Chromium', () => {
  let owner: Session;
  let manager: Session;
  const stamp = Date.now();
  const ownerEmail = `owner.${stamp}@example.md`;
  const managerEmail = `manager.${stamp}@example.md`;
  const ownerPassword = 'parola proprietarului 2026';
  const managerPassword = 'пароль менеджера 2026';

  test.beforeAll(async ({ browser }) => {
    owner = await openSession(browser, { width: 1280, height: 900 });
    manager = await openSession(browser, { width: 390, height: 844 });
  });

  test.afterAll(async () => {
    await owner.close();
    await manager.close();
  });

  test('an owner made on the command line signs in with two-factor in Romanian and invites a manager', async () => {
    test.setTimeout(120_000);
    const made = spawnSync('php', ['artisan', 'shop:staff', ownerEmail, '--role=owner', '--name=Ana Proprietar'], {
      cwd: root,
      env: serverEnv(),
      encoding: 'utf8',
    });
    expect(made.status, made.stderr).toBe(0);
    const link = /http\S+\/resetare-parola\/\S+/.exec(made.stdout)?.[0] ?? '';
    expect(link.startsWith(`${baseUrl}/resetare-parola/`)).toBe(true);

    const { page } = owner;
    await setPassword(page, link, ownerPassword);
    const { secret, step } = await setUpTwoFactor(page, '', ownerPassword);

    // Signed out and in again: the password, then a code from the app.
    await page.goto('/admin');
    await page.click('[data-test="admin-logout"]');
    await waitForPath(page, '/');
    await signInStaff(page, { email: ownerEmail, password: ownerPassword, secret, usedStep: step });

    await page.goto('/admin/personal');
    expect(await page.textContent('h1')).toContain('Personal');
    expect(await page.textContent('[data-test="staff-table"]')).toContain(ownerEmail);

    const before = (await sentMails()).length;
    await fill(page, { name: 'Olga Menedjer', email: managerEmail });
    await page.selectOption('[data-test="field-role"]', 'manager');
    await page.selectOption('[data-test="field-locale"]', 'ru');
    await page.click('[data-test="invite-submit"]');
    await page.waitForSelector(`[data-test="staff-table"]:has-text("${managerEmail}")`);
    expect(await page.textContent('body')).toContain(`Invitația a fost trimisă la ${managerEmail}.`);

    // The invitation, in Russian, with the manager's one-time link.
    const invite = await linkFromMail(managerEmail, /\/ru\/resetare-parola\//, before);
    const mail = (await sentMails()).slice(before).find((sent) => sent.to.includes(managerEmail));
    expect(mail?.text).toContain('с ролью «Менеджер»');

    // The manager, on a phone: the link, a password, two-factor, then the back office in Russian.
    const phone = manager.page;
    await setPassword(phone, invite, managerPassword);
    await setUpTwoFactor(phone, '/ru', managerPassword);
    await phone.goto('/admin');
    await waitForPath(phone, '/admin');
    expect(await phone.getAttribute('html', 'lang')).toBe('ru');
    expect(await phone.textContent('h1')).toContain('Панель');

    // Used once: the same link is dead now.
    await phone.context().clearCookies();
    await setPassword(phone, invite, 'ещё один длинный пароль');
    await phone.waitForSelector('[data-test="error-email"]');
  });
});

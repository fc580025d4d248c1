import { spawnSync } from 'node:child_process';

import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

import { baseUrl, openSession, type Session } from './support/browser';
import { linkFromMail, sentMails } from './support/mail';
import { root, serverEnv } from './support/server';
import { signInStaff } from './support/staff';
import { currentStep, totp } from './support/totp';

type Locale = 'ro' | 'ru';

const TEXT = {
  ro: {
    onboarding: 'Administrarea cere verificarea în doi pași',
    why: 'o parolă aflată de altcineva nu ajunge',
    dashboard: 'Panou',
    pending: 'Invitație în așteptare',
    never: 'niciodată',
    resend: 'Retrimite invitația',
    resent: (email: string) => `Invitația a fost trimisă din nou la ${email}. Linkul anterior nu mai funcționează.`,
  },
  ru: {
    onboarding: 'Для администрирования нужна двухэтапная проверка',
    why: 'одного узнанного кем-то пароля недостаточно',
    dashboard: 'Панель',
    pending: 'Приглашение ожидает',
    never: 'никогда',
    resend: 'Повторить приглашение',
    resent: (email: string) => `Приглашение повторно отправлено на ${email}. Прежняя ссылка больше не работает.`,
  },
} as const;

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
 * Every address the page asked for the password confirmation at: right after a password set from an invitation
 * there must be none.
 */
function watchPasswordPrompts(page: Page): string[] {
  const prompts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/confirmare-parola')) prompts.push(request.url());
  });

  return prompts;
}

/**
 * Right after setting the password: the back office's own two-factor setup, in the person's language, with no
 * password asked again; turns it on with a code computed here, keeps the recovery codes and goes on to /admin.
 * Answers the secret and the step used.
 */
async function onboard(page: Page, locale: Locale, prompts: string[]): Promise<{ secret: string; step: number }> {
  await waitForPath(page, '/admin/doi-factori');
  expect(await page.getAttribute('html', 'lang')).toBe(locale);
  expect(await page.textContent('h1')).toContain(TEXT[locale].onboarding);
  expect(await page.textContent('[data-test="onboarding-why"]')).toContain(TEXT[locale].why);
  // The back office's frame, not the shopper's account page.
  await expect(page.locator('[data-test="admin-onboarding-header"]')).toBeVisible();
  expect(await page.locator('[data-test="account-link-settings.two-factor.show"]').count()).toBe(0);

  await page.click('[data-test="two-factor-enable"]');
  await page.waitForSelector('[data-test="two-factor-qr"][data-ready="true"] svg');
  const secret = (await page.getAttribute('[data-test="two-factor-secret"]', 'data-secret')) ?? '';
  const step = currentStep();
  await fill(page, { code: totp(secret, step) });
  await page.click('[data-test="two-factor-confirm"]');
  await page.waitForSelector('[data-test="recovery-codes"]');
  expect(await page.locator('[data-test="recovery-codes"] li').count()).toBe(8);

  // Going on waits until the codes are marked as saved.
  await expect(page.locator('[data-test="onboarding-continue"]')).toBeDisabled();
  await page.check('[data-test="codes-saved"]');
  await page.click('[data-test="onboarding-continue"]');
  await waitForPath(page, '/admin');
  expect(await page.textContent('h1')).toContain(TEXT[locale].dashboard);
  expect(prompts).toEqual([]);

  return { secret, step };
}

/** The staff table's row of one address. */
function row(page: Page, email: string) {
  return page.locator('[data-test="staff-table"] tr', { hasText: email });
}

test.describe.configure({ mode: 'serial' });

// The first owner from `php artisan shop:staff`, then invited staff, each through their one-time link, on a laptop
// and on a phone, in Romanian and Russian.
test.describe('Staff accounts in Chromium', () => {
  let owner: Session;
  let phone: Session;
  const stamp = Date.now();
  const ownerEmail = `owner.${stamp}@example.md`;
  const managerEmail = `manager.${stamp}@example.md`;
  const ownerPassword = 'parola proprietarului 2026';
  const managerPassword = 'пароль менеджера 2026';
  let ownerTwoFactor: { secret: string; step: number };
  let firstManagerLink = '';

  test.beforeAll(async ({ browser }) => {
    owner = await openSession(browser, { width: 1280, height: 900 });
    phone = await openSession(browser, { width: 390, height: 844 }, { touch: true });
  });

  test.afterAll(async () => {
    await owner.close();
    await phone.close();
  });

  test('an owner made on the command line sets a password and two-factor in Romanian, then signs in with a code', async () => {
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
    const prompts = watchPasswordPrompts(page);
    await setPassword(page, link, ownerPassword);
    ownerTwoFactor = await onboard(page, 'ro', prompts);

    // Signed out and in again: the password, then a code from the app.
    await page.click('[data-test="admin-logout"]');
    await waitForPath(page, '/');
    await signInStaff(page, {
      email: ownerEmail,
      password: ownerPassword,
      secret: ownerTwoFactor.secret,
      usedStep: ownerTwoFactor.step,
    });
    await page.goto('/admin');
    await waitForPath(page, '/admin');
  });

  test('the staff list shows a pending invitation, mails it again and shows the last sign-in, in both languages', async () => {
    test.setTimeout(120_000);
    const { page } = owner;
    await page.goto('/admin/personal');
    expect(await page.textContent('h1')).toContain('Personal');
    // The owner has just signed in; the date is written as the shop writes it.
    await expect(row(page, ownerEmail).locator('[data-test^="last-login-"]')).toHaveText(
      /^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/,
    );

    const before = (await sentMails()).length;
    await fill(page, { name: 'Olga Menedjer', email: managerEmail });
    await page.selectOption('[data-test="field-role"]', 'manager');
    await page.selectOption('[data-test="field-locale"]', 'ru');
    await page.click('[data-test="invite-submit"]');
    await page.waitForSelector(`[data-test="staff-table"]:has-text("${managerEmail}")`);
    expect(await page.textContent('body')).toContain(`Invitația a fost trimisă la ${managerEmail}.`);
    firstManagerLink = await linkFromMail(managerEmail, /\/ru\/resetare-parola\//, before);
    const mail = (await sentMails()).slice(before).find((sent) => sent.to.includes(managerEmail));
    expect(mail?.text).toContain('с ролью «Менеджер»');

    const manager = row(page, managerEmail);
    await expect(manager.locator('[data-test^="status-"]')).toHaveText(TEXT.ro.pending);
    await expect(manager.locator('[data-test^="last-login-"]')).toHaveText(TEXT.ro.never);

    // The resend sits beside the pending state, in view on a laptop without scrolling the table sideways.
    const resendBox = await manager.locator('[data-test^="resend-"]').boundingBox();
    expect((resendBox?.x ?? 9999) + (resendBox?.width ?? 0)).toBeLessThanOrEqual(1280);

    // Mailed again: asked first, then a fresh link in the invitee's language.
    const beforeResend = (await sentMails()).length;
    await manager.locator('[data-test^="resend-"]').click();
    await expect(page.locator('[data-test="resend-dialog"]')).toContainText(
      'Linkul trimis înainte nu mai funcționează.',
    );
    await page.click('[data-test="resend-confirm"]');
    await expect(page.locator('[data-test="admin-status"]')).toHaveText(TEXT.ro.resent(managerEmail));
    const resent = await linkFromMail(managerEmail, /\/ru\/resetare-parola\//, beforeResend);
    expect(resent).not.toBe(firstManagerLink);

    // The same list in Russian.
    await page.click('[data-test="admin-locale-ru"]');
    await expect(page.locator('h1')).toHaveText('Сотрудники');
    await expect(manager.locator('[data-test^="status-"]')).toHaveText(TEXT.ru.pending);
    await expect(manager.locator('[data-test^="last-login-"]')).toHaveText(TEXT.ru.never);
    await expect(manager.locator('[data-test^="resend-"]')).toHaveText(TEXT.ru.resend);
    await page.click('[data-test="admin-locale-ro"]');
    await expect(page.locator('h1')).toHaveText('Personal');

    // The first link died with the resend; the manager, on a phone, uses the new one and goes through the setup
    // in Russian without being asked for the password again.
    const phonePage = phone.page;
    await setPassword(phonePage, firstManagerLink, managerPassword);
    await phonePage.waitForSelector('[data-test="error-email"]');
    const prompts = watchPasswordPrompts(phonePage);
    await setPassword(phonePage, resent, managerPassword);
    await onboard(phonePage, 'ru', prompts);

    // Back on the owner's list: no longer pending, and signed in.
    await page.reload();
    await expect(manager.locator('[data-test^="status-"]')).toHaveText('Activ');
    await expect(manager.locator('[data-test^="resend-"]')).toHaveCount(0);
    await expect(manager.locator('[data-test^="last-login-"]')).toHaveText(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);

    // Used once: the same link is dead now.
    await phone.context.clearCookies();
    await setPassword(phonePage, resent, 'ещё один длинный пароль');
    await phonePage.waitForSelector('[data-test="error-email"]');
  });

  for (const [locale, viewport] of [
    ['ro', { width: 390, height: 844 }],
    ['ru', { width: 1280, height: 900 }],
  ] as const) {
    test(`an invited member in ${locale} at ${viewport.width} px goes from the link to the back office without a second password prompt`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const email = `staff.${locale}.${viewport.width}.${stamp}@example.md`;
      const { page } = owner;
      await page.goto('/admin/personal');
      const before = (await sentMails()).length;
      await fill(page, { name: `Nou ${locale}`, email });
      await page.selectOption('[data-test="field-role"]', 'editor');
      await page.selectOption('[data-test="field-locale"]', locale);
      await page.click('[data-test="invite-submit"]');
      await page.waitForSelector(`[data-test="staff-table"]:has-text("${email}")`);
      const link = await linkFromMail(
        email,
        locale === 'ru' ? /\/ru\/resetare-parola\// : /\/resetare-parola\//,
        before,
      );

      const invitee = await openSession(browser, viewport, { touch: viewport.width < 500 });
      try {
        const prompts = watchPasswordPrompts(invitee.page);
        await setPassword(invitee.page, link, `o parolă lungă pentru ${locale} 2026`);
        await onboard(invitee.page, locale, prompts);
      } finally {
        await invitee.close();
      }
    });
  }
});

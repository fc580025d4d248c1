import { type Page } from 'playwright-core';

import { php } from '../shopping/client';
import { currentStep, totp } from './totp';

export type StaffRole = 'owner' | 'manager' | 'editor' | 'warehouse';

/** A staff account the browser tests sign in with: its password and its two-factor secret are known here. */
export type StaffAccount = {
  email: string;
  password: string;
  secret: string;
  /** The last time-step a code of this account was used in: the shop takes each code once. */
  usedStep?: number;
};

/** The factory's two-factor secret (UserFactory::withTwoFactor) and password. */
const SECRET = 'JBSWY3DPEHPK3PXP';
const PASSWORD = 'password';

let made = 0;

/**
 * Makes a staff account in the app under test (its own database): the role, the language the back office speaks to
 * them in, a verified e-mail and two-factor sign-in already on.
 */
export function createStaff(role: StaffRole, locale: 'ro' | 'ru', name = 'Dana Test'): StaffAccount {
  const email = `${role}.${locale}.${Date.now()}.${++made}@example.md`;
  php(
    `App\\Models\\User::factory()->staff(App\\Enums\\StaffRole::from('${role}'))->withTwoFactor('${SECRET}')` +
      `->createOne(['email' => '${email}', 'name' => ${JSON.stringify(name)}, 'locale' => '${locale}', 'email_verified_at' => now()]);`,
  );

  return { email, password: PASSWORD, secret: SECRET };
}

/**
 * Signs in with the password, then a two-factor code: the current one, or the next if this account already used a
 * code in this time-step (the shop accepts the neighbouring step and refuses a code twice). Ends off the sign-in pages.
 */
export async function signInStaff(page: Page, account: StaffAccount): Promise<void> {
  await page.goto('/autentificare');
  await page.fill('[data-test="field-email"]', account.email);
  await page.fill('[data-test="field-password"]', account.password);
  await page.click('[data-test="submit"]');
  await page.waitForURL((url) => url.pathname.endsWith('/autentificare/cod'), { timeout: 15_000 });
  const step = Math.max(currentStep(), (account.usedStep ?? -1) + 1);
  await page.fill('[data-test="field-code"]', totp(account.secret, step));
  account.usedStep = step;
  await page.click('[data-test="submit"]');
  await page.waitForURL((url) => !url.pathname.includes('/autentificare'), { timeout: 15_000 });
}

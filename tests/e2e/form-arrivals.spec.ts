import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { claimProducts } from './support/products';

import { php, uniquePhone } from './shopping/client';
import { contactFormReady, openSession, type Session } from './support/browser';
import { linkFromMail } from './support/mail';

// Every storefront form as a shopper sends it on a 390 px phone: scrolled down to its button, sent, and then the page
// it leads to opens at its top, or the message it shows comes into view, below the sticky header and above the bottom
// row, with the keyboard focus on it (a screen reader reads it). Before, a checkout sent from the foot of the page
// opened the order's confirmation scrolled to its footer, and a credit request's confirmation sat under the header.

const password = 'o parolă destul de lungă';

/** A verified account to sign in with. */
function account(locale: string): string {
  const email = `sosire.${locale}.${Date.now()}@example.md`;
  php(
    `App\\Models\\User::query()->forceCreate(['name' => 'Ana Popescu', 'email' => '${email}', 'password' => '${password}', 'email_verified_at' => now(), 'locale' => '${locale}']);`,
  );

  return email;
}

const directory = mkdtempSync(join(tmpdir(), 'arrival-cv-'));
function pdfFile(): string {
  const path = join(directory, 'cv.pdf');
  writeFileSync(
    path,
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

  return path;
}

type Place = { focused: boolean; belowHeader: boolean; aboveBottomRow: boolean; top: number; scrollY: number };

/** Where a form's outcome sits on screen: focused (or holding the focus), below the sticky header, above the bottom row. */
async function place(page: Page, selector: string): Promise<Place | null> {
  return page.evaluate((target) => {
    const element = document.querySelector<HTMLElement>(target);
    if (element === null) return null;
    const rect = element.getBoundingClientRect();
    const header = document.querySelector('[data-test="site-header"]')!.getBoundingClientRect();
    const bar = document.querySelector('[data-test="phone-bar"]')?.getBoundingClientRect();
    const bottom = bar !== undefined && bar.height > 0 ? bar.top : window.innerHeight;

    return {
      focused: document.activeElement !== null && element.contains(document.activeElement),
      belowHeader: rect.top >= Math.max(0, header.bottom) - 1,
      aboveBottomRow: rect.top + Math.min(rect.height, 40) <= bottom,
      top: Math.round(rect.top),
      scrollY: Math.round(window.scrollY),
    };
  }, selector);
}

async function expectArrived(page: Page, selector: string): Promise<void> {
  await page.waitForSelector(selector, { timeout: 15_000 });
  await expect
    .poll(() => place(page, selector), { timeout: 5_000 })
    .toMatchObject({ focused: true, belowHeader: true, aboveBottomRow: true });
}

/** As a phone user must: scroll down to the button, then tap it. */
async function send(page: Page, button: string): Promise<void> {
  const locator = page.locator(button);
  await locator.scrollIntoViewIfNeeded();
  await locator.click();
}

async function fill(page: Page, fields: Record<string, string>, within = ''): Promise<void> {
  for (const [name, value] of Object.entries(fields)) {
    await page.fill(`${within} [data-test="field-${name}"]`.trim(), value);
  }
}

async function signIn(page: Page, prefix: string, email: string): Promise<void> {
  await page.goto(`${prefix}/autentificare`);
  await fill(page, { email, password });
  await send(page, '[data-test="submit"]');
  await page.waitForURL((url) => url.pathname === `${prefix}/cont`, { timeout: 15_000 });
}

for (const [locale, prefix] of [
  ['ro', ''],
  ['ru', '/ru'],
] as const) {
  test.describe(`Where a form leads, at 390 px (${locale})`, () => {
    let session: Session;
    let product = '';

    test.beforeAll(async ({ browser }) => {
      // A product in stock (plenty of it) for the checkout and the one-click order.
      product = claimProducts(1, 500)[0]!.slug;
      session = await openSession(browser, { width: 390, height: 844 });
    });

    test.afterAll(async () => {
      await session.close();
    });

    test('opens the order confirmation at its thanks after a checkout sent from the foot of the page, then a cancellation', async () => {
      const { page } = session;
      await page.goto(`${prefix}/produs/${product}`);
      await page.click('[data-test="product-buy-box"] [data-test="add-to-cart"]');
      await page.waitForFunction(
        () => document.querySelector('[data-test="counter-cart"]')?.textContent?.trim() === '1',
      );
      await page.goto(`${prefix}/checkout`);
      await fill(page, {
        name: 'Ana Popescu',
        phone: uniquePhone(),
        email: `comanda.${locale}.${Date.now()}@example.md`,
        city: 'Chișinău',
        address: 'str. Ștefan cel Mare 1, ap. 2',
      });
      await page.check('[data-test="field-consent"]');
      await send(page, '[data-test="checkout-submit"]');
      await expectArrived(page, '[data-test="order-thanks"]');

      await send(page, '[data-test="order-cancel-open"]');
      const dialog = page.locator('[data-test="order-cancel-dialog"]');
      await dialog.waitFor();
      await dialog.locator('[data-test="order-cancel-confirm"]').click();
      await expectArrived(page, '[data-test="order-cancel-done"]');
    });

    test('shows the credit request confirmation in view, not under the header', async () => {
      const { page } = session;
      await page.goto(`${prefix}/credit?produs=${product}`);
      await fill(page, { name: 'Maria Rusu', phone: '069123456' }, '[data-test="credit-request-form"]');
      await page.check('[data-test="credit-request-form"] [data-test="field-consent"]');
      await send(page, '[data-test="credit-request-submit"]');
      await expectArrived(page, '[data-test="credit-request-sent"]');
    });

    test('brings every other form’s outcome into view with the focus on it', async () => {
      test.skip(locale !== 'ro', 'sent once, in Romanian');
      const { page } = session;

      // One click on the product page.
      await page.goto(`/produs/${product}`);
      await fill(page, { phone: uniquePhone() }, '[data-test="one-click-form"]');
      await send(page, '[data-test="one-click-submit"]');
      await expectArrived(page, '[data-test="one-click-done"]');

      // The office's contact form, sent as soon as an autofilled person would.
      const shown = await page.goto('/contacte/oficiu');
      await fill(
        page,
        { name: 'Ion Popescu', email: 'ion@example.md', message: 'Aveți în stoc mașina de spălat LG F4WV?' },
        '[data-test="contact-form"]',
      );
      await contactFormReady(shown);
      await send(page, '[data-test="contact-submit"]');
      await expectArrived(page, '[data-test="contact-sent"]');

      // A job application with its CV.
      await page.goto('/cariera');
      await page.locator('[data-test="vacancy-link"]').first().click();
      await page.waitForSelector('[data-test="application-form"]');
      await fill(page, {
        name: 'Ion Popescu',
        phone: '060 12 34 56',
        email: 'ion.popescu@example.md',
        message: 'Pot începe de luni.',
      });
      await page.setInputFiles('[data-test="field-cv"]', pdfFile());
      await send(page, '[data-test="application-submit"]');
      await expectArrived(page, '[data-test="application-sent"]');

      // The newsletter box in the footer.
      await page.goto('/despre-companie');
      await page.fill(
        '[data-test="footer-newsletter"] [data-test="newsletter-email"]',
        `sosire-${Date.now()}@example.md`,
      );
      await send(page, '[data-test="footer-newsletter"] [data-test="newsletter-submit"]');
      await expectArrived(page, '[data-test="footer-newsletter"] [data-test="newsletter-pending"]');

      // Registration leads to the "check your e-mail" page: its heading.
      await page.goto('/inregistrare');
      await fill(page, {
        name: 'Ana Popescu',
        email: `inregistrare.${Date.now()}@example.md`,
        password,
        password_confirmation: password,
      });
      await page.click('[data-test="field-terms"]');
      await send(page, '[data-test="submit"]');
      await page.waitForURL((url) => url.pathname === '/inregistrare/trimis', { timeout: 15_000 });
      await expectArrived(page, 'main h1');
    });

    test('does the same for the account’s forms: sign-in, settings, a forgotten password', async () => {
      test.skip(locale !== 'ro', 'sent once, in Romanian');
      const { page } = session;
      const email = account(locale);

      await signIn(page, '', email);
      await expectArrived(page, 'main h1');

      await page.goto('/cont/setari/profil');
      await fill(page, { name: 'Ana Maria Popescu' });
      await send(page, '[data-test="submit"]');
      await expectArrived(page, '[data-test="status"]');

      await page.goto('/cont/setari/parola');
      await fill(page, {
        current_password: password,
        password: `${password} nouă`,
        password_confirmation: `${password} nouă`,
      });
      await send(page, '[data-test="submit"]');
      await expectArrived(page, '[data-test="status"]');

      await page.click('[data-test="phone-bar-account"]');
      await page.goto('/cont');
      await page.click('[data-test="logout"]');
      await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
      await page.goto('/parola-uitata');
      await fill(page, { email });
      await send(page, '[data-test="submit"]');
      await expectArrived(page, '[data-test="status"]');

      await page.goto(await linkFromMail(email, /\/resetare-parola\//));
      await fill(page, { password, password_confirmation: password });
      await send(page, '[data-test="submit"]');
      await page.waitForURL((url) => url.pathname === '/cont', { timeout: 15_000 });
      await expectArrived(page, '[data-test="status"]');
    });
  });
}

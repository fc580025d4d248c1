import { spawnSync } from 'node:child_process';

import { type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { baseUrl, openBrowser, type Session } from './support/browser';
import { root, serverEnv } from './support/server';
import { currentStep, totp } from './support/totp';

// The back office's dashboard in Chromium: an owner in Romanian at 1280 px and in Russian at 390 px sees the
// figures, the chart and the lists, and the page never scrolls sideways; a warehouse account sees the work waiting
// and low stock but no sales figures.

const SECRET = 'JBSWY3DPEHPK3PXP';
const stamp = Date.now();

/** Runs PHP in the app under test (its own database): staff accounts and a few orders. */
function php(code: string): void {
  const result = spawnSync('php', ['artisan', 'tinker', '--execute', code], {
    cwd: root,
    env: serverEnv(),
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`artisan tinker failed:\n${result.stdout}\n${result.stderr}`);
  }
}

function staff(role: 'owner' | 'warehouse', locale: 'ro' | 'ru'): string {
  const email = `${role}.${locale}.${stamp}@example.md`;
  php(
    `App\\Models\\User::factory()->staff(App\\Enums\\StaffRole::from('${role}'))` +
      `->createOne(['email' => '${email}', 'name' => 'Dana', 'locale' => '${locale}', 'email_verified_at' => now()]);`,
  );

  return email;
}

/** Signs in with the password and a fresh two-factor code (each account's code is used once). */
async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(`${baseUrl}/autentificare`);
  await page.fill('[data-test="field-email"]', email);
  await page.fill('[data-test="field-password"]', 'password');
  await page.click('[data-test="submit"]');
  await page.waitForSelector('[data-test="field-code"]', { timeout: 15_000 });
  await page.fill('[data-test="field-code"]', totp(SECRET, currentStep()));
  await page.click('[data-test="submit"]');
  await page.waitForURL((url) => !url.pathname.includes('autentificare'), { timeout: 15_000 });
  await page.goto(`${baseUrl}/admin`);
  await page.waitForSelector('[data-test="dashboard-low-stock"]');
}

async function sideways(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe('The back office dashboard in Chromium', () => {
  let session: Session | null = null;

  beforeAll(() => {
    // Two orders today, shown in the tiles and on the chart's last day.
    php(
      `foreach ([120000, 30000] as $total) { App\\Models\\Order::factory()->createOne(['total' => $total, 'created_at' => now()->subMinute()]); }`,
    );
  });

  afterAll(async () => {
    await session?.close();
  });

  it('shows an owner the figures, the chart and the lists in Romanian at 1280 px', async () => {
    session = await openBrowser({ width: 1280, height: 900 });
    const { page } = session;
    await signIn(page, staff('owner', 'ro'));

    expect(await page.textContent('h1')).toBe('Panou');
    expect(Number(await page.textContent('[data-test="period-today-orders"]'))).toBeGreaterThanOrEqual(2);
    expect(await page.textContent('[data-test="period-today-revenue"]')).toMatch(/\d\u00a0lei$/);
    expect(await page.locator('[data-test="dashboard-chart"] [data-test="chart-point"]').count()).toBe(30);
    expect(await page.locator('[data-test="dashboard-chart-table"] tbody tr').count()).toBe(30);
    expect(await page.getAttribute('[data-test="dashboard-chart"]', 'role')).toBe('img');
    // Read out, not drawn: the hidden table's box is a single pixel.
    expect((await page.locator('[data-test="dashboard-chart-table"]').boundingBox())?.width).toBeLessThanOrEqual(1);
    expect(await page.textContent('[data-test="waiting-new"]')).toMatch(/^Nouă\d+$/);
    expect(await page.isVisible('[data-test="dashboard-inbox"]')).toBe(true);
    expect(await sideways(page)).toBe(0);
    await session.close();
    session = null;
  });

  it('fits an owner’s phone in Russian at 390 px, in light and dark', async () => {
    session = await openBrowser({ width: 390, height: 844 });
    const { page, context } = session;
    await signIn(page, staff('owner', 'ru'));

    expect(await page.textContent('h1')).toBe('Панель');
    const chart = await page.locator('[data-test="dashboard-chart"]').boundingBox();
    expect(chart?.width ?? 0).toBeLessThanOrEqual(390 - 2 * 12);
    expect(await sideways(page)).toBe(0);

    await context.addCookies([{ name: 'appearance', value: 'dark', url: baseUrl }]);
    await page.reload();
    await page.waitForSelector('[data-test="dashboard-chart"]');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await sideways(page)).toBe(0);
    await session.close();
    session = null;
  });

  it('shows the warehouse the work waiting and low stock, and no sales figures', async () => {
    session = await openBrowser({ width: 390, height: 844 });
    const { page } = session;
    await signIn(page, staff('warehouse', 'ro'));

    expect(await page.isVisible('[data-test="dashboard-waiting"]')).toBe(true);
    expect(await page.locator('[data-test="dashboard-periods"]').count()).toBe(0);
    expect(await page.locator('[data-test="dashboard-chart"]').count()).toBe(0);
    expect(await page.locator('[data-test="dashboard-inbox"]').count()).toBe(0);
    expect(await sideways(page)).toBe(0);
  });
});

import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

import { php } from './shopping/client';
import { baseUrl, openSession, type Session } from './support/browser';
import { createStaff, signInStaff, type StaffAccount } from './support/staff';

// The back office's dashboard in Chromium: an owner in Romanian at 1280 px and in Russian at 390 px sees the
// figures (confirmed orders and their revenue, new ones apart as awaiting confirmation, cancelled ones nowhere), the
// chart and the lists, and the page never scrolls sideways; a warehouse account sees the work waiting
// and low stock but no sales figures. Each count waiting opens the order list filtered by its state.

/** Signs a staff member in and opens the dashboard. */
async function signIn(page: Page, account: StaffAccount): Promise<void> {
  await signInStaff(page, account);
  await page.goto(`${baseUrl}/admin`);
  await page.waitForSelector('[data-test="dashboard-low-stock"]');
}

async function sideways(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test.describe('The back office dashboard in Chromium', () => {
  let session: Session | null = null;

  test.beforeAll(() => {
    // Two confirmed orders today, shown in the tiles and on the chart's last day, one new (awaiting confirmation)
    // and one cancelled (in no figure).
    php(
      `foreach (['confirmed' => 120000, 'completed' => 30000, 'new' => 5000, 'cancelled' => 7000] as $status => $total) { App\\Models\\Order::factory()->status(App\\Enums\\OrderStatus::from($status))->createOne(['total' => $total, 'created_at' => now()->subMinute()]); }`,
    );
  });

  test.afterAll(async () => {
    await session?.close();
  });

  test('shows an owner the figures, the chart and the lists in Romanian at 1280 px', async ({ browser }) => {
    session = await openSession(browser, { width: 1280, height: 900 });
    const { page } = session;
    await signIn(page, createStaff('owner', 'ro'));

    expect(await page.textContent('h1')).toBe('Panou');
    expect(Number(await page.textContent('[data-test="period-today-orders"]'))).toBeGreaterThanOrEqual(2);
    expect(await page.textContent('[data-test="period-today-revenue"]')).toMatch(/\d\u00a0lei$/);
    expect(await page.textContent('[data-test="period-today-awaiting"]')).toMatch(
      /^Noi, așteaptă confirmarea: [1-9]\d*$/,
    );
    expect(await page.textContent('[data-test="dashboard-rule"]')).toContain('cele anulate nu intră nicăieri');
    expect(await page.locator('[data-test="dashboard-chart"] [data-test="chart-point"]').count()).toBe(30);
    expect(await page.locator('[data-test="dashboard-chart-table"] tbody tr').count()).toBe(30);
    expect(await page.getAttribute('[data-test="dashboard-chart"]', 'role')).toBe('img');
    // Read out, not drawn: the hidden table's box is a single pixel.
    expect((await page.locator('[data-test="dashboard-chart-table"]').boundingBox())?.width).toBeLessThanOrEqual(1);
    expect(await page.textContent('[data-test="waiting-new"]')).toMatch(/^Nouă\d+$/);
    expect(await page.isVisible('[data-test="dashboard-inbox"]')).toBe(true);
    expect(await sideways(page)).toBe(0);

    // The count of new orders opens the list of new orders, its tab selected.
    await page.click('[data-test="waiting-new"]');
    await page.waitForURL((url) => url.pathname === '/admin/comenzi' && url.searchParams.get('status') === 'new');
    await page.waitForSelector('[data-test="status-tab-new"][aria-current="page"]');
    await session.close();
    session = null;
  });

  test('answers an unknown back-office address with its error inside the back office’s frame', async ({ browser }) => {
    session = await openSession(browser, { width: 1280, height: 900 });
    const { page } = session;
    await signIn(page, createStaff('manager', 'ro'));

    // The frame is loaded only for staff (a shopper's error page does not carry it), and still wraps the error.
    const response = await page.goto(`${baseUrl}/admin/nu-exista`);
    expect(response?.status()).toBe(404);
    await page.waitForSelector('[data-test="admin-user"]');
    expect(await page.textContent('[data-test="error-status"]')).toBe('404');
    await page.click('[data-test="error-home-link"]');
    await page.waitForSelector('[data-test="dashboard-low-stock"]');
    await session.close();
    session = null;
  });

  test('fits an owner’s phone in Russian at 390 px, in light and dark', async ({ browser }) => {
    session = await openSession(browser, { width: 390, height: 844 });
    const { page, context } = session;
    await signIn(page, createStaff('owner', 'ru'));

    expect(await page.textContent('h1')).toBe('Панель');
    expect(await page.textContent('[data-test="period-today-awaiting"]')).toMatch(
      /^Новые, ждут подтверждения: [1-9]\d*$/,
    );
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

  test('shows the warehouse the work waiting and low stock, and no sales figures', async ({ browser }) => {
    session = await openSession(browser, { width: 390, height: 844 });
    const { page } = session;
    await signIn(page, createStaff('warehouse', 'ro'));

    expect(await page.isVisible('[data-test="dashboard-waiting"]')).toBe(true);
    expect(await page.locator('[data-test="dashboard-periods"]').count()).toBe(0);
    expect(await page.locator('[data-test="dashboard-chart"]').count()).toBe(0);
    expect(await page.locator('[data-test="dashboard-inbox"]').count()).toBe(0);
    expect(await sideways(page)).toBe(0);
  });
});

import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { php } from './shopping/client';
import { baseUrl, openBrowser, type Session } from './support/browser';
import { root } from './support/server';
import { createStaff, signInStaff, type StaffAccount } from './support/staff';

// Every back-office page an owner opens, at 1280 and 390 px, light and dark, in Romanian and Russian: the page's one
// h1, its title "{title} - {app name}", noindex, the skip link, no sideways scroll. Screenshots land in
// test-results/admin/ for a person to look at.

const shots = resolve(root, 'test-results/admin');
const WIDTHS = [
  { width: 1280, locale: 'ro' as const },
  { width: 390, locale: 'ru' as const },
];

let orderNumber = '';

beforeAll(() => {
  // An order with a line and a comment, so the order page shows every block; an audit entry with long values, so the
  // audit log's table has something to lay out (its screen-reader-only text once widened the page).
  const out = php(`
    $p = App\\Models\\Product::query()->where('stock_total', '>', 0)->orderBy('id')->firstOrFail();
    $o = App\\Models\\Order::factory()->withLine($p, 1)->createOne(['comment' => 'Sunați înainte']);
    App\\Support\\Audit\\AuditLog::record(App\\Support\\Admin\\StaffActor::console(), 'orders.export', null, [],
      ['filters' => ['q' => 'ES-2611-000001', 'from' => '2026-11-01', 'to' => '2026-11-24', 'delivery' => 'pickup', 'payment' => 'cash']]);
    echo $o->refresh()->number;
  `);
  orderNumber = out.trim().split('\n').pop() ?? '';
});

describe.each(WIDTHS)('Every admin page at $width px ($locale)', ({ width, locale }) => {
  let session: Session;
  let owner: StaffAccount;

  beforeAll(async () => {
    owner = createStaff('owner', locale, 'Ana Proprietar');
    session = await openBrowser({ width, height: 900 });
    await signInStaff(session.page, owner);
  });

  afterAll(async () => {
    await session.close();
  });

  const pages = () => [
    { name: 'dashboard', path: '/admin' },
    { name: 'orders', path: '/admin/comenzi' },
    { name: 'order', path: `/admin/comenzi/${orderNumber}` },
    { name: 'calls', path: '/admin/apeluri' },
    { name: 'staff', path: '/admin/personal' },
    { name: 'audit', path: '/admin/jurnal' },
  ];

  it.each(['light', 'dark'] as const)('shows each page whole in %s', async (appearance) => {
    const { page, context } = session;
    await context.addCookies([{ name: 'appearance', value: appearance, url: baseUrl }]);
    await page.evaluate((value) => window.localStorage.setItem('appearance', value), appearance);
    mkdirSync(shots, { recursive: true });

    for (const { name, path } of pages()) {
      const response = await page.goto(path, { waitUntil: 'load' });
      expect(response?.status(), path).toBe(200);
      await page.waitForSelector('main h1');
      expect(await page.locator('h1').count(), path).toBe(1);
      const heading = (await page.locator('main h1').textContent()) ?? '';
      expect(await page.title(), path).toMatch(/ - \S/);
      expect(await page.locator('html').getAttribute('lang')).toBe(locale);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
      expect(await page.locator('[data-test="skip-link"]').count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        appearance === 'dark',
      );
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      expect(heading.length, path).toBeGreaterThan(0);

      await page.screenshot({ path: resolve(shots, `${name}-${locale}-${width}-${appearance}.png`), fullPage: true });
    }
  });
});

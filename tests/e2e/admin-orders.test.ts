import { type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import ro from '../../lang/ro.json';
import ru from '../../lang/ru.json';
import { php } from './shopping/client';
import { openBrowser, type Session } from './support/browser';
import { currentStep, totp } from './support/totp';

// A manager signs in with two-factor and processes orders in the back office: one from new to completed, another
// cancelled with a reason; in Romanian on a laptop and in Russian on a phone. (Stock given back on cancel is not
// checked here: the stock ledger is not part of this change.)

type Fixture = { email: string; password: string; secret: string; orders: string[] };

const SECRET = 'JBSWY3DPEHPK3PXP';

/** A manager with two-factor sign-in and two new courier orders of a demo product, made in the app under test. */
function fixture(locale: 'ro' | 'ru'): Fixture {
  const email = `manager.${locale}.${Date.now()}@example.md`;
  const out = php(`
    $u = new App\\Models\\User;
    $u->forceFill(['name' => 'Mara Manager', 'email' => '${email}', 'password' => 'o parolă destul de lungă', 'email_verified_at' => now(),
      'locale' => '${locale}', 'role' => App\\Enums\\StaffRole::Manager, 'two_factor_secret' => '${SECRET}', 'two_factor_confirmed_at' => now()])->save();
    $p = App\\Models\\Product::query()->orderBy('id')->firstOrFail();
    $numbers = [];
    foreach ([1, 2] as $i) {
      $o = App\\Models\\Order::query()->create(['idempotency_key' => (string) Illuminate\\Support\\Str::uuid(), 'kind' => 'checkout', 'status' => 'new',
        'locale' => '${locale}', 'name' => 'Ion Popescu', 'phone' => '+37369123456', 'email' => 'ion@example.md', 'delivery_method' => 'courier',
        'delivery_zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'str. Ismail 1', 'payment_method' => 'cash',
        'subtotal' => $p->price, 'delivery_fee' => 0, 'total' => $p->price]);
      $o->forceFill(['number' => App\\Support\\Orders\\OrderNumber::for($o)])->save();
      $o->lines()->create(['product_id' => $p->id, 'sku' => $p->sku, 'name' => $p->name, 'slug' => $p->slug,
        'unit_price' => $p->price, 'quantity' => 1, 'line_total' => $p->price]);
      $numbers[] = $o->number;
    }
    echo json_encode($numbers);
  `);

  return {
    email,
    password: 'o parolă destul de lungă',
    secret: SECRET,
    orders: JSON.parse(out.split('\n').pop() ?? '[]') as string[],
  };
}

async function signIn(page: Page, account: Fixture): Promise<void> {
  await page.goto('/autentificare');
  await page.fill('[data-test="field-email"]', account.email);
  await page.fill('[data-test="field-password"]', account.password);
  await page.click('[data-test="submit"]');
  await page.waitForURL((url) => url.pathname === '/autentificare/cod', { timeout: 15_000 });
  await page.fill('[data-test="field-code"]', totp(account.secret, currentStep()));
  await page.click('[data-test="submit"]');
  await page.waitForURL((url) => url.pathname !== '/autentificare/cod', { timeout: 15_000 });
}

async function statusIs(page: Page, label: string): Promise<void> {
  await page.waitForSelector(`[data-test="order-status"]:has-text("${label}")`);
}

describe.each([
  { locale: 'ro' as const, text: ro, viewport: { width: 1280, height: 900 } },
  { locale: 'ru' as const, text: ru, viewport: { width: 390, height: 844 } },
])('Order processing in the back office ($locale)', ({ locale, text, viewport }) => {
  let session: Session;
  let account: Fixture;

  beforeAll(async () => {
    account = fixture(locale);
    session = await openBrowser(viewport);
  });

  afterAll(async () => {
    await session.close();
  });

  it('takes an order from new to completed and cancels another with a reason', async () => {
    const { page } = session;
    const [first = '', second = ''] = account.orders;
    await signIn(page, account);

    await page.goto('/admin/comenzi');
    await page.waitForSelector(`h1:has-text("${text['admin.orders.title']}")`);
    await page.fill('[data-test="field-q"]', first);
    await page.click('[data-test="filters-apply"]');
    await page.waitForSelector('[data-test="orders-found"]:has-text("1")');
    await page.click(`[data-test="order-${first}"]`);
    await statusIs(page, text['orders.status.new']);

    for (const [move, status] of [
      ['confirmed', 'orders.status.confirmed'],
      ['packed', 'orders.status.packed'],
      ['shipped', 'orders.status.shipped'],
      ['completed', 'orders.status.completed'],
    ] as const) {
      await page.click(`[data-test="move-${move}"]`);
      await statusIs(page, text[status]);
    }
    expect(await page.locator('[data-test="no-moves"]').textContent()).toBe(text['admin.orders.moves.none']);
    expect(await page.locator('[data-test="timeline-status"]').count()).toBe(4);

    await page.goto(`/admin/comenzi/${second}`);
    await page.click('[data-test="move-cancelled"]');
    await page.waitForSelector('[data-test="cancel-dialog"]');
    await page.click('[data-test="cancel-confirm"]');
    await page.waitForSelector(`[data-test="error-reason"]:has-text("${text['admin.orders.cancel.reason_required']}")`);
    await page.fill('[data-test="field-reason"]', 'Clientul a renunțat');
    await page.click('[data-test="cancel-confirm"]');
    await statusIs(page, text['orders.status.cancelled']);
    expect(await page.locator('[data-test="cancel-reason"]').textContent()).toContain('Clientul a renunțat');

    // The page never scrolls sideways, even on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

import ro from '../../lang/ro.json' with { type: 'json' };
import ru from '../../lang/ru.json' with { type: 'json' };
import { php } from './shopping/client';
import { openSession, type Session } from './support/browser';
import { createStaff, signInStaff, type StaffAccount } from './support/staff';

// A manager signs in with two-factor and processes orders in the back office: one from new to completed (packed from
// a place picked on the page in the Romanian run), another cancelled with a reason, its unit back in stock; in
// Romanian on a laptop and in Russian on a phone.

type Fixture = { account: StaffAccount; product: number; orders: string[] };

/** The last line tinker printed, as JSON. */
function json<T>(out: string): T {
  return JSON.parse(out.split('\n').pop() ?? 'null') as T;
}

/**
 * A manager and two new courier orders of a demo product that the warehouse and a store both stock, each holding its
 * unit the way checkout does (the stock ledger's reservation: the warehouse first).
 */
function fixture(locale: 'ro' | 'ru'): Fixture {
  const account = createStaff('manager', locale, 'Mara Manager');
  const out = php(`
    $w = (int) App\\Models\\Store::query()->where('kind', 'warehouse')->value('id');
    $id = Illuminate\\Support\\Facades\\DB::table('product_stock as w')->join('product_stock as s', 's.product_id', '=', 'w.product_id')
      ->where('w.store_id', $w)->where('w.quantity', '>=', 2)->where('s.store_id', '!=', $w)->where('s.quantity', '>=', 1)
      ->orderBy('w.product_id')->value('w.product_id');
    $p = App\\Models\\Product::query()->findOrFail($id);
    $numbers = [];
    foreach ([1, 2] as $i) {
      $o = App\\Models\\Order::query()->create(['idempotency_key' => (string) Illuminate\\Support\\Str::uuid(), 'kind' => 'checkout', 'status' => 'new',
        'locale' => '${locale}', 'name' => 'Ion Popescu', 'phone' => '+37369123456', 'email' => 'ion@example.md', 'delivery_method' => 'courier',
        'delivery_zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'str. Ismail 1', 'payment_method' => 'cash',
        'subtotal' => $p->price, 'delivery_fee' => 0, 'total' => $p->price, 'held_until' => now()->addHours(48)]);
      $o->forceFill(['number' => App\\Services\\Orders\\OrderNumber::for($o)])->save();
      $o->lines()->create(['product_id' => $p->id, 'sku' => $p->sku, 'name' => $p->name, 'slug' => $p->slug,
        'unit_price' => $p->price, 'quantity' => 1, 'line_total' => $p->price]);
      app(App\\Services\\Stock\\StockLedger::class)->reserve($o->id, [$p->id => 1]);
      $numbers[] = $o->number;
    }
    echo json_encode(['product' => $p->id, 'orders' => $numbers]);
  `);

  return { account, ...json<{ product: number; orders: string[] }>(out) };
}

type StockOf = { total: number; places: Record<string, number>; reserved: number[] };

/** A product's total and its units per place, and the places an order's live reservations are at. */
function stockOf(product: number, order: string): StockOf {
  return json<StockOf>(
    php(`
      $db = Illuminate\\Support\\Facades\\DB::class;
      $order = App\\Models\\Order::query()->where('number', '${order}')->firstOrFail();
      echo json_encode([
        'total' => (int) $db::table('products')->where('id', ${product})->value('stock_total'),
        'places' => $db::table('product_stock')->where('product_id', ${product})->pluck('quantity', 'store_id')->map(fn ($q) => (int) $q),
        'reserved' => $db::table('order_stock')->where('order_id', $order->id)->whereNull('released_at')->pluck('store_id')->map(fn ($id) => (int) $id),
      ]);
    `),
  );
}

async function statusIs(page: Page, label: string): Promise<void> {
  await page.waitForSelector(`[data-test="order-status"]:has-text("${label}")`);
}

for (const { locale, text, viewport } of [
  { locale: 'ro' as const, text: ro, viewport: { width: 1280, height: 900 } },
  { locale: 'ru' as const, text: ru, viewport: { width: 390, height: 844 } },
]) {
  test.describe(`Order processing in the back office (${locale})`, () => {
    let session: Session;
    let data: Fixture;

    test.beforeAll(async ({ browser }) => {
      data = fixture(locale);
      session = await openSession(browser, viewport);
    });

    test.afterAll(async () => {
      await session.close();
    });

    test('takes an order from new to completed and cancels another with a reason', async () => {
      const { page } = session;
      const [first = '', second = ''] = data.orders;
      await signInStaff(page, data.account);

      await page.goto('/admin/comenzi');
      await page.waitForSelector(`h1:has-text("${text['admin.orders.title']}")`);
      if (viewport.width < 640) {
        // A phone folds the filters behind their button.
        await page.click('[data-test="filters-toggle"]');
      }
      await page.fill('[data-test="field-q"]', first);
      await page.click('[data-test="filters-apply"]');
      await page.waitForSelector('[data-test="orders-found"]:has-text("1")');
      await page.click(`[data-test="order-${first}"]`);
      await statusIs(page, text['orders.status.new']);

      // Until when the unconfirmed order keeps its unit, and a day more at a click (on the timeline too).
      const hold = page.locator('[data-test="order-hold"]');
      const held = await hold.textContent();
      await page.click('[data-test="order-hold-extend"]');
      await page.waitForSelector('[data-test="timeline-hold"]');
      expect(await hold.textContent()).not.toBe(held);

      await page.click('[data-test="move-confirmed"]');
      await statusIs(page, text['orders.status.confirmed']);
      expect(await hold.count()).toBe(0);

      // Packing offers the places, starting at the one the unit is reserved at; the Romanian run packs from another.
      const picker = page.locator('select[data-test="field-place_id"]');
      const reservedAt = await picker.inputValue();
      expect(reservedAt).toBe(String(stockOf(data.product, first).reserved[0]));
      let packedAt = Number(reservedAt);
      if (locale === 'ro') {
        const other = await picker.evaluate(
          (select: HTMLSelectElement, current) =>
            Array.from(select.options).find((option) => !option.disabled && option.value !== current)?.value ?? '',
          reservedAt,
        );
        expect(other).not.toBe('');
        await picker.selectOption(other);
        packedAt = Number(other);
      }
      const placeName = (await picker.locator(`option[value="${packedAt}"]`).textContent())?.split(' · ')[0] ?? '';
      await page.click('[data-test="move-packed"]');
      await statusIs(page, text['orders.status.packed']);
      expect(stockOf(data.product, first).reserved).toEqual([packedAt]);
      expect(await page.locator('[data-test="order-lines"]').textContent()).toContain(placeName);

      // Handing over and completing are asked first.
      for (const [move, status] of [
        ['shipped', 'orders.status.shipped'],
        ['completed', 'orders.status.completed'],
      ] as const) {
        await page.click(`[data-test="move-${move}"]`);
        await page.click('[data-test="confirm-move-dialog"] [data-test="confirm-move"]');
        await statusIs(page, text[status]);
      }
      expect(await page.locator('[data-test="order-completed"]').textContent()).toBe(
        text['admin.orders.completed.note'],
      );
      expect(await page.locator('[data-test="timeline-status"]').count()).toBe(4);

      const before = stockOf(data.product, second);
      const place = String(before.reserved[0]);
      await page.goto(`/admin/comenzi/${second}`);
      await page.click('[data-test="move-cancelled"]');
      await page.waitForSelector('[data-test="cancel-dialog"]');
      await page.click('[data-test="cancel-confirm"]');
      await page.waitForSelector(
        `[data-test="error-reason"]:has-text("${text['admin.orders.cancel.reason_required']}")`,
      );
      await page.fill('[data-test="field-reason"]', 'Clientul a renunțat');
      await page.click('[data-test="cancel-confirm"]');
      await statusIs(page, text['orders.status.cancelled']);
      expect(await page.locator('[data-test="cancel-reason"]').textContent()).toContain('Clientul a renunțat');

      // The unit is back where it was reserved, and in the total.
      const after = stockOf(data.product, second);
      expect(after.reserved).toEqual([]);
      expect(after.total).toBe(before.total + 1);
      expect(after.places[place]).toBe((before.places[place] ?? 0) + 1);

      // The page never scrolls sideways, even on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  });
}

/** A courier order of one demo product in stock, in `status`, its 2 units reserved the way checkout does. */
function orderIn(status: 'confirmed' | 'packed', locale: 'ro' | 'ru'): string {
  return json<string>(
    php(`
      $p = App\\Models\\Product::query()->where('stock_total', '>=', 10)->orderBy('id')->firstOrFail();
      $o = App\\Models\\Order::query()->create(['idempotency_key' => (string) Illuminate\\Support\\Str::uuid(), 'kind' => 'checkout', 'status' => '${status}',
        'locale' => '${locale}', 'name' => 'Ion Popescu', 'phone' => '+37369123456', 'email' => 'ion@example.md', 'delivery_method' => 'courier',
        'delivery_zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'str. Ismail 1', 'payment_method' => 'cash',
        'subtotal' => $p->price * 2, 'delivery_fee' => 0, 'total' => $p->price * 2]);
      $o->forceFill(['number' => App\\Services\\Orders\\OrderNumber::for($o)])->save();
      $o->lines()->create(['product_id' => $p->id, 'sku' => $p->sku, 'name' => $p->name, 'slug' => $p->slug,
        'unit_price' => $p->price, 'quantity' => 2, 'line_total' => $p->price * 2]);
      app(App\\Services\\Stock\\StockLedger::class)->reserve($o->id, [$p->id => 2]);
      echo json_encode($o->number);
    `),
  );
}

/** Whether the page scrolls sideways. */
async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/** Whether the element is shown whole inside the window's width. */
async function wholeInView(page: Page, selector: string): Promise<boolean> {
  const box = await page.locator(selector).first().boundingBox();
  const width = page.viewportSize()?.width ?? 0;

  return box !== null && box.width > 0 && box.x >= 0 && box.x + box.width <= width;
}

for (const { locale, text } of [
  { locale: 'ro' as const, text: ro },
  { locale: 'ru' as const, text: ru },
]) {
  test.describe(`Final moves and the order pages' widths in the back office (${locale})`, () => {
    test('on a laptop: shipping is asked first, a manager reverts it with a reason; the list shows the payment and its tabs fit', async ({
      browser,
    }) => {
      const session = await openSession(browser, { width: 1280, height: 900 });
      const { page } = session;
      const number = orderIn('packed', locale);
      await signInStaff(page, createStaff('manager', locale, 'Mara Manager'));

      await page.goto(`/admin/comenzi/${number}`);
      await statusIs(page, text['orders.status.packed']);
      await page.click('[data-test="move-shipped"]');
      const ask = page.locator('[data-test="confirm-move-dialog"]');
      await expect(ask).toContainText(
        text['admin.orders.confirm_move.title']
          .replace(':number', number)
          .replace(':status', text['orders.status.shipped']),
      );
      await page.click('[data-test="confirm-move-keep"]');
      await expect(ask).toHaveCount(0);
      await statusIs(page, text['orders.status.packed']);

      await page.click('[data-test="move-shipped"]');
      await page.click('[data-test="confirm-move"]');
      await statusIs(page, text['orders.status.shipped']);

      // The manager takes it back: a reason is required, then the order is packed again, on the timeline.
      await page.click('[data-test="revert-open"]');
      await page.waitForSelector('[data-test="revert-dialog"]');
      await page.click('[data-test="revert-confirm"]');
      await expect(page.locator('[data-test="error-reason"]')).toHaveText(text['admin.orders.revert.reason_required']);
      await page.fill('[data-test="field-reason"]', 'Coletul e încă în depozit');
      await page.click('[data-test="revert-confirm"]');
      await statusIs(page, text['orders.status.packed']);
      const reverted = page.locator('[data-test="timeline-revert"]');
      await expect(reverted).toContainText(
        text['admin.orders.timeline.revert']
          .replace(':from', text['orders.status.shipped'])
          .replace(':to', text['orders.status.packed']),
      );
      await expect(reverted).toContainText('Coletul e încă în depozit');
      await expect(reverted).toContainText('Mara Manager');
      await expect(page.locator('[data-test="revert-open"]')).toHaveCount(0);
      await expect(page.locator('[data-test="move-shipped"]')).toBeVisible();

      // The list: every column in view (the payment's too) and the status tabs wrapped inside their row.
      await page.goto('/admin/comenzi');
      await page.waitForSelector('[data-test="orders-table"]');
      const table = page.locator('[data-test="orders-table"]');
      expect(await table.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
      await expect(table.locator('th', { hasText: text['admin.orders.columns.payment'] })).toBeInViewport({ ratio: 1 });
      const tabs = page.locator(`nav[aria-label="${text['admin.orders.tabs.label']}"]`);
      expect(await tabs.evaluate((nav) => nav.scrollWidth <= nav.clientWidth)).toBe(true);
      for (const tab of await tabs.locator('a').all()) {
        await expect(tab).toBeInViewport({ ratio: 1 });
      }
      expect(await scrollsSideways(page)).toBe(false);
      await session.close();
    });

    test("on a phone: the warehouse's order page shows each line whole, the list comes before its folded filters", async ({
      browser,
    }) => {
      const session = await openSession(browser, { width: 390, height: 844 });
      const { page } = session;
      const number = orderIn('confirmed', locale);
      await signInStaff(page, createStaff('warehouse', locale, 'Vlad Depozit'));

      await page.goto(`/admin/comenzi/${number}`);
      await statusIs(page, text['orders.status.confirmed']);
      await page.locator('[data-test="order-line-card"]').first().scrollIntoViewIfNeeded();
      for (const part of ['line-quantity', 'line-reserved-at', 'line-total', 'line-sku']) {
        await expect(page.locator(`[data-test="${part}"]`).first()).toBeVisible();
        expect(await wholeInView(page, `[data-test="${part}"]`), part).toBe(true);
      }
      await expect(page.locator('[data-test="line-quantity"]').first()).toContainText('2 ×');
      await expect(page.locator('[data-test="line-reserved-at"]').first()).not.toBeEmpty();
      // The place to pack from: each place a radio with its whole text.
      const radios = page.locator('[data-test="pack-place-radios"] label');
      expect(await radios.count()).toBeGreaterThan(1);
      for (const radio of await radios.all()) {
        expect(await radio.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
        expect(await wholeInView(page, '[data-test="pack-place-radios"]')).toBe(true);
      }
      expect(await scrollsSideways(page)).toBe(false);

      await page.goto('/admin/comenzi');
      await page.waitForSelector('[data-test="orders-table"]');
      await expect(page.locator('[data-test="order-filters"]')).toBeHidden();
      await expect(page.locator('[data-test="filters-toggle"]')).toHaveText(text['admin.orders.filters.toggle']);
      await expect(page.locator('[data-test="orders-table"]')).toBeInViewport();
      await page.click('[data-test="filters-toggle"]');
      await expect(page.locator('[data-test="field-q"]')).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);
      await session.close();
    });
  });
}

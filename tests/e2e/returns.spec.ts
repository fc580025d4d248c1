import { expect, test } from './support/fixtures';

import ro from '../../lang/ro.json' with { type: 'json' };
import ru from '../../lang/ru.json' with { type: 'json' };
import { php } from './shopping/client';
import { openSession } from './support/browser';
import { createStaff, signInStaff } from './support/staff';

// A customer asks from their order's page (its e-mailed link) on a phone to return one of two units of a delivered
// order; a manager on a laptop accepts it, records the unit back on the warehouse's shelf and refunds it in cash; the
// customer's page then shows the return refunded and each step on the timeline. In Romanian and in Russian.

type Fixture = { number: string; link: string; product: number; line: number; warehouse: number; total: number };

/** The last line tinker printed, as JSON. */
function json<T>(out: string): T {
  return JSON.parse(out.split('\n').pop() ?? 'null') as T;
}

/** A demo product's order of two units, taken from the warehouse the way checkout does, completed two days ago. */
function fixture(locale: 'ro' | 'ru'): Fixture {
  return json<Fixture>(
    php(`
      $w = (int) App\\Models\\Store::query()->where('kind', 'warehouse')->value('id');
      $id = Illuminate\\Support\\Facades\\DB::table('product_stock')->where('store_id', $w)->where('quantity', '>=', 3)->orderByDesc('product_id')->value('product_id');
      $p = App\\Models\\Product::query()->findOrFail($id);
      $o = App\\Models\\Order::query()->create(['idempotency_key' => (string) Illuminate\\Support\\Str::uuid(), 'kind' => 'checkout', 'status' => 'completed',
        'locale' => '${locale}', 'name' => 'Ion Popescu', 'phone' => '+37369123456', 'email' => 'ion.returns@example.md', 'delivery_method' => 'courier',
        'delivery_zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'str. Ismail 1', 'payment_method' => 'cash',
        'subtotal' => 2 * $p->price, 'delivery_fee' => 0, 'total' => 2 * $p->price, 'status_changed_at' => now()->subDays(2)]);
      $o->forceFill(['number' => App\\Services\\Orders\\OrderNumber::for($o)])->save();
      $line = $o->lines()->create(['product_id' => $p->id, 'sku' => $p->sku, 'name' => $p->name, 'slug' => $p->slug,
        'unit_price' => $p->price, 'quantity' => 2, 'line_total' => 2 * $p->price]);
      app(App\\Services\\Stock\\StockLedger::class)->reserve($o->id, [$p->id => 2]);
      $o->events()->create(['actor' => 'staff', 'type' => 'status', 'from_status' => 'shipped', 'to_status' => 'completed', 'public' => true, 'created_at' => now()->subDays(2)]);
      echo json_encode(['number' => $o->number, 'link' => App\\Infrastructure\\Http\\OrderLinks::page($o, locale: '${locale}'), 'product' => $p->id,
        'line' => $line->id, 'warehouse' => $w, 'total' => (int) $p->fresh()->stock_total]);
    `),
  );
}

function stockTotal(product: number): number {
  return Number(
    php(`echo (int) App\\Models\\Product::query()->whereKey(${product})->value('stock_total');`).split('\n').pop(),
  );
}

for (const { locale, text } of [
  { locale: 'ro' as const, text: ro },
  { locale: 'ru' as const, text: ru },
]) {
  test(`a return asked for on a phone, accepted, received and refunded on a laptop (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const data = fixture(locale);
    const manager = createStaff('manager', locale, 'Mara Manager');
    const customer = await openSession(browser, { width: 390, height: 844 });
    const staff = await openSession(browser, { width: 1280, height: 900 });
    try {
      // The customer, from the e-mailed link, on a phone.
      const shopper = customer.page;
      await shopper.goto(data.link);
      await shopper.click('[data-test="return-open"]');
      await shopper.waitForSelector('[data-test="return-form"]');
      await shopper.fill(`[data-test="field-lines.${data.line}"]`, '1');
      await shopper.selectOption('[data-test="field-reason"]', 'changed_mind');
      await shopper.fill('[data-test="field-address"]', 'str. Ismail 5, ap. 3');
      await shopper.click('[data-test="return-submit"]');
      await shopper.waitForSelector('[data-test="after-sale-done"]', { timeout: 15_000 });
      expect(await shopper.textContent('[data-test="order-return"]')).toContain(text['returns.status.requested']);
      expect(await shopper.textContent('[data-test="order-timeline"]')).toContain(text['returns.timeline.requested']);
      expect(await shopper.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // The manager, on a laptop: accept, receive back onto the warehouse's shelf, refund in cash.
      const page = staff.page;
      await signInStaff(page, manager);
      await page.goto(`/admin/comenzi/${data.number}`);
      const card = page.locator('[data-test^="admin-return-"]').first();
      await card.locator('[data-test="return-accept"]').click();
      await expect(card.locator('[data-test="admin-return-status"]')).toHaveText(text['returns.status.accepted'], {
        timeout: 15_000,
      });
      await page.selectOption('[data-test="return-receive"] select', String(data.warehouse));
      await page.click('[data-test="return-receive-submit"]');
      await expect(card.locator('[data-test="admin-return-status"]')).toHaveText(text['returns.status.received'], {
        timeout: 15_000,
      });
      expect(stockTotal(data.product)).toBe(data.total + 1);

      await page.fill('[data-test="field-amount"]', '100');
      await page.click('[data-test="refund-submit"]');
      await expect(page.locator('[data-test="refunds-made"]')).toContainText(text['refunds.method.cash'], {
        timeout: 15_000,
      });
      await expect(card.locator('[data-test="admin-return-status"]')).toHaveText(text['returns.status.refunded']);

      // The customer sees every step.
      await shopper.reload();
      expect(await shopper.textContent('[data-test="order-return"]')).toContain(text['returns.status.refunded']);
      const timeline = (await shopper.textContent('[data-test="order-timeline"]')) ?? '';
      for (const step of ['returns.timeline.accepted', 'returns.timeline.received'] as const) {
        expect(timeline).toContain(text[step]);
      }
    } finally {
      await customer.close();
      await staff.close();
    }
  });
}

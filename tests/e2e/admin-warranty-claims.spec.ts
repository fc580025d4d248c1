import { expect, test } from './support/fixtures';

import ro from '../../lang/ro.json' with { type: 'json' };
import ru from '../../lang/ru.json' with { type: 'json' };
import { php } from './shopping/client';
import { openSession } from './support/browser';
import { createStaff, signInStaff } from './support/staff';

// A manager records a warranty claim for a customer at the counter on a delivered order's back-office page, sends the
// product to the service centre, then records it repaired with a note; the customer's order page (its e-mailed link)
// shows the claim's state and each step on the timeline (docs/returns.md, "Warranty claims"). In Romanian and Russian,
// on a laptop.

type Fixture = { number: string; link: string; name: string };

/** The last line tinker printed, as JSON. */
function json<T>(out: string): T {
  return JSON.parse(out.split('\n').pop() ?? 'null') as T;
}

/** A demo product's order of one unit, delivered a year ago: past the return window, within the warranty. */
function fixture(locale: 'ro' | 'ru'): Fixture {
  return json<Fixture>(
    php(`
      $p = App\\Models\\Product::query()->orderByDesc('id')->firstOrFail();
      $o = App\\Models\\Order::query()->create(['idempotency_key' => (string) Illuminate\\Support\\Str::uuid(), 'kind' => 'checkout', 'status' => 'completed',
        'locale' => '${locale}', 'name' => 'Ion Popescu', 'phone' => '+37369123457', 'email' => 'ion.claims@example.md', 'delivery_method' => 'courier',
        'delivery_zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'str. Ismail 1', 'payment_method' => 'cash',
        'subtotal' => $p->price, 'delivery_fee' => 0, 'total' => $p->price, 'status_changed_at' => now()->subDays(60)]);
      $o->forceFill(['number' => App\\Services\\Orders\\OrderNumber::for($o)])->save();
      $o->lines()->create(['product_id' => $p->id, 'sku' => $p->sku, 'name' => $p->name, 'slug' => $p->slug,
        'unit_price' => $p->price, 'quantity' => 1, 'line_total' => $p->price]);
      $o->events()->create(['actor' => 'staff', 'type' => 'status', 'from_status' => 'shipped', 'to_status' => 'completed', 'public' => true, 'created_at' => now()->subDays(60)]);
      echo json_encode(['number' => $o->number, 'link' => App\\Infrastructure\\Http\\OrderLinks::page($o, locale: '${locale}'), 'name' => $p->translate('name', '${locale}')]);
    `),
  );
}

for (const { locale, text } of [
  { locale: 'ro' as const, text: ro },
  { locale: 'ru' as const, text: ru },
]) {
  test(`a claim recorded by staff goes to the service centre and comes back repaired, seen by the customer (${locale}, 1280 px)`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const data = fixture(locale);
    const defect = locale === 'ro' ? 'Nu se mai încarcă' : 'Не заряжается';
    const staff = await openSession(browser, { width: 1280, height: 900 });
    const customer = await openSession(browser, { width: 1280, height: 900 });
    try {
      const page = staff.page;
      await signInStaff(page, createStaff('manager', locale, 'Mara Manager'));
      await page.goto(`/admin/comenzi/${data.number}`);
      await page.fill('[data-test="claim-new"] [data-test="field-description"]', defect);
      await page.click('[data-test="claim-new-submit"]');
      const card = page.locator('[data-test^="admin-claim-"]').filter({ hasText: defect });
      await expect(card.locator('[data-test="admin-claim-status"]')).toHaveText(text['claims.status.received'], {
        timeout: 15_000,
      });

      await card.locator('[data-test="claim-move-at_service"]').click();
      await expect(card.locator('[data-test="admin-claim-status"]')).toHaveText(text['claims.status.at_service'], {
        timeout: 15_000,
      });
      await card.locator('textarea[name="note"]').fill(locale === 'ro' ? 'Conector înlocuit' : 'Заменён разъём');
      await card.locator('[data-test="claim-move-repaired"]').click();
      await expect(card.locator('[data-test="admin-claim-status"]')).toHaveText(text['claims.status.repaired'], {
        timeout: 15_000,
      });
      await expect(card.locator('[data-test="claim-move-repaired"]')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // The customer's order page: the claim repaired, with staff's note, and each step on the timeline.
      const shopper = customer.page;
      await shopper.goto(data.link);
      const claim = shopper.locator('[data-test="order-claim"]');
      await expect(claim).toContainText(text['claims.status.repaired']);
      await expect(claim).toContainText(defect);
      await expect(claim).toContainText(locale === 'ro' ? 'Conector înlocuit' : 'Заменён разъём');
      const timeline = (await shopper.textContent('[data-test="order-timeline"]')) ?? '';
      for (const step of [
        'claims.timeline.received',
        'claims.timeline.at_service',
        'claims.timeline.repaired',
      ] as const) {
        expect(timeline).toContain(text[step]);
      }
    } finally {
      await staff.close();
      await customer.close();
    }
  });
}

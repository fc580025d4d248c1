import { expect, test } from './support/fixtures';

import ro from '../../lang/ro.json' with { type: 'json' };
import ru from '../../lang/ru.json' with { type: 'json' };
import { php } from './shopping/client';
import { openSession } from './support/browser';
import { createStaff, signInStaff } from './support/staff';

// A manager rings a one-click shopper back and confirms the order from the call list (/admin/apeluri): the courier's
// day and interval the checkout offers, a second unit of the product, another product found by its SKU, and a note of
// the call that only staff see. A first try without the address is refused beside the field and in a summary. In
// Romanian and Russian, on a laptop and on a phone.

/** The last line tinker printed, as JSON. */
function json<T>(out: string): T {
  return JSON.parse(out.split('\n').pop() ?? 'null') as T;
}

/** A one-click order of the product placed through the order pipeline, as the product page's form places it. */
function oneClickOrder(product: number, locale: 'ro' | 'ru'): string {
  return json<string>(
    php(`
      $phone = '+3736'.random_int(0, 9).str_pad((string) random_int(0, 999999), 6, '0', STR_PAD_LEFT);
      $order = app(App\\Actions\\Checkout\\PlaceOneClickOrder::class)->handle(App\\Models\\Product::query()->findOrFail(${product}), $phone, null,
        App\\Services\\Orders\\OrderOwner::guest(Illuminate\\Support\\Str::random(40)), (string) Illuminate\\Support\\Str::uuid(), '${locale}');
      echo json_encode($order->number);
    `),
  );
}

type Confirmed = {
  status: string;
  lines: [number, number][];
  date: string | null;
  interval: string | null;
  city: string | null;
  comment: string | null;
  note: string | null;
  stock: number[];
};

function confirmedOrder(number: string, products: number[]): Confirmed {
  return json<Confirmed>(
    php(`
      $o = App\\Models\\Order::query()->where('number', '${number}')->firstOrFail();
      echo json_encode(['status' => $o->status, 'lines' => $o->lines()->orderBy('id')->get()->map(fn ($l) => [(int) $l->product_id, (int) $l->quantity]),
        'date' => $o->delivery_date, 'interval' => $o->delivery_interval, 'city' => $o->city, 'comment' => $o->comment, 'note' => $o->call_note,
        'stock' => array_map(fn ($id) => (int) App\\Models\\Product::query()->whereKey($id)->value('stock_total'), [${products.join(', ')}])]);
    `),
  );
}

for (const { locale, text, viewport } of [
  { locale: 'ro' as const, text: ro, viewport: { width: 1280, height: 900 } },
  { locale: 'ro' as const, text: ro, viewport: { width: 390, height: 844 } },
  { locale: 'ru' as const, text: ru, viewport: { width: 1280, height: 900 } },
  { locale: 'ru' as const, text: ru, viewport: { width: 390, height: 844 } },
]) {
  test(`confirms a one-click order by phone with a day, more units, another product and a staff note (${locale}, ${viewport.width} px)`, async ({
    browser,
    productsWithUnits,
  }) => {
    const [clicked, added] = await productsWithUnits(10, 2);
    const number = oneClickOrder(clicked!.id, locale);
    const sku = json<string>(
      php(`echo json_encode(App\\Models\\Product::query()->whereKey(${added!.id})->value('sku'));`),
    );
    const account = createStaff('manager', locale, 'Mara Manager');
    const session = await openSession(browser, viewport);
    const { page } = session;
    try {
      await signInStaff(page, account);
      await page.goto('/admin/apeluri');
      const card = page.locator(`[data-test="call-${number}"]`);
      await card.locator('[data-test="call-confirm"]').click();
      const dialog = page.locator('[data-test="confirm-call-dialog"]');
      await dialog.waitFor();

      // Opened as the checkout opens: Chișinău, its town filled in, its first day and the first interval.
      await expect(dialog.locator('[data-test="field-delivery_zone"]')).toHaveValue('chisinau');
      await expect(dialog.locator('[data-test="field-city"]')).toHaveValue(text['checkout.zone.chisinau']);
      const days = await dialog
        .locator('[data-test="field-delivery_date"] option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
      expect(days).toHaveLength(3);
      await expect(dialog.locator('[data-test="field-delivery_date"]')).toHaveValue(days[0]!);

      // A refusal is never silent: the field says what is missing and the top of the form sums it up.
      await dialog.locator('[data-test="field-name"]').fill('Ana Rusu');
      await dialog.locator('[data-test="confirm-call-submit"]').click();
      await expect(dialog.locator('[data-test="error-address"]')).toHaveText(text['admin.calls.errors.address']);
      await expect(dialog.locator('[data-test="confirm-call-error"]')).toHaveText(text['admin.calls.errors.summary']);
      await expect(dialog.locator('[data-test="field-address"]')).toBeFocused();

      await dialog.locator('[data-test="field-address"]').fill('str. Ismail 1, ap. 4');
      await dialog.locator('[data-test="field-delivery_date"]').selectOption(days[1]!);
      await dialog.locator('[data-test="field-delivery_interval"]').selectOption('18-21');
      await dialog.locator('[data-test="call-line"] [data-test="cart-increase"]').click();
      await expect(dialog.locator('[data-test="call-line"] [data-test="cart-quantity"]')).toHaveValue('2');
      await dialog.locator('input[name="call_product_search"]').fill(sku);
      await dialog.locator(`[data-test="product-add-${added!.id}"]`).click();
      await expect(dialog.locator('[data-test="call-line"]')).toHaveCount(2);
      await dialog.locator('[data-test="field-call_note"]').fill('Sunați la interfon; vrea factură');
      // The dialog fits the phone: nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await dialog.locator('[data-test="confirm-call-submit"]').click();
      await expect(card).toHaveCount(0);

      const order = confirmedOrder(number, [clicked!.id, added!.id]);
      expect(order).toEqual({
        status: 'confirmed',
        lines: [
          [clicked!.id, 2],
          [added!.id, 1],
        ],
        date: days[1],
        interval: '18-21',
        city: text['checkout.zone.chisinau'],
        comment: null,
        note: 'Sunați la interfon; vrea factură',
        // Both units of the product and the added one are reserved: taken from the 10 each had.
        stock: [8, 9],
      });

      // The order page shows the note to staff, apart from the shopper's comment.
      await page.goto(`/admin/comenzi/${number}`);
      await expect(page.locator('[data-test="order-call-note"]')).toContainText('Sunați la interfon; vrea factură');
      await expect(page.locator('[data-test="order-comment"]')).toContainText(text['admin.orders.show.no_comment']);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    } finally {
      await session.close();
    }
  });
}

import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

import { php } from './shopping/client';
import { openSession } from './support/browser';
import { createStaff, signInStaff } from './support/staff';

// The couriers' delivery list of a day and a slot and an order's warranty cards, in Chromium: a manager on a laptop
// (1280 px) in Romanian and in Russian picks the day and the slot on the list and reads each order's address, phone and
// what to collect (an order paid online collects nothing), then opens an order's warranty cards from its Documents
// card (one card per unit, the product's own warranty); the warehouse on a phone (390 px) reaches the same list from
// the order list and reads it without the page scrolling sideways, each order's amount to collect on the screen.

type Row = { number: string; name: string; phone: string; address: string; total: number; paid: boolean };

type Fixture = {
  day: string;
  dayLabel: string;
  slot: string;
  /** The orders the list shows, in its order. */
  listed: Row[];
  /** Orders of the same day that it leaves out: another slot, a cancelled one, a pickup. */
  left: string[];
  /** The catalogue's warranty attribute the cards read a product's own months from. */
  attribute: number;
  /** The order whose warranty cards are read: a product twice and another, with its own warranty, once. */
  warranty: {
    number: string;
    product: number;
    lines: { sku: string; name: string; quantity: number; months: number }[];
  };
};

/** The last line tinker printed, as JSON. */
function json<T>(out: string): T {
  return JSON.parse(out.split('\n').pop() ?? 'null') as T;
}

/**
 * Courier orders on a day of their own (`days` ahead) in the 13-18 slot: one to collect in cash, one paid online,
 * one of two lines for the warranty cards; and on the same day one in another slot, a cancelled one and a pickup.
 */
function fixture(locale: 'ro' | 'ru', days: number): Fixture {
  return json<Fixture>(
    php(`
      $day = now()->addDays(${days})->format('Y-m-d');
      $products = App\\Models\\Product::query()->where('is_active', true)->where('price', '>', 0)->orderBy('id')->take(2)->get();
      [$a, $b] = [$products[0], $products[1]];
      // The second product's own warranty, 36 months, in the catalogue's warranty attribute (made for the test when
      // the catalogue has none); the first keeps the legal default.
      $code = config('documents.warranty_attribute');
      $attribute = Illuminate\\Support\\Facades\\DB::table('attributes')->where('code', $code)->value('id')
        ?? Illuminate\\Support\\Facades\\DB::table('attributes')->insertGetId(['code' => $code, 'name' => json_encode(['ro' => 'Garanție', 'ru' => 'Гарантия']),
          'section' => json_encode(['ro' => 'Garanție', 'ru' => 'Гарантия']), 'type' => 'number', 'unit' => null, 'is_filterable' => false, 'sort' => 0,
          'created_at' => now(), 'updated_at' => now()]);
      Illuminate\\Support\\Facades\\DB::table('product_attribute_values')->where('attribute_id', $attribute)->where('product_id', $b->id)->delete();
      Illuminate\\Support\\Facades\\DB::table('product_attribute_values')->insert(['product_id' => $b->id, 'attribute_id' => $attribute, 'number_value' => 36]);
      $months = function ($p) use ($attribute) {
        $own = $attribute === null ? null : Illuminate\\Support\\Facades\\DB::table('product_attribute_values')->where('attribute_id', $attribute)->where('product_id', $p->id)->value('number_value');

        return $own !== null && (float) $own >= 1 ? (int) $own : (int) config('returns.warranty_months');
      };
      $make = function (string $name, string $phone, array $fields, array $lines) use ($day) {
        $subtotal = array_sum(array_map(fn ($l) => $l[0]->price * $l[1], $lines));
        $o = App\\Models\\Order::query()->forceCreate(array_merge(['idempotency_key' => (string) Illuminate\\Support\\Str::uuid(), 'kind' => 'checkout',
          'status' => 'confirmed', 'locale' => '${locale}', 'name' => $name, 'phone' => $phone, 'email' => null, 'delivery_method' => 'courier',
          'delivery_zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'str. Ismail 1', 'payment_method' => 'cash',
          'delivery_date' => $day, 'delivery_interval' => '13-18', 'subtotal' => $subtotal, 'delivery_fee' => 5000, 'total' => $subtotal + 5000,
          'held_until' => now()->addHours(48)], $fields));
        $o->forceFill(['number' => App\\Services\\Orders\\OrderNumber::for($o)])->save();
        foreach ($lines as [$p, $q]) {
          $o->lines()->create(['product_id' => $p->id, 'sku' => $p->sku, 'name' => $p->name, 'slug' => $p->slug,
            'unit_price' => $p->price, 'quantity' => $q, 'line_total' => $p->price * $q]);
        }

        return $o->refresh();
      };
      $cash = $make('Ion Ciobanu', '+37369100201', ['address' => 'bd. Dacia 23, ap. 14'], [[$a, 2], [$b, 1]]);
      $paid = $make('Elena Rusu', '+37379100202', ['city' => 'Bălți', 'address' => 'str. Independenței 5', 'payment_method' => 'online_card', 'paid_at' => now()], [[$b, 1]]);
      $evening = $make('Petru Lungu', '+37368100203', ['delivery_interval' => '18-21'], [[$a, 1]]);
      $cancelled = $make('Vera Cojocaru', '+37360100204', ['status' => 'cancelled'], [[$a, 1]]);
      $pickup = $make('Ana Moraru', '+37369100205', ['delivery_method' => 'pickup', 'address' => null, 'delivery_zone' => null], [[$a, 1]]);
      $row = fn ($o) => ['number' => $o->number, 'name' => $o->name, 'phone' => App\\Support\\Phone::format($o->phone),
        'address' => $o->city.', '.$o->address, 'total' => (int) $o->total, 'paid' => $o->paid_at !== null];
      echo json_encode([
        'day' => $day,
        'dayLabel' => now()->addDays(${days})->format('d.m.Y'),
        'slot' => '13-18',
        'listed' => [$row($cash), $row($paid)],
        'left' => [$evening->number, $cancelled->number, $pickup->number],
        'attribute' => $attribute,
        'warranty' => ['number' => $cash->number, 'product' => $b->id, 'lines' => [
          ['sku' => $a->sku, 'name' => $a->translate('name', '${locale}'), 'quantity' => 2, 'months' => $months($a)],
          ['sku' => $b->sku, 'name' => $b->translate('name', '${locale}'), 'quantity' => 1, 'months' => $months($b)],
        ]],
      ], JSON_UNESCAPED_UNICODE);
    `),
  );
}

/** Bani as the documents write them: a decimal comma and a no-break space between thousands (`1 234,50`). */
function money(bani: number): string {
  const [whole = '0', cents = '00'] = (bani / 100).toFixed(2).split('.');

  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')},${cents}`;
}

/** Picks the day and the slot with the list's own form and waits for the list it sends back. */
async function showList(page: Page, data: Fixture): Promise<void> {
  const form = page.locator('[data-test="delivery-list-form"]');
  await form.locator('input[name="data"]').fill(data.day);
  await form.locator('select[name="interval"]').selectOption(data.slot);
  await Promise.all([
    page.waitForURL(
      (url) => url.searchParams.get('data') === data.day && url.searchParams.get('interval') === data.slot,
    ),
    form.locator('button[type="submit"]').click(),
  ]);
}

/** What the list must show: the two orders of the slot, each with its address, phone and amount, and the total. */
async function expectList(page: Page, data: Fixture, locale: 'ro' | 'ru'): Promise<void> {
  const title = locale === 'ro' ? 'Lista de livrare' : 'Лист доставки';
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('[data-test="delivery-list-title"]')).toHaveText(
    `${title} · ${data.dayLabel} · ${data.slot}`,
  );
  await expect(page.locator('[data-test="document-error"]')).toHaveCount(0);
  const rows = page.locator('[data-test="delivery-list-row"]');
  await expect(rows).toHaveCount(data.listed.length);
  for (const [index, order] of data.listed.entries()) {
    const row = rows.nth(index);
    await expect(row).toContainText(order.number);
    await expect(row).toContainText(order.name);
    await expect(row).toContainText(order.phone);
    await expect(row).toContainText(order.address);
    await expect(row.locator('td.num')).toContainText(money(order.paid ? 0 : order.total));
    if (order.paid) await expect(row).toContainText(locale === 'ro' ? 'achitată online' : 'оплачен онлайн');
  }
  for (const number of data.left) await expect(page.locator('[data-test="delivery-list"]')).not.toContainText(number);
  const collect = data.listed.reduce((sum, order) => sum + (order.paid ? 0 : order.total), 0);
  await expect(page.locator('[data-test="delivery-list-total"]')).toHaveText(money(collect));
}

for (const [locale, days] of [
  ['ro', 45],
  ['ru', 46],
] as const) {
  test.describe(`The delivery list and the warranty cards (${locale})`, () => {
    let data: Fixture;

    test.beforeAll(() => {
      data = fixture(locale, days);
    });

    test.afterAll(() => {
      // The product's own warranty goes again, and the attribute when no product holds it, as the catalogue was.
      php(`
        Illuminate\\Support\\Facades\\DB::table('product_attribute_values')->where('attribute_id', ${data.attribute})->where('product_id', ${data.warranty.product})->delete();
        if (! Illuminate\\Support\\Facades\\DB::table('product_attribute_values')->where('attribute_id', ${data.attribute})->exists()) {
          Illuminate\\Support\\Facades\\DB::table('attributes')->whereKey(${data.attribute})->delete();
        }
      `);
    });

    test('a manager at 1280 px reads the delivery list of a day and a slot, and its PDF comes', async ({ browser }) => {
      const session = await openSession(browser, { width: 1280, height: 900 });
      const { page } = session;
      try {
        await signInStaff(page, createStaff('manager', locale, 'Mara Manager'));
        await page.goto('/admin/comenzi');
        const link = page.locator('[data-test="delivery-list-link"]');
        await expect(link).toBeVisible();
        // The list opens in the staff member's language, on today's first slot, until a day and a slot are picked.
        await page.goto((await link.getAttribute('href')) ?? '');
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await showList(page, data);
        await expectList(page, data, locale);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
        await page.screenshot({ path: `test-results/delivery-list-${locale}-1280.png`, fullPage: true });

        const pdfUrl = (await page.locator('[data-test="document-pdf"]').getAttribute('href')) ?? '';
        expect(pdfUrl).toContain(`data=${data.day}`);
        const pdf = await page.request.get(pdfUrl);
        expect(pdf.status()).toBe(200);
        expect(pdf.headers()['content-type']).toBe('application/pdf');
        expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

        // A day that is no day is refused in the staff member's language, with no orders listed.
        await page.goto(`/admin/livrari?data=2026-02-31&interval=${data.slot}`);
        await expect(page.locator('[data-test="document-error"]')).toHaveText(
          locale === 'ro' ? 'Alegeți o zi validă (AAAA-LL-ZZ).' : 'Выберите правильный день (ГГГГ-ММ-ДД).',
        );
        await expect(page.locator('[data-test="delivery-list-row"]')).toHaveCount(0);
      } finally {
        await session.close();
      }
    });

    test('a manager at 1280 px prints the warranty cards of an order, one per unit', async ({ browser }) => {
      const session = await openSession(browser, { width: 1280, height: 900 });
      const { page } = session;
      try {
        await signInStaff(page, createStaff('manager', locale, 'Mara Manager'));
        await page.goto(`/admin/comenzi/${data.warranty.number}`);
        const card = page.locator('[data-test="order-documents"] [data-test="document-warranty"]');
        await expect(card).toBeVisible();
        const href = (await card.locator('[data-test="document-warranty-page"]').getAttribute('href')) ?? '';
        expect(href).toBe(`/admin/comenzi/${data.warranty.number}/certificate-de-garantie`);
        await page.goto(href);

        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        const cards = page.locator('[data-test="warranty-card"]');
        const units = data.warranty.lines.flatMap((line) =>
          Array.from({ length: line.quantity }, (_, index) => ({ ...line, unit: index + 1 })),
        );
        await expect(cards).toHaveCount(units.length);
        // The second product's own 36 months, the first's legal default.
        expect(units.map((unit) => unit.months)).toEqual([24, 24, 36]);
        for (const [index, unit] of units.entries()) {
          const shown = cards.nth(index);
          await expect(shown.locator('h1')).toHaveText(
            locale === 'ro' ? 'Certificat de garanție' : 'Гарантийный талон',
          );
          await expect(shown).toContainText(unit.sku);
          await expect(shown).toContainText(unit.name);
          await expect(shown).toContainText(data.warranty.number);
          await expect(shown).toContainText(
            locale === 'ro' ? `Unitatea ${unit.unit} din ${unit.quantity}` : `Единица ${unit.unit} из ${unit.quantity}`,
          );
          await expect(shown.locator('[data-test="warranty-months"]')).toHaveText(
            locale === 'ro' ? `${unit.months} luni` : `${unit.months} мес.`,
          );
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
        await page.screenshot({ path: `test-results/warranty-cards-${locale}-1280.png`, fullPage: true });

        // The other language on request, and back to the order.
        const other = locale === 'ro' ? 'ru' : 'ro';
        await page.click(`[data-test="document-language-${other}"]`);
        await expect(page.locator('html')).toHaveAttribute('lang', other);
        await expect(cards.first().locator('h1')).toHaveText(
          other === 'ro' ? 'Certificat de garanție' : 'Гарантийный талон',
        );
        const pdf = await page.request.get(
          (await page.locator('[data-test="document-pdf"]').getAttribute('href')) ?? '',
        );
        expect(pdf.headers()['content-type']).toBe('application/pdf');
        await page.click('[data-test="document-back"]');
        await page.waitForURL((url) => url.pathname === `/admin/comenzi/${data.warranty.number}`);
      } finally {
        await session.close();
      }
    });

    test('the warehouse at 390 px reaches the delivery list from the orders and reads it on the phone', async ({
      browser,
    }) => {
      const session = await openSession(browser, { width: 390, height: 844 }, { touch: true });
      const { page } = session;
      try {
        await signInStaff(page, createStaff('warehouse', locale, 'Victor Depozit'));
        await page.goto('/admin/comenzi');
        const href = (await page.locator('[data-test="delivery-list-link"]').getAttribute('href')) ?? '';
        expect(href).toBe('/admin/livrari');
        await page.goto(href);
        await showList(page, data);
        await expectList(page, data, locale);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        // Each order's amount to collect, and the total, is read whole by scrolling down only: nothing sideways, in
        // the page or in the list's own box.
        const amounts = page.locator('[data-test="delivery-list-collect"], [data-test="delivery-list-total"]');
        await expect(amounts).toHaveCount(data.listed.length + 1);
        for (const amount of await amounts.all()) {
          await amount.evaluate((element) =>
            window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 100),
          );
          await expect(amount).toBeInViewport({ ratio: 1 });
          const box = await amount.boundingBox();
          expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
          expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
        }
        expect(
          await page.evaluate(() => ({
            page: window.scrollX,
            list: document.querySelector('[data-test="delivery-list"]')?.parentElement?.scrollLeft ?? 0,
          })),
        ).toEqual({ page: 0, list: 0 });
        await page.evaluate(() => window.scrollTo(0, 0));
        // The toolbar's controls stay inside the screen.
        for (const control of await page
          .locator(
            '[data-test="document-toolbar"] a, [data-test="document-toolbar"] button, [data-test="document-toolbar"] input, [data-test="document-toolbar"] select',
          )
          .all()) {
          const box = await control.boundingBox();
          expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
        }
        await page.screenshot({ path: `test-results/delivery-list-${locale}-390.png`, fullPage: true });
      } finally {
        await session.close();
      }
    });
  });
}

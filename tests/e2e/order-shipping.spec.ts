import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

import ro from '../../lang/ro.json' with { type: 'json' };
import ru from '../../lang/ru.json' with { type: 'json' };
import { php } from './shopping/client';
import { openSession } from './support/browser';
import { claimProducts } from './support/products';
import { createStaff, signInStaff, type StaffRole } from './support/staff';

// Shipping with a courier and a tracking number, in Chromium: the warehouse on a phone (390 px) and a manager on a
// laptop (1280 px) pack a confirmed courier order and move it to shipped, naming the courier and typing the tracking
// number (the manager first types one the shop refuses); the customer then sees both on their order page, the number
// linked to the courier's tracking page where the courier has one. In Romanian and in Russian.

type Shipped = { number: string; link: string };

/** The last line tinker printed, as JSON. */
function json<T>(out: string): T {
  return JSON.parse(out.split('\n').pop() ?? 'null') as T;
}

/** A confirmed courier order of one unit of a product of its own, its unit reserved as checkout does, and its link. */
function confirmedOrder(locale: 'ro' | 'ru', product: number): Shipped {
  return json<Shipped>(
    php(`
      $p = App\\Models\\Product::query()->findOrFail(${product});
      $o = App\\Models\\Order::query()->create(['idempotency_key' => (string) Illuminate\\Support\\Str::uuid(), 'kind' => 'checkout', 'status' => 'confirmed',
        'locale' => '${locale}', 'name' => 'Ion Popescu', 'phone' => '+37369123456', 'email' => 'ion@example.md', 'delivery_method' => 'courier',
        'delivery_zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'str. Ismail 1', 'payment_method' => 'cash',
        'subtotal' => $p->price, 'delivery_fee' => 0, 'total' => $p->price, 'held_until' => now()->addHours(48)]);
      $o->forceFill(['number' => App\\Services\\Orders\\OrderNumber::for($o)])->save();
      $o->lines()->create(['product_id' => $p->id, 'sku' => $p->sku, 'name' => $p->name, 'slug' => $p->slug,
        'unit_price' => $p->price, 'quantity' => 1, 'line_total' => $p->price]);
      app(App\\Services\\Stock\\StockLedger::class)->reserve($o->id, [$p->id => 1]);
      echo json_encode(['number' => $o->number, 'link' => App\\Infrastructure\\Http\\OrderLinks::page($o, locale: '${locale}')]);
    `),
  );
}

/** The courier and the tracking number stored on the order. */
function storedShipment(number: string): { status: string; courier: string | null; tracking: string | null } {
  return json(
    php(
      `$o = App\\Models\\Order::query()->where('number', '${number}')->firstOrFail(); echo json_encode(['status' => $o->status instanceof BackedEnum ? $o->status->value : $o->status, 'courier' => $o->courier, 'tracking' => $o->tracking_number]);`,
    ),
  );
}

async function statusIs(page: Page, label: string): Promise<void> {
  await expect(page.locator('[data-test="order-status"]').first()).toHaveText(label);
}

const runs: {
  role: StaffRole;
  viewport: { width: number; height: number };
  courier: 'dhl' | 'own';
  tracking: string;
}[] = [
  { role: 'warehouse', viewport: { width: 390, height: 844 }, courier: 'dhl', tracking: 'JD0146 0012-3456' },
  { role: 'manager', viewport: { width: 1280, height: 900 }, courier: 'own', tracking: 'ES 2026 77' },
];

for (const [locale, text] of [
  ['ro', ro],
  ['ru', ru],
] as const) {
  for (const { role, viewport, courier, tracking } of runs) {
    test(`${role} at ${viewport.width} px ships an order with ${courier} and a tracking number; the customer sees them (${locale})`, async ({
      browser,
    }) => {
      const [product] = claimProducts(1, 10);
      const order = confirmedOrder(locale, product!.id);
      const staff = await openSession(browser, viewport, { touch: viewport.width < 640 });
      const { page } = staff;
      try {
        await signInStaff(page, createStaff(role, locale, role === 'warehouse' ? 'Victor Depozit' : 'Mara Manager'));
        await page.goto(`/admin/comenzi/${order.number}`);
        await statusIs(page, text['orders.status.confirmed']);
        await expect(page.locator('[data-test="status-actions"] [data-test="shipment-fields"]')).toHaveCount(0);
        await page.click('[data-test="move-packed"]');
        await statusIs(page, text['orders.status.packed']);

        const fields = page.locator('[data-test="status-actions"] [data-test="shipment-fields"]');
        await expect(fields).toBeVisible();
        await expect(fields).toContainText(text['admin.orders.ship.courier']);
        await expect(fields).toContainText(text['admin.orders.ship.tracking']);
        const courierField = fields.locator('select[data-test="field-courier"]');
        // The couriers by their names in the staff member's language.
        await expect(courierField.locator('option[value="own"]')).toHaveText(text['orders.couriers.own']);
        await courierField.selectOption(courier);

        if (role === 'manager') {
          // A number with other signs than letters, digits, spaces and dashes is refused beside the field.
          await fields.locator('[data-test="field-tracking_number"]').fill('Nr. 12/34');
          await page.click('[data-test="move-shipped"]');
          await page.click('[data-test="confirm-move"]');
          await expect(fields.locator('[data-test="error-tracking_number"]')).toHaveText(
            text['admin.orders.ship.tracking_format'],
          );
          await statusIs(page, text['orders.status.packed']);
          expect(storedShipment(order.number).status).toBe('packed');
        }

        await fields.locator('[data-test="field-tracking_number"]').fill(tracking);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await page.screenshot({
          path: `test-results/ship-${role}-${locale}-${viewport.width}.png`,
          fullPage: true,
        });
        // Handing over is asked first.
        await page.click('[data-test="move-shipped"]');
        await expect(page.locator('[data-test="confirm-move-dialog"]')).toBeVisible();
        await page.click('[data-test="confirm-move"]');
        await statusIs(page, text['orders.status.shipped']);
        // Shipping is no longer a move, so its fields leave the status actions.
        await expect(page.locator('[data-test="move-shipped"]')).toHaveCount(0);
        await expect(page.locator('[data-test="status-actions"] [data-test="shipment-fields"]')).toHaveCount(0);
        expect(storedShipment(order.number)).toEqual({ status: 'shipped', courier, tracking });
      } finally {
        await staff.close();
      }

      // The customer, from their order link, on a device like the staff member's.
      const customer = await openSession(browser, viewport);
      try {
        const shop = customer.page;
        await shop.goto(order.link);
        await expect(shop.locator('html')).toHaveAttribute('lang', locale);
        await expect(shop.locator('[data-test="order-status"]')).toHaveText(text['orders.status.shipped']);
        const shipment = shop.locator('[data-test="order-shipment"]');
        await expect(shipment).toContainText(text['orders.shipment.title']);
        await expect(shipment).toContainText(
          `${text['orders.shipment.courier']}: ${text[`orders.couriers.${courier}`]}`,
        );
        await expect(shipment).toContainText(`${text['orders.shipment.number']}: ${tracking}`);
        if (courier === 'dhl') {
          const link = shipment.locator('[data-test="tracking-link"]');
          await expect(link).toHaveText(tracking);
          expect(await link.getAttribute('href')).toContain(`tracking-id=${encodeURIComponent(tracking)}`);
          expect(await link.getAttribute('target')).toBe('_blank');
        } else {
          await expect(shipment.locator('[data-test="tracking-number"]')).toHaveText(tracking);
          await expect(shipment.locator('[data-test="tracking-link"]')).toHaveCount(0);
        }
        expect(await shop.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await shop.screenshot({
          path: `test-results/shipped-order-page-${locale}-${viewport.width}.png`,
          fullPage: true,
        });
      } finally {
        await customer.close();
      }
    });
  }
}

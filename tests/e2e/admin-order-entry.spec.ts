import { expect, test } from './support/fixtures';

import ro from '../../lang/ro.json' with { type: 'json' };
import ru from '../../lang/ru.json' with { type: 'json' };
import { php } from './shopping/client';
import { openSession } from './support/browser';
import { createStaff, signInStaff } from './support/staff';

// A manager takes an order by phone at /admin/comenzi/noua (the customer typed, a product found by its SKU with its
// units per place, the courier's first day and interval), lands on the order's page, which says who took it, then
// changes the order from that page: a second unit. In Romanian and Russian, on a laptop.

/** The last line tinker printed, as JSON. */
function json<T>(out: string): T {
  return JSON.parse(out.split('\n').pop() ?? 'null') as T;
}

type Placed = {
  kind: string;
  status: string;
  placedBy: string | null;
  lines: [number, number][];
  stock: number;
  version: number;
  edits: number;
};

function placedOrder(number: string, product: number): Placed {
  return json<Placed>(
    php(`
      $o = App\\Models\\Order::query()->where('number', '${number}')->firstOrFail();
      echo json_encode(['kind' => $o->kind, 'status' => $o->status,
        'placedBy' => App\\Models\\User::query()->whereKey($o->getAttributes()['placed_by'])->value('name'),
        'lines' => $o->lines()->orderBy('id')->get()->map(fn ($l) => [(int) $l->product_id, (int) $l->quantity]),
        'stock' => (int) App\\Models\\Product::query()->whereKey(${product})->value('stock_total'), 'version' => (int) $o->version,
        'edits' => App\\Models\\OrderEvent::query()->where('order_id', $o->id)->where('type', 'edited')->count()]);
    `),
  );
}

for (const { locale, text } of [
  { locale: 'ro' as const, text: ro },
  { locale: 'ru' as const, text: ru },
]) {
  test(`takes an order by phone and changes it before it ships (${locale}, 1280 px)`, async ({
    browser,
    productsWithUnits,
  }) => {
    const [product] = await productsWithUnits(10, 1);
    const sku = json<string>(
      php(`echo json_encode(App\\Models\\Product::query()->whereKey(${product!.id})->value('sku'));`),
    );
    const account = createStaff('manager', locale, 'Mara Manager');
    const session = await openSession(browser, { width: 1280, height: 900 });
    const { page } = session;
    try {
      await signInStaff(page, account);
      await page.goto('/admin/comenzi');
      await page.locator('[data-test="orders-new"]').click();
      await page.waitForURL((url) => url.pathname === '/admin/comenzi/noua');
      const form = page.locator('[data-test="new-order-form"]');

      // Without products or an address the form says what is missing, beside the fields and at the top.
      await form.locator('[data-test="field-name"]').fill('Ana Rusu');
      await form.locator('[data-test="field-phone"]').fill('069 12 34 56');
      await form.locator('[data-test="new-order-submit"]').click();
      await expect(form.locator('[data-test="error-lines"]')).toHaveText(text['admin.calls.errors.lines']);
      await expect(form.locator('[data-test="error-address"]')).toHaveText(text['admin.calls.errors.address']);

      await form.locator('input[name="entry_product_search"]').fill(sku);
      await expect(form.locator('[data-test="found-products"]')).toContainText(
        text['admin.order_entry.lines.stock'].replace(':count', '10'),
      );
      await form.locator(`[data-test="product-add-${product!.id}"]`).click();
      await expect(form.locator('[data-test="entry-line"]')).toHaveCount(1);
      await form.locator('[data-test="field-address"]').fill('str. Ismail 1, ap. 4');
      await form.locator('[data-test="field-email"]').fill('ana.rusu@example.md');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await form.locator('[data-test="new-order-submit"]').click();
      await page.waitForURL((url) => /^\/admin\/comenzi\/ES-/.test(url.pathname), { timeout: 15_000 });
      const number = page.url().split('/').pop()!;
      await expect(page.locator('[data-test="admin-status"]')).toContainText(number);
      await expect(page.locator('main')).toContainText(
        text['admin.orders.taken_by.phone'].replace(':name', 'Mara Manager'),
      );
      expect(placedOrder(number, product!.id)).toEqual({
        kind: 'phone',
        status: 'confirmed',
        placedBy: 'Mara Manager',
        lines: [[product!.id, 1]],
        stock: 9,
        version: 0,
        edits: 0,
      });

      // The order changes from its page: a second unit, reserved at once.
      await page.locator('[data-test="order-edit-open"]').click();
      const dialog = page.locator('[data-test="order-edit-dialog"]');
      await dialog.waitFor();
      await expect(dialog.locator('[data-test="field-address"]')).toHaveValue('str. Ismail 1, ap. 4');
      await dialog.locator('[data-test="entry-line"] [data-test="cart-increase"]').click();
      await expect(dialog.locator('[data-test="entry-line"] [data-test="cart-quantity"]')).toHaveValue('2');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await dialog.locator('[data-test="order-edit-submit"]').click();
      await expect(dialog).toHaveCount(0);
      await expect(page.locator('[data-test="admin-status"]')).toContainText(
        text['admin.order_edit.saved'].replace(':number', number).split(';')[0]!,
      );
      await expect(page.locator('[data-test="timeline-edited"]')).toContainText(text['admin.orders.timeline.edited']);
      expect(placedOrder(number, product!.id)).toMatchObject({
        lines: [[product!.id, 2]],
        stock: 8,
        version: 1,
        edits: 1,
      });
    } finally {
      await session.close();
    }
  });
}

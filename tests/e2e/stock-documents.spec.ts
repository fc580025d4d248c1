import { expect, test } from './support/fixtures';

import ro from '../../lang/ro.json' with { type: 'json' };
import ru from '../../lang/ru.json' with { type: 'json' };
import { php } from './shopping/client';
import { openSession, type Session } from './support/browser';
import { createStaff, signInStaff } from './support/staff';

// The warehouse on a phone (390 px) receives a supplier's goods and moves units from the warehouse to a store; a
// manager on a laptop (1280 px) then reads the product's movement history: the receipt and both ends of the transfer,
// each linked to its document and signed by who did it. In Romanian and in Russian.

type Fixture = {
  product: { id: number; sku: string; name: { ro: string; ru: string } };
  warehouse: number;
  store: number;
};

function json<T>(out: string): T {
  return JSON.parse(out.split('\n').pop() ?? 'null') as T;
}

function fixture(): Fixture {
  return json<Fixture>(
    php(`
      $product = App\\Models\\Product::query()->where('is_active', true)->orderBy('id')->firstOrFail();
      echo json_encode([
        'product' => ['id' => $product->id, 'sku' => $product->sku, 'name' => $product->name],
        'warehouse' => App\\Models\\Store::query()->where('kind', 'warehouse')->orderBy('sorted')->value('id'),
        'store' => App\\Models\\Store::query()->where('kind', 'store')->orderBy('sorted')->value('id'),
      ]);
    `),
  );
}

function units(product: number, place?: number): number {
  const where = place === undefined ? '' : `->where('store_id', ${place})`;
  const sum =
    place === undefined
      ? `(int) App\\Models\\Product::query()->whereKey(${product})->value('stock_total')`
      : `(int) Illuminate\\Support\\Facades\\DB::table('product_stock')->where('product_id', ${product})${where}->value('quantity')`;

  return Number(php(`echo ${sum};`).split('\n').pop());
}

for (const [locale, t] of [
  ['ro', ro],
  ['ru', ru],
] as const) {
  test.describe(`Stock documents (${locale})`, () => {
    let phone: Session;
    let laptop: Session;
    let data: Fixture;

    test.beforeAll(async ({ browser }) => {
      data = fixture();
      phone = await openSession(browser, { width: 390, height: 844 }, { touch: true });
      laptop = await openSession(browser, { width: 1280, height: 900 });
    });

    test.afterAll(async () => {
      await phone.close();
      await laptop.close();
    });

    test('the warehouse receives goods and a transfer on a phone; a manager reads the history on a laptop', async ({}, testInfo) => {
      const page = phone.page;
      const keeper = locale === 'ro' ? 'Vasile Depozit' : 'Василий Склад';
      await signInStaff(page, createStaff('warehouse', locale, keeper));
      const totalBefore = units(data.product.id);
      const storeBefore = units(data.product.id, data.store);

      // A goods receipt: the supplier, the warehouse, the product found by its SKU, 3 units at 125,50 lei.
      await page.goto('/admin/receptii/noua');
      await page.fill('[data-test="field-supplier"]', 'Volta Distribuție SRL');
      await page.fill('[data-test="field-supplier_document"]', 'FA-2031');
      await page.selectOption('[data-test="field-store_id"]', String(data.warehouse));
      await page.fill('[data-test="field-document_product_search"]', data.product.sku);
      await page.click(`[data-test="product-add-${data.product.id}"]`);
      await page.fill('[data-test="field-lines.0.quantity"]', '3');
      await page.fill('[data-test="field-lines.0.unit_cost"]', '125,50');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: testInfo.outputPath(`receipt-draft-390-${locale}.png`), fullPage: true });
      await page.click('[data-test="receipt-save"]');
      await page.waitForURL(/\/admin\/receptii\/\d+$/);
      await expect(page.locator('[data-test="admin-status"]')).toContainText(t['admin.stock_documents.saved']);
      await page.click('[data-test="receipt-post"]');
      await expect(page.locator('[data-test="receipt-status"]')).toHaveText(t['admin.receipts.status.received']);
      await expect(page.locator('[data-test="document-movements"]')).toContainText('+3');
      expect(units(data.product.id)).toBe(totalBefore + 3);
      await page.screenshot({ path: testInfo.outputPath(`receipt-received-390-${locale}.png`), fullPage: true });

      // A transfer of 2 units from the warehouse to a store: sent (in transit), then received there.
      await page.goto('/admin/transferuri/nou');
      await page.selectOption('[data-test="field-from_store_id"]', String(data.warehouse));
      await page.selectOption('[data-test="field-to_store_id"]', String(data.store));
      await page.fill('[data-test="field-document_product_search"]', data.product.sku);
      await page.click(`[data-test="product-add-${data.product.id}"]`);
      await page.fill('[data-test="field-lines.0.quantity"]', '2');
      await page.click('[data-test="transfer-save"]');
      await page.waitForURL(/\/admin\/transferuri\/\d+$/);
      await page.click('[data-test="transfer-send"]');
      await expect(page.locator('[data-test="transfer-status"]')).toHaveText(t['admin.transfers.status.sent']);
      await expect(page.locator('[data-test="in-transit"]')).toHaveText(
        t['admin.transfers.in_transit'].replace(':count', '2'),
      );
      expect(units(data.product.id)).toBe(totalBefore + 1);
      await page.screenshot({ path: testInfo.outputPath(`transfer-sent-390-${locale}.png`), fullPage: true });
      await page.click('[data-test="transfer-receive"]');
      await expect(page.locator('[data-test="transfer-status"]')).toHaveText(t['admin.transfers.status.received']);
      expect(units(data.product.id)).toBe(totalBefore + 3);
      expect(units(data.product.id, data.store)).toBe(storeBefore + 2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // The manager reads the product's movement history: newest first, each with its document and who.
      const desk = laptop.page;
      await signInStaff(desk, createStaff('manager', locale, locale === 'ro' ? 'Maria Manager' : 'Мария Менеджер'));
      await desk.goto(`/admin/produse/${data.product.id}/stoc`);
      const rows = desk.locator('[data-test="movements-table"] tbody tr');
      await expect(rows.nth(0)).toContainText(t['admin.stock_movements.reasons.transfer_in']);
      await expect(rows.nth(0)).toContainText('+2');
      await expect(rows.nth(1)).toContainText(t['admin.stock_movements.reasons.transfer_out']);
      await expect(rows.nth(1)).toContainText('−2');
      await expect(rows.nth(2)).toContainText(t['admin.stock_movements.reasons.receipt']);
      await expect(rows.nth(2)).toContainText('+3');
      await expect(rows.nth(2)).toContainText(keeper);
      await desk.screenshot({ path: testInfo.outputPath(`history-1280-${locale}.png`), fullPage: true });
      await rows.nth(2).getByRole('link').click();
      await desk.waitForURL(/\/admin\/receptii\/\d+$/);
      await expect(desk.locator('[data-test="receipt-details"]')).toContainText('Volta Distribuție SRL');
    });
  });
}

import { expect, test } from './support/fixtures';

import ro from '../../lang/ro.json' with { type: 'json' };
import ru from '../../lang/ru.json' with { type: 'json' };
import { php } from './shopping/client';
import { openSession, type Session } from './support/browser';
import { createStaff, signInStaff, type StaffAccount } from './support/staff';

// The printed documents and a bulk price edit in Chromium, in Romanian and Russian: a manager on a laptop (1280 px)
// opens a company's order, issues its invoice from the Documents card and reads it (numbers, VAT, the total in words)
// and its PDF; the warehouse on a phone (390 px) opens the packing slip, which fits the screen; the manager then
// reprices a product with a CSV of SKU and price, previewed and applied.

type Fixture = {
  manager: StaffAccount;
  warehouse: StaffAccount;
  order: string;
  sku: string;
  product: number;
  price: number;
};

/** The last line tinker printed, as JSON. */
function json<T>(out: string): T {
  return JSON.parse(out.split('\n').pop() ?? 'null') as T;
}

/**
 * A company's courier order of two units of a demo product that the warehouse stocks, in the given language, holding
 * its units the way checkout does, with delivery 60,50 lei; and a manager and a warehouse worker.
 */
function fixture(locale: 'ro' | 'ru'): Fixture {
  const manager = createStaff('manager', locale, 'Mara Manager');
  const warehouse = createStaff('warehouse', locale, 'Victor Depozit');
  const out = php(`
    $w = (int) App\\Models\\Store::query()->where('kind', 'warehouse')->value('id');
    $id = Illuminate\\Support\\Facades\\DB::table('product_stock')->where('store_id', $w)->where('quantity', '>=', 3)->orderBy('product_id')->value('product_id');
    $p = App\\Models\\Product::query()->findOrFail($id);
    $o = App\\Models\\Order::query()->create(['idempotency_key' => (string) Illuminate\\Support\\Str::uuid(), 'kind' => 'checkout', 'status' => 'new',
      'locale' => '${locale}', 'name' => 'Ion Popescu', 'phone' => '+37369123456', 'email' => 'ion@example.md', 'delivery_method' => 'courier',
      'delivery_zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'str. Ismail 1', 'payment_method' => 'transfer',
      'company_name' => 'Tehno Grup SRL', 'company_idno' => '1003600123456', 'delivery_date' => now()->addDay()->format('Y-m-d'), 'delivery_interval' => '09-13',
      'subtotal' => $p->price * 2, 'delivery_fee' => 6050, 'total' => $p->price * 2 + 6050, 'held_until' => now()->addHours(48)]);
    $o->forceFill(['number' => App\\Services\\Orders\\OrderNumber::for($o)])->save();
    $o->lines()->create(['product_id' => $p->id, 'sku' => $p->sku, 'name' => $p->name, 'slug' => $p->slug,
      'unit_price' => $p->price, 'quantity' => 2, 'line_total' => $p->price * 2]);
    app(App\\Services\\Stock\\StockLedger::class)->reserve($o->id, [$p->id => 2]);
    echo json_encode(['order' => $o->number, 'sku' => $p->sku, 'product' => $p->id, 'price' => $p->price]);
  `);

  return { manager, warehouse, ...json<{ order: string; sku: string; product: number; price: number }>(out) };
}

/** The order's total in words, as the invoice writes it (AmountInWords), from PHP itself. */
function words(order: string, locale: 'ro' | 'ru'): string {
  return php(
    `echo App\\Support\\Documents\\AmountInWords::money((int) App\\Models\\Order::query()->where('number', '${order}')->value('total'), '${locale}');`,
  )
    .split('\n')
    .pop() as string;
}

for (const { locale, text } of [
  { locale: 'ro' as const, text: ro },
  { locale: 'ru' as const, text: ru },
]) {
  test.describe(`Printed documents and a bulk price edit (${locale})`, () => {
    let data: Fixture;

    test.beforeAll(() => {
      data = fixture(locale);
    });

    test('a manager at 1280 px issues and reads the invoice and downloads its PDF', async ({ browser }) => {
      const session: Session = await openSession(browser, { width: 1280, height: 900 });
      const { page } = session;
      await signInStaff(page, data.manager);

      await page.goto(`/admin/comenzi/${data.order}`);
      const card = page.locator('[data-test="order-documents"]');
      await expect(card).toContainText(text['admin.documents.title']);
      await expect(card.locator('[data-test="document-invoice"]')).toBeVisible();
      const invoiceUrl = (await card.locator('[data-test="document-invoice-page"]').getAttribute('href')) ?? '';
      expect(invoiceUrl).toBe(`/admin/comenzi/${data.order}/factura`);

      await page.goto(invoiceUrl);
      await page.click('[data-test="invoice-issue"]');
      await page.waitForSelector('[data-test="invoice-title"]');
      await expect(page.locator('[data-test="invoice-title"]')).toContainText(/ES-\d{4}-\d{6}/);
      await expect(page.locator('[data-test="invoice-supplier"]')).toContainText('1012600012345');
      await expect(page.locator('[data-test="invoice-buyer"]')).toContainText('Tehno Grup SRL');
      await expect(page.locator('[data-test="invoice-buyer"]')).toContainText('1003600123456');
      await expect(page.locator('[data-test="invoice-line"]')).toHaveCount(2);
      await expect(page.locator('[data-test="invoice-words"]')).toHaveText(words(data.order, locale));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
      await page.screenshot({ path: `test-results/documents-invoice-${locale}-1280.png`, fullPage: true });

      const pdfUrl = (await page.locator('[data-test="document-pdf"]').getAttribute('href')) ?? '';
      const pdf = await page.request.get(pdfUrl);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

      // The other language on request.
      const other = locale === 'ro' ? 'ru' : 'ro';
      await page.click(`[data-test="document-language-${other}"]`);
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(page.locator('[data-test="invoice-words"]')).toHaveText(words(data.order, other));
      await session.close();
    });

    test('the warehouse at 390 px opens the packing slip, which fits the phone', async ({ browser }) => {
      const session: Session = await openSession(browser, { width: 390, height: 844 });
      const { page } = session;
      await signInStaff(page, data.warehouse);

      await page.goto(`/admin/comenzi/${data.order}`);
      const card = page.locator('[data-test="order-documents"]');
      await expect(card.locator('[data-test="document-packing"]')).toBeVisible();
      await expect(card.locator('[data-test="document-invoice"]')).toHaveCount(0);
      const slipUrl = (await card.locator('[data-test="document-packing-page"]').getAttribute('href')) ?? '';

      await page.goto(slipUrl);
      await expect(page.locator('h1')).toContainText(locale === 'ro' ? 'Fișa de ambalare' : 'Упаковочный лист');
      await expect(page.locator('[data-test="packing-place"]').first()).toBeVisible();
      await expect(page.locator('[data-test="packing-item"]').first()).toContainText(data.sku);
      await expect(page.locator('[data-test="packing-units"]')).toHaveText('2');
      await expect(page.locator('[data-test="packing-delivery"]')).toContainText('09-13');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: `test-results/documents-packing-${locale}-390.png`, fullPage: true });
      await session.close();
    });

    test('a manager reprices a product with a CSV of SKU and price, previewed then applied', async ({ browser }) => {
      const session: Session = await openSession(browser, { width: 1280, height: 900 });
      const { page } = session;
      await signInStaff(page, data.manager);
      const newPrice = data.price + (locale === 'ro' ? 100 : 200) * 100;

      await page.goto('/admin/import-catalog');
      await page.setInputFiles('input[type="file"][name="file"]', {
        name: 'preturi.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`sku;price\n${data.sku};${newPrice / 100}\n`),
      });
      await page.click('[data-test="catalog-import-preview"]');
      await expect(page.locator('[data-test="report-changed"]')).toHaveText('1');
      await expect(page.locator('[data-test="catalog-import-changes"]')).toContainText(data.sku);
      expect(
        Number(php(`echo App\\Models\\Product::query()->whereKey(${data.product})->value('price');`).split('\n').pop()),
      ).toBe(data.price);

      await page.click('[data-test="catalog-import-apply"]');
      await page.click('[data-test="catalog-import-confirm-apply"]');
      await expect(page.locator('body')).toContainText(
        text['admin.catalog_import.applied']
          .replace(':file', 'preturi.csv')
          .replace(':changed', '1')
          .replace(':rows', '1'),
      );
      expect(
        Number(php(`echo App\\Models\\Product::query()->whereKey(${data.product})->value('price');`).split('\n').pop()),
      ).toBe(newPrice);
      await session.close();
    });
  });
}

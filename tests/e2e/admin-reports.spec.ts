import { readFileSync } from 'node:fs';

import { expect, test } from './support/fixtures';

import ro from '../../lang/ro.json' with { type: 'json' };
import ru from '../../lang/ru.json' with { type: 'json' };
import { php } from './shopping/client';
import { openSession, type Session } from './support/browser';
import { createStaff, signInStaff, type StaffAccount } from './support/staff';

// A manager on a laptop opens each report in Romanian and in Russian and downloads each one's CSV: sales by day,
// product, category, brand, store, payment and kind (yesterday's completed order among them), the stock valuation and
// slow movers; then the orders' export with one row per line.

const REPORTS = ['days', 'products', 'categories', 'brands', 'stores', 'payments', 'kinds', 'stock', 'slow'] as const;

/** A completed order of a demo product yesterday, with the product's cost kept on its line. */
function yesterdaysSale(locale: 'ro' | 'ru'): string {
  return php(`
    $p = App\\Models\\Product::query()->where('is_active', true)->orderBy('id')->firstOrFail();
    Illuminate\\Support\\Facades\\DB::table('products')->where('id', $p->id)->update(['cost_price' => intdiv($p->price * 3, 4)]);
    $at = now()->subDay();
    $o = App\\Models\\Order::query()->create(['idempotency_key' => (string) Illuminate\\Support\\Str::uuid(), 'kind' => 'checkout', 'status' => 'completed',
      'locale' => '${locale}', 'name' => 'Ion Popescu', 'phone' => '+37369123456', 'delivery_method' => 'courier', 'delivery_zone' => 'chisinau',
      'city' => 'Chișinău', 'address' => 'str. Ismail 1', 'payment_method' => 'cash', 'subtotal' => $p->price, 'delivery_fee' => 0,
      'total' => $p->price, 'created_at' => $at, 'updated_at' => now()]);
    $o->forceFill(['number' => App\\Services\\Orders\\OrderNumber::for($o)])->save();
    $o->lines()->create(['product_id' => $p->id, 'sku' => $p->sku, 'name' => $p->name, 'slug' => $p->slug, 'unit_price' => $p->price,
      'quantity' => 1, 'line_total' => $p->price, 'cost_price' => intdiv($p->price * 3, 4)]);
    echo $p->sku;
  `)
    .trim()
    .split('\n')
    .pop() as string;
}

for (const { locale, text } of [
  { locale: 'ro' as const, text: ro },
  { locale: 'ru' as const, text: ru },
]) {
  test.describe(`Reports in the back office (${locale})`, () => {
    let session: Session;
    let account: StaffAccount;
    let sku: string;

    test.beforeAll(async ({ browser }) => {
      account = createStaff('manager', locale, 'Mara Rapoarte');
      sku = yesterdaysSale(locale);
      session = await openSession(browser, { width: 1280, height: 900 });
    });

    test.afterAll(async () => {
      await session.close();
    });

    test('opens each report and downloads its CSV', async () => {
      const { page } = session;
      await signInStaff(page, account);

      for (const report of REPORTS) {
        const period = report === 'stock' || report === 'slow' ? '' : '&preset=7_days';
        await page.goto(`/admin/rapoarte?report=${report}${period}`);
        await expect(page.locator('h1')).toHaveText(text['admin.reports.title']);
        await expect(page.locator(`[data-test="tab-${report}"]`)).toHaveAttribute('aria-current', 'page');
        if (report === 'stock') {
          await expect(page.locator('[data-test="stock-value"]')).toBeVisible();
        } else if (report === 'slow') {
          await expect(page.locator('[data-test="slow-movers"]')).toBeVisible();
        } else {
          await expect(page.locator('[data-test="total-revenue"]')).toBeVisible();
          await expect(page.locator('[data-test="report-table"]')).toBeVisible();
        }
        if (report === 'products') {
          await expect(page.locator('[data-test="report-table"]')).toContainText(sku);
        }

        const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-test="report-csv"]')]);
        expect(download.suggestedFilename()).toMatch(new RegExp(`^raport-${report}-.*\\.csv$`));
        const csv = readFileSync((await download.path()) ?? '', 'utf8');
        const header =
          report === 'days'
            ? text['admin.reports.columns.day']
            : report === 'stock'
              ? text['admin.reports.columns.group']
              : text['admin.reports.columns.name'];
        expect(csv.startsWith(`\u{FEFF}${header};`)).toBe(true);
        if (report === 'products') {
          expect(csv).toContain(`;${sku};`);
        }
      }

      // The orders' export with one row per line, its SKU among them.
      await page.goto('/admin/comenzi');
      const [orders] = await Promise.all([
        page.waitForEvent('download'),
        page.click('[data-test="orders-export-lines"]'),
      ]);
      const rows = readFileSync((await orders.path()) ?? '', 'utf8');
      expect(rows.split('\n')[0]).toContain(text['admin.orders.csv.sku']);
      expect(rows).toContain(`;${sku};`);

      // The period form refuses a period backwards before sending it.
      await page.goto('/admin/rapoarte?report=days&preset=this_month');
      await page.fill('[data-test="report-from"]', '2026-02-10');
      await page.fill('[data-test="report-to"]', '2026-02-01');
      await expect(page.locator('[data-test="report-period-error"]')).toHaveText(text['admin.reports.errors.order']);
    });
  });
}

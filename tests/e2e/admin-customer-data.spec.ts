import { readFileSync } from 'node:fs';

import { expect, test } from './support/fixtures';

import ro from '../../lang/ro.json' with { type: 'json' };
import ru from '../../lang/ru.json' with { type: 'json' };
import { php } from './shopping/client';
import { openSession } from './support/browser';
import { claimProducts } from './support/products';
import { createStaff, signInStaff } from './support/staff';

// A customer's data on request, in Chromium on a laptop (1280 px), in Romanian and in Russian: an owner finds the
// customer in /admin/clienti, downloads the zip of everything the shop holds about them (the customer, their orders
// and lines, as JSON and CSV), then erases their personal data: the button asks first, and the erasure goes only once
// the customer's number is typed again. The orders stay, anonymous; the export is refused after.

type Placed = { number: string; phone: string; typed: string; name: string };

/** The last line tinker printed, as JSON. */
function json<T>(out: string): T {
  return JSON.parse(out.split('\n').pop() ?? 'null') as T;
}

/** A one-click order of each product by one customer, through the order pipeline (which files the customer), with a name. */
function customerWithOrders(products: number[], locale: 'ro' | 'ru', name: string): Placed & { second: string } {
  return json(
    php(`
      $phone = '+3736'.random_int(0, 9).str_pad((string) random_int(0, 999999), 6, '0', STR_PAD_LEFT);
      $numbers = [];
      foreach ([${products.join(', ')}] as $product) {
        $order = app(App\\Actions\\Checkout\\PlaceOneClickOrder::class)->handle(App\\Models\\Product::query()->findOrFail($product), $phone, null,
          App\\Services\\Orders\\OrderOwner::guest(Illuminate\\Support\\Str::random(40)), (string) Illuminate\\Support\\Str::uuid(), '${locale}');
        App\\Models\\Order::query()->whereKey($order->id)->update(['name' => ${JSON.stringify(name)}, 'email' => 'date.${locale}.'.$order->id.'@example.md']);
        app(App\\Services\\Customers\\CustomerDirectory::class)->refreshForOrderId($order->id);
        $numbers[] = $order->number;
      }
      echo json_encode(['number' => $numbers[0], 'second' => $numbers[1], 'phone' => $phone, 'name' => ${JSON.stringify(name)},
        'typed' => '0'.substr($phone, 4, 2).' '.substr($phone, 6, 2).' '.substr($phone, 8, 2).' '.substr($phone, 10)], JSON_UNESCAPED_UNICODE);
    `),
  );
}

/** What a zip holds: its file names, `customer.json` decoded and `orders.csv`, read with PHP's own zip reader. */
function readZip(path: string): {
  files: string[];
  data: { customer: { id: number; name: string; phone: string }; orders: { number: string; lines: unknown[] }[] };
  orders: string;
} {
  return json(
    php(`
      $zip = new ZipArchive;
      if ($zip->open(${JSON.stringify(path)}) !== true) { echo 'null'; return; }
      $files = [];
      for ($i = 0; $i < $zip->numFiles; $i++) { $files[] = $zip->getNameIndex($i); }
      echo json_encode(['files' => $files, 'data' => json_decode((string) $zip->getFromName('customer.json'), true), 'orders' => (string) $zip->getFromName('orders.csv')], JSON_UNESCAPED_UNICODE);
    `),
  );
}

for (const [locale, text] of [
  ['ro', ro],
  ['ru', ru],
] as const) {
  test(`an owner exports a customer's data as a zip and erases it after typing the number again (${locale}, 1280 px)`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const placed = customerWithOrders(
      claimProducts(2, 10).map((product) => product.id),
      locale,
      locale === 'ro' ? 'Doina Ceban' : 'Дойна Чебан',
    );
    const session = await openSession(browser, { width: 1280, height: 900 });
    const { page } = session;
    try {
      await signInStaff(page, createStaff('owner', locale, 'Olga Owner'));
      await page.goto('/admin/clienti');
      await page.locator('[data-test="field-q"]').fill(placed.typed);
      await page.locator('[data-test="customer-search"]').click();
      await expect(page.locator('[data-test="customers-found"]')).toHaveText(
        text['admin.customers.found'].replace(':count', '1'),
      );
      await page.getByRole('link', { name: placed.name }).click();
      await page.waitForURL(/\/admin\/clienti\/\d+$/);
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      await expect(page.locator('h1')).toHaveText(placed.name);

      // The zip: the customer as the shop holds them, and both orders, as JSON and as CSV.
      const privacy = page.locator('[data-test="customer-privacy"]');
      await expect(privacy).toContainText(text['admin.customers.privacy.title']);
      await expect(privacy.locator('[data-test="customer-export"]')).toHaveText(text['admin.customers.privacy.export']);
      await page.screenshot({ path: `test-results/customer-data-${locale}-1280.png`, fullPage: true });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        privacy.locator('[data-test="customer-export"]').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^client-${id}-\\d{8}-\\d{6}\\.zip$`));
      const saved = testInfo.outputPath(`client-${id}.zip`);
      await download.saveAs(saved);
      expect(readFileSync(saved).subarray(0, 2).toString()).toBe('PK');
      const zip = readZip(saved);
      expect(zip.files.sort()).toEqual(['customer.json', 'order_lines.csv', 'orders.csv']);
      expect(zip.data.customer).toMatchObject({ id, name: placed.name, phone: placed.phone });
      expect(zip.data.orders.map((order) => order.number).sort()).toEqual([placed.number, placed.second].sort());
      expect(zip.data.orders.every((order) => order.lines.length === 1)).toBe(true);
      expect(zip.orders).toContain(placed.number);
      expect(zip.orders).toContain(placed.second);

      // The erasure is asked first; the number typed again unlocks it, a wrong one does not.
      await privacy.locator('[data-test="customer-erase-open"]').click();
      const dialog = page.locator('[data-test="customer-erase-dialog"]');
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(text['admin.customers.erase.title'].replace(':id', String(id)));
      await expect(dialog).toContainText(text['admin.customers.erase.warning']);
      const submit = dialog.locator('[data-test="customer-erase-submit"]');
      await expect(submit).toBeDisabled();
      await dialog.locator('[data-test="field-confirm"]').fill(String(id + 1));
      await expect(submit).toBeDisabled();
      await page.screenshot({ path: `test-results/customer-erase-dialog-${locale}-1280.png` });
      // Keeping the data closes the question and changes nothing.
      await dialog.locator('[data-test="customer-erase-cancel"]').click();
      await expect(dialog).toBeHidden();
      await expect(page.locator('h1')).toHaveText(placed.name);

      await privacy.locator('[data-test="customer-erase-open"]').click();
      await dialog.locator('[data-test="field-confirm"]').fill(String(id));
      await expect(submit).toBeEnabled();
      await submit.click();
      await expect(page.locator('[data-test="admin-status"]')).toHaveText(
        text['admin.customers.erase.done'].replace(':orders', '2'),
      );
      await expect(page.locator('[data-test="customer-erased"]')).toBeVisible();
      await expect(page.locator('[data-test="customer-privacy"]')).toHaveCount(0);
      await expect(page.locator('h1')).not.toHaveText(placed.name);
      await expect(page.locator('[data-test="customer-contact"]')).not.toContainText(placed.typed);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
      await page.screenshot({ path: `test-results/customer-erased-${locale}-1280.png`, fullPage: true });

      // The orders stay, with an anonymous marker for the name and the phone and no e-mail.
      const kept = json<{ name: string; phone: string; email: string | null }[]>(
        php(
          `echo json_encode(App\\Models\\Order::query()->whereIn('number', ['${placed.number}', '${placed.second}'])->get(['name', 'phone', 'email']));`,
        ),
      );
      expect(kept).toEqual([
        { name: `anonim-${id}`, phone: `anonim-${id}`, email: null },
        { name: `anonim-${id}`, phone: `anonim-${id}`, email: null },
      ]);
      // Nothing left to export.
      expect((await page.request.get(`/admin/clienti/${id}/date`)).status()).toBe(409);
    } finally {
      await session.close();
    }
  });
}

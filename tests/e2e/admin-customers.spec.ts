import { expect, test } from './support/fixtures';

import ro from '../../lang/ro.json' with { type: 'json' };
import ru from '../../lang/ru.json' with { type: 'json' };
import { php } from './shopping/client';
import { openSession } from './support/browser';
import { createStaff, signInStaff } from './support/staff';

// A manager finds a customer in the back office's list (/admin/clienti) by phone, appends a note and flags the
// customer "does not pick up"; the customer's order page shows the flag and links back. While the list is open, a new
// order placed in the shop raises the menu's badge and the tab's title without a reload. In Romanian and Russian, on a
// laptop.

/** The last line tinker printed, as JSON. */
function json<T>(out: string): T {
  return JSON.parse(out.split('\n').pop() ?? 'null') as T;
}

/** A one-click order through the order pipeline (which finds its customer), on a phone of its own, with a name. */
function placeOrder(
  product: number,
  locale: 'ro' | 'ru',
  phone: string | null = null,
  name: string | null = null,
): { number: string; phone: string } {
  return json<{ number: string; phone: string }>(
    php(`
      $phone = ${phone === null ? `'+3736'.random_int(0, 9).str_pad((string) random_int(0, 999999), 6, '0', STR_PAD_LEFT)` : `'${phone}'`};
      $order = app(App\\Actions\\Checkout\\PlaceOneClickOrder::class)->handle(App\\Models\\Product::query()->findOrFail(${product}), $phone, null,
        App\\Services\\Orders\\OrderOwner::guest(Illuminate\\Support\\Str::random(40)), (string) Illuminate\\Support\\Str::uuid(), '${locale}');
      ${
        name === null
          ? ''
          : `App\\Models\\Order::query()->whereKey($order->id)->update(['name' => ${JSON.stringify(name)}]);
      app(App\\Services\\Customers\\CustomerDirectory::class)->refreshForOrderId($order->id);`
      }
      echo json_encode(['number' => $order->number, 'phone' => $phone]);
    `),
  );
}

for (const { locale, text } of [
  { locale: 'ro' as const, text: ro },
  { locale: 'ru' as const, text: ru },
]) {
  test(`finds a customer, adds a note and a flag seen on the order page, and the menu counts a new order live (${locale}, 1280 px)`, async ({
    browser,
    productsWithUnits,
  }) => {
    test.setTimeout(120_000);
    const [product] = await productsWithUnits(10, 1);
    const name = locale === 'ro' ? 'Ana Rusu' : 'Анна Русу';
    const placed = placeOrder(product!.id, locale, null, name);
    const typed = `0${placed.phone.slice(4, 6)} ${placed.phone.slice(6, 8)} ${placed.phone.slice(8, 10)} ${placed.phone.slice(10)}`;
    const account = createStaff('manager', locale, 'Mara Manager');
    const session = await openSession(browser, { width: 1280, height: 900 });
    const { page } = session;
    // The page's clock runs as usual, and is moved on to the menu's next poll instead of waiting 30 seconds for it.
    await page.clock.install();
    try {
      await signInStaff(page, account);
      await page.goto('/admin/clienti');
      await expect(page.locator('h1')).toHaveText(text['admin.customers.title']);

      // Found by the phone as staff type it.
      await page.locator('[data-test="field-q"]').fill(typed);
      await page.locator('[data-test="customer-search"]').click();
      await expect(page.locator('[data-test="customers-found"]')).toHaveText(
        text['admin.customers.found'].replace(':count', '1'),
      );
      await page.getByRole('link', { name }).click();
      await expect(page.locator('h1')).toHaveText(name);

      // A note, appended with its author.
      await page.locator('[data-test="field-body"]').fill('Sună doar după ora 18');
      await page.locator('[data-test="customer-note-submit"]').click();
      await expect(page.locator('[data-test="admin-status"]')).toHaveText(text['admin.customers.notes.saved']);
      await expect(page.locator('[data-test="customer-note"]').first()).toContainText('Mara Manager');
      await expect(page.locator('[data-test="customer-note"]').first()).toContainText('Sună doar după ora 18');

      // The flag, with why.
      await page.locator('[data-test="field-flag"]').selectOption('no_pickup');
      await page.locator('[data-test="field-note"]').fill('Două colete neridicate');
      await page.locator('[data-test="customer-flag-submit"]').click();
      await expect(page.locator('[data-test="admin-status"]')).toHaveText(text['admin.customers.flag.saved']);
      await expect(page.locator('[data-test="customer-flag-header"]')).toHaveText(
        text['admin.customers.flags.no_pickup'],
      );

      // The order page shows the flag and its note, and links back to the customer.
      await page.locator(`[data-test="customer-order-${placed.number}"]`).click();
      await expect(page.locator('[data-test="order-customer-flag"]')).toHaveText(
        text['admin.customers.flags.no_pickup'],
      );
      await expect(page.locator('[data-test="order-customer-link"]')).toContainText('Două colete neridicate');
      await page.locator('[data-test="order-customer-page"]').click();
      await expect(page.locator('h1')).toHaveText(name);
      // The order list shows it beside the name.
      await page.goto('/admin/comenzi');
      await expect(page.locator(`[data-test="order-${placed.number}"]`).locator('xpath=ancestor::tr')).toContainText(
        text['admin.customers.flags.no_pickup'],
      );

      // The menu counts new orders; one placed in the shop shows up without a reload, and in the tab's title.
      const badge = page.locator('aside [data-test="admin-badge-orders"]');
      await expect(badge).toBeVisible({ timeout: 15_000 });
      const before = Number(await badge.textContent());
      await page.evaluate(() => ((window as unknown as { keptPage: boolean }).keptPage = true));
      placeOrder(product!.id, locale);
      // The next poll (the server keeps its counts a few seconds, so a poll may still see the old one).
      await expect(async () => {
        await page.clock.fastForward(30_000); // BADGE_POLL_MS in use-admin-badges.ts
        await expect(badge).toHaveText(String(before + 1), { timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await expect(page).toHaveTitle(new RegExp(`^\\(${before + 1}\\) `));
      expect(await page.evaluate(() => (window as unknown as { keptPage?: boolean }).keptPage)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    } finally {
      await session.close();
    }
  });
}

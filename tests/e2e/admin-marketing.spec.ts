import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, test } from './support/fixtures';

import ro from '../../lang/ro.json' with { type: 'json' };
import { php } from './shopping/client';
import { openSession, type Session } from './support/browser';
import { createStaff, signInStaff, type StaffAccount } from './support/staff';

// A manager gives the first store a holiday and adds a home banner; a shopper then sees both: the holiday on the
// stores page ("Închis pe …") and the banner at the top of the home page.

type Fixture = { account: StaffAccount; store: { id: number; slug: string }; date: string; image: string };

/** The last line tinker printed, as JSON. */
function json<T>(out: string): T {
  return JSON.parse(out.split('\n').pop() ?? 'null') as T;
}

function fixture(): Fixture {
  const account = createStaff('manager', 'ro', 'Mara Manager');
  const out = php(`
    $store = App\\Models\\Store::scopeShops(App\\Models\\Store::query())->orderBy('sorted')->orderBy('id')->firstOrFail();
    $date = Carbon\\CarbonImmutable::now('Europe/Chisinau')->addDays(5)->toDateString();
    App\\Models\\StoreException::query()->where('store_id', $store->id)->where('date', $date)->delete();
    $image = imagecreatetruecolor(1600, 500);
    imagefilledrectangle($image, 0, 0, 1600, 500, imagecolorallocate($image, 20, 120, 200));
    ob_start(); imagepng($image); $png = base64_encode(ob_get_clean());
    echo json_encode(['store' => ['id' => $store->id, 'slug' => $store->slug], 'date' => $date, 'png' => $png]);
  `);
  const data = json<{ store: { id: number; slug: string }; date: string; png: string }>(out);
  const image = join(mkdtempSync(join(tmpdir(), 'banner-')), 'slide.png');
  writeFileSync(image, Buffer.from(data.png, 'base64'));

  return { account, store: data.store, date: data.date, image };
}

test.describe('Marketing in the back office', () => {
  let session: Session;
  let data: Fixture;
  const title = `Reduceri de iarnă ${Date.now()}`;

  test.beforeAll(async ({ browser }) => {
    data = fixture();
    session = await openSession(browser, { width: 1280, height: 900 });
  });

  test.afterAll(async () => {
    await session.close();
  });

  test('a holiday and a banner added by a manager reach the shopper', async () => {
    const { page } = session;
    await signInStaff(page, data.account);

    await page.goto(`/admin/magazine/${data.store.id}/editare`);
    await page.waitForSelector(`h1:has-text("${ro['admin.stores.edit']}")`);
    await page.fill('[data-test="field-date"]', data.date);
    await page.fill('[data-test="field-note.ro"]', 'Inventar');
    await page.fill('[data-test="field-note.ru"]', 'Инвентаризация');
    await page.click('[data-test="exception-add"]');
    await page.waitForSelector(`[data-test="exception-row"][data-date="${data.date}"]`);

    await page.goto('/admin/bannere/nou');
    await page.fill('[data-test="field-title.ro"]', title);
    await page.fill('[data-test="field-title.ru"]', 'Зимние скидки');
    await page.fill('[data-test="field-link"]', '/promotii');
    await page.setInputFiles('input[type="file"][name="image"]', data.image);
    await page.click('[data-test="banner-save"]');
    await page.waitForSelector(`[data-test="banners-table"] :text("${title}")`);

    const shopper = await session.context.newPage();
    await shopper.goto('/contacte/magazine');
    const exception = shopper.locator(
      `[data-store="${data.store.slug}"] [data-test="store-exception"][data-date="${data.date}"]`,
    );
    await exception.waitFor();
    expect(await exception.textContent()).toContain('Închis pe');
    expect(await exception.textContent()).toContain('Inventar');

    await shopper.goto('/');
    const banners = shopper.locator('[data-test="home-banners"]');
    await banners.waitFor();
    expect(await banners.textContent()).toContain(title);
    await shopper.close();
  });
});

import { expect, test } from './support/fixtures';

import ro from '../../lang/ro.json' with { type: 'json' };
import ru from '../../lang/ru.json' with { type: 'json' };
import { php } from './shopping/client';
import { openSession } from './support/browser';
import { claimProducts } from './support/products';
import { createStaff, signInStaff } from './support/staff';

// The warehouse's stock work on a phone (390 px), in Chromium: a warehouse worker counts a product's units at the
// warehouse on its stock page and reads the movement history the count leaves (in Romanian and in Russian); and, in
// Russian, a manager gives a product a reorder level of its own, above the shop's default, and the warehouse's
// dashboard lists it among the products running low while one with as many units and no level of its own stays out.

/** The last line tinker printed, as JSON. */
function json<T>(out: string): T {
  return JSON.parse(out.split('\n').pop() ?? 'null') as T;
}

function warehouse(): { id: number; name: { ro: string; ru: string } } {
  return json(
    php(
      `$w = App\\Models\\Store::query()->where('kind', 'warehouse')->orderBy('sorted')->firstOrFail(); echo json_encode(['id' => $w->id, 'name' => $w->name], JSON_UNESCAPED_UNICODE);`,
    ),
  );
}

function unitsAt(product: number, place: number): number {
  return Number(
    php(
      `echo (int) Illuminate\\Support\\Facades\\DB::table('product_stock')->where('product_id', ${product})->where('store_id', ${place})->value('quantity');`,
    )
      .split('\n')
      .pop(),
  );
}

for (const [locale, text] of [
  ['ro', ro],
  ['ru', ru],
] as const) {
  test(`the warehouse counts a product on a phone and reads its movement history (${locale}, 390 px)`, async ({
    browser,
  }) => {
    const [product] = claimProducts(1, 10);
    const place = warehouse();
    const keeper = locale === 'ro' ? 'Vasile Depozit' : 'Василий Склад';
    const session = await openSession(browser, { width: 390, height: 844 }, { touch: true });
    const { page } = session;
    try {
      await signInStaff(page, createStaff('warehouse', locale, keeper));
      await page.goto(`/admin/produse/${product!.id}/stoc`);
      await expect(page.locator('[data-test="stock-total"]')).toHaveText(
        text['admin.products.stock.total'].replace(':count', '10'),
      );
      const field = page.locator(`[data-test="field-quantities.${place.id}"]`);
      await expect(field).toHaveValue('10');
      await field.fill('7');
      await page.click('[data-test="stock-save"]');
      await expect(page.locator('[data-test="admin-status"]')).toHaveText(text['admin.products.stock.saved']);
      await expect(page.locator('[data-test="stock-total"]')).toHaveText(
        text['admin.products.stock.total'].replace(':count', '7'),
      );
      expect(unitsAt(product!.id, place.id)).toBe(7);

      // The count is the newest movement, a card on the phone: the place, three out, why and who.
      const history = page.locator('[data-test="movement-history"]');
      await expect(history).toContainText(text['admin.stock_movements.title']);
      await expect(page.locator('[data-test="movements-table"]')).toBeHidden();
      const newest = page.locator('[data-test="movement-cards"] [data-test="movement-card"]').first();
      const change = newest.locator('[data-test="movement-change"]');
      await expect(change).toHaveText('−3');
      const reason = newest.locator('[data-test="movement-reason"]');
      await expect(reason).toHaveText(text['admin.stock_movements.reasons.count']);
      await expect(newest).toContainText(place.name[locale]);
      await expect(newest).toContainText(keeper);

      // The change and the reason are read on the screen by scrolling down only; the page fits the phone.
      await newest.evaluate((element) =>
        window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 100),
      );
      for (const shown of [change, reason]) {
        await expect(shown).toBeInViewport({ ratio: 1 });
        const box = await shown.boundingBox();
        expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
      }
      expect(await page.evaluate(() => window.scrollX)).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const cards = await page.locator('[data-test="movement-cards"]').boundingBox();
      expect((cards?.x ?? 0) + (cards?.width ?? 0)).toBeLessThanOrEqual(390);
      for (const control of [page.locator('[data-test="stock-save"]'), field]) {
        const box = await control.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
      }
      await page.screenshot({ path: `test-results/movement-history-${locale}-390.png`, fullPage: true });

      // On a laptop the history is the table again, the count its first row.
      await page.setViewportSize({ width: 1280, height: 900 });
      await expect(page.locator('[data-test="movement-cards"]')).toBeHidden();
      const first = page.locator('[data-test="movements-table"] tbody tr').first();
      await expect(first.locator('[data-test="movement-change"]')).toHaveText('−3');
      await expect(first.locator('[data-test="movement-reason"]')).toHaveText(
        text['admin.stock_movements.reasons.count'],
      );
      await expect(first).toContainText(keeper);
      await page.screenshot({ path: `test-results/movement-history-${locale}-1280.png`, fullPage: true });
    } finally {
      await session.close();
    }
  });
}

test("the warehouse's low-stock list on a phone follows a product's own reorder level (ru, 390 px)", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Two products with 12 units each, above the default level of 3; made the most popular for the list's first rows.
  const [own, other] = claimProducts(2, 12);
  const popularity = json<Record<string, number>>(
    php(`
      $before = App\\Models\\Product::query()->whereKey([${own!.id}, ${other!.id}])->pluck('popularity', 'id');
      $top = (int) App\\Models\\Product::query()->max('popularity');
      App\\Models\\Product::query()->whereKey([${own!.id}, ${other!.id}])->update(['popularity' => $top + 1, 'reorder_level' => null]);
      echo json_encode($before);
    `),
  );
  const names = json<{ ru: string }>(
    php(`echo json_encode(App\\Models\\Product::query()->findOrFail(${own!.id})->name, JSON_UNESCAPED_UNICODE);`),
  );
  const desk = await openSession(browser, { width: 1280, height: 900 });
  const phone = await openSession(browser, { width: 390, height: 844 }, { touch: true });
  try {
    // Neither is low yet for the warehouse.
    await signInStaff(phone.page, createStaff('warehouse', 'ru', 'Василий Склад'));
    await phone.page.goto('/admin');
    const list = phone.page.locator('[data-test="dashboard-low-stock"]');
    await expect(list).toContainText(ru['admin.dashboard.low_stock.title']);
    await expect(list.locator(`[data-test="low-stock-${own!.id}"]`)).toHaveCount(0);

    // A manager gives one of them a reorder level of 15 on its form.
    await signInStaff(desk.page, createStaff('manager', 'ru', 'Мария Менеджер'));
    await desk.page.goto(`/admin/produse/${own!.id}/editare`);
    const level = desk.page.locator('[data-test="field-reorder_level"]');
    await expect(level).toHaveValue('');
    await level.fill('15');
    await desk.page.click('[data-test="product-save"]');
    await expect(desk.page.locator('[data-test="admin-status"]')).toHaveText(ru['admin.products.saved']);
    expect(
      Number(
        php(`echo App\\Models\\Product::query()->whereKey(${own!.id})->value('reorder_level');`).split('\n').pop(),
      ),
    ).toBe(15);

    // Now the warehouse's list has it, with its 12 units; the other, at the default level, stays out.
    await phone.page.reload();
    await expect(list.locator(`[data-test="low-stock-${own!.id}"]`)).toHaveText(names.ru);
    const row = list.locator('tr', { has: phone.page.locator(`[data-test="low-stock-${own!.id}"]`) });
    await expect(row).toContainText(ru['admin.dashboard.low_stock.units'].replace(':count', '12'));
    // Its own level says why 12 units are low while the summary names the default.
    await expect(list.locator(`[data-test="low-stock-level-${own!.id}"]`)).toHaveText(
      ru['admin.dashboard.low_stock.level'].replace(':level', '15'),
    );
    await expect(row).toContainText(`${ru['admin.dashboard.low_stock.sku']}: `);
    await expect(list.locator(`[data-test="low-stock-${other!.id}"]`)).toHaveCount(0);
    await expect(phone.page.locator('[data-test="low-stock-total"]')).toContainText(
      ru['admin.dashboard.low_stock.summary'].split(':threshold')[0]!,
    );
    // No sales figures for the warehouse, and nothing wider than the phone.
    await expect(phone.page.locator('[data-test="dashboard-periods"]')).toHaveCount(0);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = await list.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    await phone.page.screenshot({ path: `test-results/low-stock-ru-390.png`, fullPage: true });

    // The manager's dashboard at 1280 px lists it the same way.
    await desk.page.goto('/admin');
    const wide = desk.page.locator('[data-test="dashboard-low-stock"]');
    await expect(wide.locator(`[data-test="low-stock-level-${own!.id}"]`)).toHaveText(
      ru['admin.dashboard.low_stock.level'].replace(':level', '15'),
    );
    await wide.scrollIntoViewIfNeeded();
    await desk.page.screenshot({ path: `test-results/low-stock-ru-1280.png`, fullPage: true });
  } finally {
    await desk.close();
    await phone.close();
    // The popularity and the level back as they were, for the files that pick the most popular products.
    php(
      `foreach (json_decode('${JSON.stringify(popularity)}', true) as $id => $value) { App\\Models\\Product::query()->whereKey((int) $id)->update(['popularity' => $value, 'reorder_level' => null]); }`,
    );
  }
});

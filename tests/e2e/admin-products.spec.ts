import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, test } from './support/fixtures';

import ro from '../../lang/ro.json' with { type: 'json' };
import ru from '../../lang/ru.json' with { type: 'json' };
import { php } from './shopping/client';
import { openSession, type Session } from './support/browser';
import { png } from './support/png';
import { createStaff, signInStaff, type StaffAccount } from './support/staff';

// An editor adds a product with its specs and two pictures in the back office (it starts as a draft, off the shop,
// until activated) and counts its units in two stores; a shopper then finds it through search and through the
// category's filters; the warehouse changes its stock by CSV and the shopper's product page follows. An old bookmark
// with a filter value the list no longer takes opens the list with its defaults; a spec's decimal value reads with a
// comma before and after saving, in Russian too.

type Fixture = {
  account: StaffAccount;
  category: { id: number; url: string };
  brand: { id: number; slug: string };
  select: { id: number; option: number };
  stores: { id: number; slug: string }[];
};

/** A CSV file as a spreadsheet would save it, written to a temporary folder. */
function csvFile(name: string, text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'catalog-csv-')), name);
  writeFileSync(file, text);

  return file;
}

function json<T>(out: string): T {
  return JSON.parse(out.split('\n').pop() ?? 'null') as T;
}

/** A demo leaf category with a select spec, a brand and two stores. */
function fixture(): Fixture {
  const account = createStaff('editor', 'ro', 'Elena Editor');
  const out = php(`
    $leaf = App\\Models\\Category::query()->where('depth', 2)->whereHas('specAttributes', fn ($q) => $q->where('type', 'select'))->orderBy('id')->firstOrFail();
    $leaf->load('parent.parent');
    $select = $leaf->specAttributes()->where('type', 'select')->with('options')->firstOrFail();
    $brand = App\\Models\\Brand::query()->orderBy('id')->firstOrFail();
    echo json_encode([
      'category' => ['id' => $leaf->id, 'url' => '/categorie-produs/'.$leaf->parent->parent->slug.'/'.$leaf->parent->slug.'/'.$leaf->slug],
      'brand' => ['id' => $brand->id, 'slug' => $brand->slug],
      'select' => ['id' => $select->id, 'option' => $select->options->first()->id],
      'stores' => App\\Models\\Store::query()->where('kind', 'store')->orderBy('sorted')->limit(2)->get(['id', 'slug']),
    ]);
  `);

  return { account, ...json<Omit<Fixture, 'account'>>(out) };
}

test.describe('Products in the back office', () => {
  let session: Session;
  let shopper: Session;
  let data: Fixture;
  const name = `Aspirator Zorblax ${Date.now() % 100000}`;
  const sku = `ZX-${Date.now() % 100000}`;

  test.beforeAll(async ({ browser }) => {
    data = fixture();
    session = await openSession(browser, { width: 1280, height: 900 });
    shopper = await openSession(browser, { width: 390, height: 844 });
  });

  test.afterAll(async () => {
    // The product goes with its pictures' files, so no later page links to them.
    php(`
      $product = App\\Models\\Product::query()->where('sku', '${sku}')->first();
      if ($product !== null) {
        foreach ($product->images as $i) { app(App\\Infrastructure\\Images\\ImageStore::class)->delete($i->key); }
        $product->delete();
      }
    `);
    await session.close();
    await shopper.close();
  });

  test('an editor creates a product with specs, two pictures and stock in two stores; a shopper finds it; the warehouse changes its stock by CSV', async ({
    browser,
  }) => {
    const { page } = session;
    await signInStaff(page, data.account);

    // An old bookmark (`?sort=stock`, and worse) opens the list with its defaults, not a bounce elsewhere.
    await page.goto('/admin');
    const answer = await page.goto('/admin/produse?sort=stock&status[]=x&page=-1&q[]=a');
    expect(answer?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/admin/produse');
    await page.waitForSelector(`h1:has-text("${ro['admin.products.title']}")`);
    expect(await page.inputValue('[data-test="field-sort"]')).toBe('newest');
    await page.click('[data-test="product-new"]');
    await page.waitForSelector('[data-test="product-form"]');
    // The form says the product starts as a draft, and has no switch to put it on sale.
    expect(await page.textContent('[data-test="product-draft-note"]')).toBe(ro['admin.products.form.draft_note']);
    expect(await page.locator('[data-test="field-is_active"]').count()).toBe(0);

    // A refused save keeps what was typed and says why beside the field.
    await page.fill('[data-test="field-name.ro"]', name);
    await page.fill('[data-test="field-price"]', '12,499,90');
    await page.click('[data-test="product-save"]');
    await page.waitForSelector('[data-test="error-price"]');
    expect(await page.inputValue('[data-test="field-name.ro"]')).toBe(name);

    await page.fill('[data-test="field-name.ru"]', `Пылесос Зорблакс`);
    await page.fill('[data-test="field-sku"]', sku.toLowerCase());
    await page.fill('[data-test="field-price"]', '4 999,90');
    await page.fill('[data-test="field-old_price"]', '5999');
    await page.selectOption('[data-test="field-category_id"]', String(data.category.id));
    await page.waitForSelector(`[data-test="field-specs.${data.select.id}"]`);
    await page.selectOption(`[data-test="field-specs.${data.select.id}"]`, String(data.select.option));
    await page.selectOption('[data-test="field-brand_id"]', String(data.brand.id));
    expect(await page.inputValue('[data-test="field-name.ro"]')).toBe(name);
    await page.click('[data-test="product-save"]');
    await page.waitForSelector('[data-test="admin-status"]');
    await page.waitForURL(/\/admin\/produse\/\d+\/editare$/);
    expect(await page.inputValue('[data-test="field-sku"]')).toBe(sku);
    expect(await page.textContent('[data-test="admin-status"]')).toContain(ro['admin.products.created']);
    expect(await page.textContent('[data-test="product-status"]')).toBe(ro['admin.products.inactive']);
    expect(await page.isVisible('[data-test="product-draft-hint"]')).toBe(true);

    await page.click('[data-test="product-tab-images"]');
    await page.waitForSelector('[data-test="pictures-empty"]');
    await page.setInputFiles('[data-test="field-images"]', [
      png('front.png', 1200, 900, [40, 40, 40]),
      png('side.png', 900, 900, [200, 200, 200]),
    ]);
    await page.click('[data-test="upload-submit"]');
    await page.waitForSelector(
      `[data-test="admin-status"]:has-text("${ro['admin.product_images.added'].replace(':count', '2')}")`,
    );
    expect(await page.locator('[data-test="picture-list"] > li').count()).toBe(2);

    await page.click('[data-test="product-tab-stock"]');
    await page.waitForSelector('[data-test="stock-form"]');
    const [first = 0, second = 0] = data.stores.map((store) => store.id);
    await page.fill(`[data-test="field-quantities.${first}"]`, '3');
    await page.fill(`[data-test="field-quantities.${second}"]`, '2');
    await page.click('[data-test="stock-save"]');
    await page.waitForSelector(`[data-test="stock-total"]:has-text("5")`);
    const stock = json<Record<string, number>>(
      php(
        `echo json_encode(Illuminate\\Support\\Facades\\DB::table('product_stock')->join('products', 'products.id', '=', 'product_stock.product_id')->where('products.sku', '${sku}')->where('quantity', '>', 0)->pluck('quantity', 'store_id'));`,
      ),
    );
    expect(stock).toEqual({ [String(first)]: 3, [String(second)]: 2 });

    // A draft is off the shop; one click on its page puts it on sale.
    const shop = shopper.page;
    expect((await shop.goto(`/produs/${productSlug()}`))?.status()).toBe(404);
    await page.click('[data-test="product-tab-details"]');
    await page.click('[data-test="product-activate"]');
    // Exact text: "Activ" is also inside "Inactiv".
    await expect.poll(() => page.textContent('[data-test="product-status"]')).toBe(ro['admin.products.active']);
    expect(await page.isVisible('[data-test="product-deactivate"]')).toBe(true);
    expect(await page.locator('[data-test="product-draft-hint"]').count()).toBe(0);

    // The shopper finds it by search and by the category's brand filter.
    await shop.goto(`/cautare?q=${encodeURIComponent('zorblax')}`);
    await shop.waitForSelector('[data-test="product-card-link"]');
    expect(await shop.locator('[data-test="product-card-link"]').first().textContent()).toContain(name);

    await shop.goto(`${data.category.url}?brand=${data.brand.slug}&sort=newest`);
    await shop.waitForSelector('[data-test="listing-total"]');
    const card = shop.locator(`[data-test="product-card-link"]:has-text("${name}")`);
    expect(await card.count()).toBe(1);
    const picture = shop
      .locator(`[data-test^="product-card-"]:has([data-test="product-card-link"]:has-text("${name}")) img`)
      .first();
    expect(await picture.getAttribute('src')).toMatch(/^\/media\/products\/[0-9a-z]{26}\/card\.webp$/);

    // The warehouse counts again and sends the figures as a CSV: a dry run first, then applied.
    const warehouse = await openSession(browser, { width: 1280, height: 900 });
    try {
      const counter = createStaff('warehouse', 'ro', 'Vasile Depozit');
      await signInStaff(warehouse.page, counter);
      await warehouse.page.goto('/admin/import-catalog');
      const [one, two] = data.stores;
      const csv = csvFile('stoc.csv', `sku;stock:${one?.slug};stock:${two?.slug}\n${sku};0;7\n`);
      await warehouse.page.setInputFiles('[data-test="field-file"]', csv);
      await warehouse.page.click('[data-test="catalog-import-preview"]');
      await warehouse.page.waitForSelector('[data-test="catalog-import-report"]');
      expect(await warehouse.page.textContent('[data-test="report-changed"]')).toBe('1');
      expect(await warehouse.page.textContent('[data-test="report-bad"]')).toBe('0');
      await warehouse.page.click('[data-test="catalog-import-apply"]');
      await warehouse.page.click('[data-test="catalog-import-confirm-apply"]');
      await warehouse.page.waitForSelector('[data-test="admin-status"]');
    } finally {
      await warehouse.close();
    }

    await shop.goto(`/produs/${productSlug()}`);
    await shop.waitForSelector('[data-test="store-availability"]');
    expect(await shop.textContent(`[data-test="store-${first}"] [data-test="store-stock"]`)).toBe(
      ro['product.store_none'],
    );
    expect(await shop.textContent(`[data-test="store-${second}"] [data-test="store-stock"]`)).toContain('7');
  });

  test('in Russian: an old bookmark opens the list, a draft shows as such and is activated, a spec reads 1,7', async ({
    browser,
  }) => {
    const draft = json<{ id: number; number: number }>(
      php(`
        $leaf = App\\Models\\Category::query()->where('depth', 2)->whereHas('specAttributes', fn ($q) => $q->where('type', 'number'))->orderBy('id')->firstOrFail();
        $leaf->load('parent');
        $number = $leaf->specAttributes()->where('type', 'number')->firstOrFail();
        $product = App\\Models\\Product::query()->create([
          'slug' => 'ciorna-e2e-${sku.toLowerCase()}', 'sku' => 'DR-${sku}', 'name' => ['ro' => 'Ciornă ${sku}', 'ru' => 'Черновик ${sku}'],
          'description' => ['ro' => '', 'ru' => ''], 'price' => 100000, 'brand_id' => ${data.brand.id},
          'category_id' => $leaf->id, 'category_sub_id' => $leaf->parent_id, 'category_root_id' => $leaf->parent->parent_id,
          'stock_total' => 0, 'popularity' => 0, 'is_active' => false,
        ]);
        Illuminate\\Support\\Facades\\DB::table('product_attribute_values')->insert(['product_id' => $product->id, 'attribute_id' => $number->id, 'number_value' => 1.7]);
        echo json_encode(['id' => $product->id, 'number' => $number->id]);
      `),
    );
    const russian = await openSession(browser, { width: 390, height: 844 });
    try {
      const { page } = russian;
      await signInStaff(page, createStaff('editor', 'ru', 'Ирина Редактор'));

      const answer = await page.goto('/admin/produse?sort=stock&page=-1&q[]=a&status[]=x');
      expect(answer?.status()).toBe(200);
      await page.waitForSelector(`h1:has-text("${ru['admin.products.title']}")`);

      await page.goto(`/admin/produse/${draft.id}/editare`);
      await page.waitForSelector('[data-test="product-form"]');
      expect(await page.textContent('[data-test="product-status"]')).toBe(ru['admin.products.inactive']);
      expect(await page.textContent('[data-test="product-draft-hint"]')).toBe(ru['admin.products.draft_hint']);
      // Stored as 1.7, read and typed with the comma.
      expect(await page.inputValue(`[data-test="field-specs.${draft.number}"]`)).toBe('1,7');
      await page.click('[data-test="product-save"]');
      await page.waitForSelector(`[data-test="admin-status"]:has-text("${ru['admin.products.saved']}")`);
      expect(await page.inputValue(`[data-test="field-specs.${draft.number}"]`)).toBe('1,7');
      expect(await page.textContent('[data-test="product-status"]')).toBe(ru['admin.products.inactive']);

      await page.click('[data-test="product-activate"]');
      // Exact text: "Активен" is also inside "Неактивен".
      await expect.poll(() => page.textContent('[data-test="product-status"]')).toBe(ru['admin.products.active']);
    } finally {
      await russian.close();
      php(`App\\Models\\Product::query()->whereKey(${draft.id})->first()?->delete();`);
    }
  });

  function productSlug(): string {
    return (
      php(`echo App\\Models\\Product::query()->where('sku', '${sku}')->value('slug');`).trim().split('\n').pop() ?? ''
    );
  }
});

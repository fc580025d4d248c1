import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import ro from '../../lang/ro.json';
import { php } from './shopping/client';
import { openBrowser, type Session } from './support/browser';
import { createStaff, signInStaff, type StaffAccount } from './support/staff';

// An editor adds a product with its specs in the back office and counts its units in two stores; a shopper then finds
// it through search and through the category's filters. (The images part is added with the image editor.)

type Fixture = {
  account: StaffAccount;
  category: { id: number; url: string };
  brand: { id: number; slug: string };
  select: { id: number; option: number };
  stores: number[];
};

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
      'stores' => App\\Models\\Store::query()->where('kind', 'store')->orderBy('sorted')->limit(2)->pluck('id'),
    ]);
  `);

  return { account, ...json<Omit<Fixture, 'account'>>(out) };
}

describe('Products in the back office', () => {
  let session: Session;
  let shopper: Session;
  let data: Fixture;
  const name = `Aspirator Zorblax ${Date.now() % 100000}`;
  const sku = `ZX-${Date.now() % 100000}`;

  beforeAll(async () => {
    data = fixture();
    session = await openBrowser({ width: 1280, height: 900 });
    shopper = await openBrowser({ width: 390, height: 844 });
  });

  afterAll(async () => {
    await session.close();
    await shopper.close();
  });

  it('an editor creates a product with specs and stock in two stores; a shopper finds it', async () => {
    const { page } = session;
    await signInStaff(page, data.account);

    await page.goto('/admin/produse');
    await page.waitForSelector(`h1:has-text("${ro['admin.products.title']}")`);
    await page.click('[data-test="product-new"]');
    await page.waitForSelector('[data-test="product-form"]');

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

    await page.click('[data-test="product-tab-stock"]');
    await page.waitForSelector('[data-test="stock-form"]');
    const [first = 0, second = 0] = data.stores;
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

    // The shopper finds it by search and by the category's brand filter.
    const shop = shopper.page;
    await shop.goto(`/cautare?q=${encodeURIComponent('zorblax')}`);
    await shop.waitForSelector('[data-test="product-card-link"]');
    expect(await shop.locator('[data-test="product-card-link"]').first().textContent()).toContain(name);

    await shop.goto(`${data.category.url}?brand=${data.brand.slug}&sort=newest`);
    await shop.waitForSelector('[data-test="listing-total"]');
    expect(await shop.locator(`[data-test="product-card-link"]:has-text("${name}")`).count()).toBe(1);
  });
});

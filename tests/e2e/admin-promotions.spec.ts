import { expect, test } from './support/fixtures';

import { php } from './shopping/client';
import { openSession } from './support/browser';
import { createStaff, signInStaff } from './support/staff';

// An editor makes a promotion that lowers its products' price: Markdown in its description, the address left empty
// (made from the title), a product found by its words in another order without diacritics, and 10 % off. A shopper
// then sees the promotional price with the old one struck through on the promotion's card and on the product page.
// On a laptop in Romanian and on a phone in Russian.

type Fixture = { slug: string; word: string; name: string; starts: string };

/** The last line tinker printed, as JSON. */
function json<T>(out: string): T {
  return JSON.parse(out.split('\n').pop() ?? 'null') as T;
}

/** A product of 1 000 lei with a word of its own (letters only: the search splits digits from letters). */
function fixture(): Fixture {
  const word = `zorvak${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
  const out = php(`
    $category = App\\Models\\Category::query()->where('slug', 'televizoare')->firstOrFail();
    $root = App\\Models\\Category::query()->findOrFail($category->parent_id);
    $product = App\\Models\\Product::query()->create([
      'slug' => 'tefal-${word}', 'sku' => 'E2E-${word.toUpperCase()}',
      'name' => ['ro' => 'Tefal ${word} fierbător electric 1,7 l', 'ru' => 'Электрочайник Tefal ${word} 1,7 л'],
      'description' => ['ro' => 'Fierbător', 'ru' => 'Чайник'],
      'brand_id' => App\\Models\\Brand::query()->orderBy('id')->value('id'),
      'category_id' => $category->id,
      'category_sub_id' => $root->parent_id === null ? $category->id : $category->parent_id,
      'category_root_id' => $root->parent_id ?? $root->id,
      'price' => 100000, 'old_price' => null, 'stock_total' => 0, 'popularity' => 1,
    ]);
    app(App\\Services\\Stock\\StockLedger::class)->setQuantity($product->id, (int) App\\Models\\Store::query()->orderBy('id')->value('id'), 5);
    echo json_encode(['slug' => $product->slug, 'starts' => Carbon\\CarbonImmutable::now('Europe/Chisinau')->subHour()->format('Y-m-d\\TH:i')]);
  `);
  const data = json<{ slug: string; starts: string }>(out);

  return { ...data, word, name: `Tefal ${word} fierbător electric 1,7 l` };
}

for (const { width, locale } of [
  { width: 1280, locale: 'ro' },
  { width: 390, locale: 'ru' },
] as const) {
  test(`a promotion with Markdown, a made address and 10 % off its products, at ${width} px in ${locale}`, async ({
    browser,
  }) => {
    const data = fixture();
    const account = createStaff('editor', locale, 'Elena Editor');
    const session = await openSession(browser, { width, height: 900 });
    const { page } = session;
    const title = `Fierbătoare la preț mic ${data.word}`;
    try {
      await signInStaff(page, account);
      await page.goto('/admin/promotii/nou');
      await page.fill('[data-test="field-title.ro"]', title);
      await page.fill('[data-test="field-title.ru"]', `Чайники дешевле ${data.word}`);
      await page.fill('[data-test="field-summary.ro"]', 'Fierbătoare cu 10% mai ieftine');
      await page.fill('[data-test="field-summary.ru"]', 'Чайники на 10% дешевле');
      await page.fill('[data-test="field-description.ro"]', '**Preț mic** la *fierbătoare*.\n\n- Tefal\n- Philips');
      await page.fill('[data-test="field-description.ru"]', '**Низкая цена** на чайники.');
      await page.fill('[data-test="field-starts_at"]', data.starts);
      await page.click('[data-test="field-discount_type-percent"]');
      await page.fill('[data-test="field-discount_value"]', '10');

      // Its words in another order, without diacritics, in capitals: the storefront's search finds it.
      await page.fill('[data-test="field-product_search"]', `FIERBATOR ${data.word} tefal`);
      const found = page.locator('[data-test="found-products"] li', { hasText: data.word });
      await found.waitFor();
      await found.locator('button').click();
      await page.locator('[data-test="picked-product"]', { hasText: data.word }).waitFor();

      await page.click('[data-test="promotion-save"]');
      await page.waitForURL(/\/admin\/promotii\/\d+\/editare$/);
      const slug = `fierbatoare-la-pret-mic-${data.word}`;
      await expect(page.locator('[data-test="field-slug"]')).toHaveValue(slug);
      await expect(page.locator('[data-test="field-discount_value"]')).toHaveValue('10');

      const shopper = await session.context.newPage();
      const prefix = locale === 'ru' ? '/ru' : '';
      await shopper.goto(`${prefix}/promotii/${slug}`);
      const description = shopper.locator('[data-test="promotion-description"]');
      await expect(description.locator('strong')).toHaveText(locale === 'ru' ? 'Низкая цена' : 'Preț mic');
      await expect(description).not.toContainText('**');
      await expect(shopper.locator('[data-test="promotion-discount"]')).toContainText('10%');
      const card = shopper.locator(`[data-test="product-card-${data.slug}"]`);
      await expect(card.locator('[data-test="product-price"]')).toHaveText(/900\s*(lei|лей)/);
      await expect(card.locator('.line-through')).toHaveText(/1\s000\s*(lei|лей)/);
      await expect(card.locator('[data-test="product-card-discount"]')).toHaveText('−10%');

      await shopper.goto(`${prefix}/produs/${data.slug}`);
      await expect(shopper.locator('[data-test="product-buy-box"] [data-test="product-price"]')).toHaveText(
        /900\s*(lei|лей)/,
      );
      await expect(shopper.locator('[data-test="product-old-price"]')).toHaveText(/1\s000\s*(lei|лей)/);
      await shopper.close();
    } finally {
      await session.close();
    }
  });
}

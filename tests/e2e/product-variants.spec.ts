import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

import { php } from './shopping/client';
import { accessibilityViolations } from './support/axe';
import { openSession, type Session } from './support/browser';

// The variant switcher of a demo family (docs/variants.md) on a phone and on a laptop, in both languages: choosing
// another storage, then another colour, changes the URL, the heading, the price, the stock, the stock per store and
// the gallery without a full reload (a marker left on the window survives), and the back button walks back.

type Shown = { slug: string; name: string; price: string; stock: string; quantities: number[]; picture: string };
type Variant = { id: number; storage: string; colour: string; ro: Shown; ru: Shown };
type Family = { storage: number; colour: number; start: Variant; storageStep: Variant; colourStep: Variant };

let family: Family;

const byTest = (page: Page, name: string) => page.locator(`[data-test="${name}"]`);

test.beforeAll(() => {
  // A demo family told apart by storage then colour, and three of its variants: one, the one with another storage in
  // the same colour, and the one with that storage in another colour. Found by what they are, not by name.
  family = JSON.parse(
    php(`
      $storage = (int) DB::table('attributes')->where('code', 'storage')->value('id');
      $colour = (int) DB::table('attributes')->where('code', 'color')->value('id');
      $pick = null;
      foreach (App\\Models\\ProductFamily::query()->orderBy('id')->get() as $family) {
        $options = DB::table('product_family_options')->where('family_id', $family->id)->orderBy('position')->pluck('attribute_id')->map(fn ($id) => (int) $id)->all();
        if ($options !== [$storage, $colour]) { continue; }
        $variants = App\\Models\\Product::query()->where('family_id', $family->id)->where('is_active', true)->orderBy('id')->get();
        $values = [];
        foreach (DB::table('product_attribute_values')->whereIn('product_id', $variants->modelKeys())->whereIn('attribute_id', $options)->get() as $row) {
          $values[$row->product_id][$row->attribute_id === $storage ? 's' : 'c'] = (string) $row->attribute_option_id;
        }
        foreach ($variants as $a) {
          foreach ($variants as $b) {
            if (($values[$b->id]['c'] ?? 0) !== ($values[$a->id]['c'] ?? 1) || ($values[$b->id]['s'] ?? 0) === ($values[$a->id]['s'] ?? 0) || $b->price === $a->price) { continue; }
            $c = $variants->first(fn ($c) => ($values[$c->id]['s'] ?? 0) === $values[$b->id]['s'] && ($values[$c->id]['c'] ?? 0) !== $values[$b->id]['c']);
            if ($c !== null) { $pick = [$a, $b, $c]; break 3; }
          }
        }
      }
      if ($pick === null) { throw new RuntimeException('no demo family by storage and colour'); }
      $labels = ['in_stock' => 'product.in_stock', 'few' => 'product.stock_few', 'none' => 'product.out_of_stock'];
      $shown = function ($p, $locale) use ($labels) {
        app()->setLocale($locale);
        $page = app(App\\Queries\\Products\\ProductBySlug::class)->find($p->slug);
        return [
          'slug' => $p->slug,
          'name' => $p->translate('name', $locale),
          'price' => App\\Support\\Money\\Money::format($p->sellingPrice(), $locale),
          'stock' => __($labels[App\\Enums\\StockLevel::forTotal($p->stock_total)->value], [], $locale),
          'quantities' => array_map(fn ($s) => $s['quantity'], app(App\\Queries\\Products\\StoreAvailability::class)->forProduct($p->id)),
          'picture' => App\\Queries\\Products\\ProductPictures::gallery($page)[0]['src'],
        ];
      };
      $variant = fn ($p) => ['id' => $p->id, 'storage' => $values[$p->id]['s'], 'colour' => $values[$p->id]['c'], 'ro' => $shown($p, 'ro'), 'ru' => $shown($p, 'ru')];
      echo json_encode(['storage' => $storage, 'colour' => $colour, 'start' => $variant($pick[0]), 'storageStep' => $variant($pick[1]), 'colourStep' => $variant($pick[2])], JSON_UNESCAPED_UNICODE);
    `)
      .split('\n')
      .pop() ?? '{}',
  ) as Family;
});

/** Waits for the page to show this variant, and checks each part that tells variants apart. */
async function expectShown(page: Page, locale: 'ro' | 'ru', variant: Variant): Promise<void> {
  const shown = variant[locale];
  await expect(page).toHaveURL(new RegExp(`${locale === 'ru' ? '/ru' : ''}/produs/${shown.slug}$`));
  await expect(byTest(page, 'product-heading')).toHaveText(shown.name);
  await expect(page.locator('[data-test="product-buy-box"] [data-test="product-price"]')).toHaveText(shown.price);
  await expect(page.locator('[data-test="product-buy-box"] [data-test="product-stock"]')).toHaveText(shown.stock);
  await expect(byTest(page, 'product-sku')).not.toHaveText('');
  await expect(byTest(page, 'gallery-image')).toHaveAttribute('src', shown.picture);
  // The credit programmes are worked out for the variant's price (their table loads when the shopper nears it).
  await page.locator('#credit').scrollIntoViewIfNeeded();
  await expect(page.locator('#credit caption')).toContainText(shown.price);
  await expect
    .poll(() =>
      byTest(page, 'store-stock')
        .allTextContents()
        .then((texts) => texts.map((text) => Number(/(\d+)/.exec(text)?.[1] ?? 0))),
    )
    .toEqual(shown.quantities);
  // The chosen values are marked on the switcher.
  await expect(byTest(page, `variant-choice-${family.storage}-${variant.storage}`)).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(byTest(page, `variant-choice-${family.colour}-${variant.colour}`)).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page).toHaveTitle(new RegExp(`^${shown.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - `));
}

for (const locale of ['ro', 'ru'] as const) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test.describe(`Variant switcher at ${viewport.width} px (${locale})`, () => {
      let session: Session;

      test.beforeAll(async ({ browser }) => {
        session = await openSession(browser, viewport, { touch: viewport.width < 500 });
      });

      test.afterAll(async () => {
        await session.close();
      });

      test('switches storage, then colour, without a full reload, and the back button walks back', async () => {
        const { page } = session;
        const prefix = locale === 'ru' ? '/ru' : '';
        await page.goto(`${prefix}/produs/${family.start[locale].slug}`);
        await expectShown(page, locale, family.start);
        await page.evaluate(() => Object.assign(window, { variantMarker: 'kept' }));
        const marker = () => page.evaluate(() => (window as unknown as { variantMarker?: string }).variantMarker);

        const storage = byTest(page, `variant-choice-${family.storage}-${family.storageStep.storage}`);
        await expect(storage).toHaveAttribute('href', `${prefix}/produs/${family.storageStep[locale].slug}`);
        // The price of that choice is on it.
        await expect(storage).toContainText(family.storageStep[locale].price);
        await storage.click();
        await expectShown(page, locale, family.storageStep);
        expect(await marker()).toBe('kept');

        const colour = byTest(page, `variant-choice-${family.colour}-${family.colourStep.colour}`);
        await colour.click();
        await expectShown(page, locale, family.colourStep);
        expect(await marker()).toBe('kept');
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

        await page.goBack();
        await expectShown(page, locale, family.storageStep);
        await page.goBack();
        await expectShown(page, locale, family.start);
        expect(await marker()).toBe('kept');
      });

      test('axe finds no violation on the page with its switcher, light and dark', async () => {
        for (const colorScheme of ['light', 'dark'] as const) {
          const context = await session.newContext({ colorScheme, viewport });
          const page = await context.newPage();
          await page.goto(`${locale === 'ru' ? '/ru' : ''}/produs/${family.start[locale].slug}`);
          await byTest(page, 'variant-switcher').waitFor();
          expect(await accessibilityViolations(page), colorScheme).toEqual([]);
          await context.close();
        }
      });

      test('the switcher is real links in the server-rendered page', async () => {
        const context = await session.newContext({ javaScriptEnabled: false, viewport });
        const page = await context.newPage();
        const prefix = locale === 'ru' ? '/ru' : '';
        await page.goto(`${prefix}/produs/${family.start[locale].slug}`);
        await byTest(page, `variant-choice-${family.storage}-${family.storageStep.storage}`).click();
        await expect(page).toHaveURL(new RegExp(`/produs/${family.storageStep[locale].slug}$`));
        await expect(byTest(page, 'product-heading')).toHaveText(family.storageStep[locale].name);
        await context.close();
      });
    });
  }
}

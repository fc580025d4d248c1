import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

import { openSession, type Session } from './support/browser';
import { php } from './shopping/client';

// Recently viewed products in Chromium: a guest views two products, finds them on the home page and on a third
// product's page (newest first, the page's own product left out), signs in to an account that had viewed another
// product before, finds both lists merged, and clears it. Romanian and Russian, on a phone and on a laptop.

const PASSWORD = 'o parolă destul de lungă';

type Arranged = { email: string; user: number; products: { slug: string; ro: string; ru: string }[] };

/** A new account, and four products of four categories (the fourth viewed from the account before). */
function arrange(tag: string): Arranged {
  const email = `recent.${tag}.${Date.now()}@example.md`;
  const out = php(`
    $u = App\\Models\\User::query()->forceCreate(['name' => 'Ana Popescu', 'email' => '${email}', 'password' => '${PASSWORD}', 'email_verified_at' => now(), 'locale' => 'ro']);
    $products = App\\Models\\Product::query()->where('is_active', true)->orderByDesc('popularity')->orderBy('id')->get()
      ->unique('category_id')->take(4)->values();
    Illuminate\\Support\\Facades\\DB::table('recently_viewed_products')->insert(['user_id' => $u->id, 'product_id' => $products[3]->id, 'viewed_at' => now()->subDay()]);
    echo json_encode(['email' => $u->email, 'user' => $u->id, 'products' => $products->map(fn ($p) => ['slug' => $p->slug, 'ro' => $p->translate('name', 'ro'), 'ru' => $p->translate('name', 'ru')])]);
  `);

  return JSON.parse(out.split('\n').pop()!) as Arranged;
}

/** Opens a product page and waits for the row's request, which records the view. */
async function viewProduct(page: Page, prefix: string, slug: string): Promise<void> {
  const recorded = page.waitForResponse((response) => response.url().includes('/vazute-recent?produs='));
  await page.goto(`${prefix}/produs/${slug}`);
  expect((await recorded).status()).toBe(200);
}

/** The names on the recently viewed row's cards, once it shows `count` of them. */
async function rowNames(page: Page, count: number): Promise<string[]> {
  const names = page.locator('[data-test="recently-viewed"] [data-test="product-card-name"]');
  await expect(names).toHaveCount(count, { timeout: 15_000 });

  return (await names.allTextContents()).map((name) => name.trim());
}

const texts = {
  ro: { title: 'Ați vizualizat recent', cleared: 'Istoricul produselor vizualizate a fost șters.' },
  ru: { title: 'Вы недавно смотрели', cleared: 'История просмотренных товаров очищена.' },
} as const;

for (const locale of ['ro', 'ru'] as const) {
  for (const width of [390, 1280]) {
    test.describe(`Recently viewed products (${locale}, ${width} px)`, () => {
      const prefix = locale === 'ro' ? '' : '/ru';
      let session: Session;
      let arranged: Arranged;

      test.beforeAll(async ({ browser }) => {
        arranged = arrange(`${locale}${width}`);
        session = await openSession(browser, { width, height: width === 390 ? 844 : 900 });
      });

      test.afterAll(async () => {
        php(`App\\Models\\User::query()->whereKey(${arranged.user})->delete();`);
        await session.close();
      });

      test('a guest sees what they viewed, keeps it when signing in, and clears it', async () => {
        const { page } = session;
        const [a, b, c, d] = arranged.products as [
          Arranged['products'][number],
          Arranged['products'][number],
          Arranged['products'][number],
          Arranged['products'][number],
        ];

        // A first view on a page for everyone: the row's request records it, and no other shopper's row shows.
        await viewProduct(page, prefix, a.slug);
        await expect(page.locator('[data-test="recently-viewed"]')).toHaveCount(0);
        await viewProduct(page, prefix, b.slug);
        await expect(page.getByRole('heading', { name: texts[locale].title })).toBeVisible();
        expect(await rowNames(page, 1)).toEqual([a[locale]]);

        await page.goto(`${prefix}/`);
        expect(await rowNames(page, 2)).toEqual([b[locale], a[locale]]);
        await page.locator('[data-test="recently-viewed"]').scrollIntoViewIfNeeded();

        await viewProduct(page, prefix, c.slug);
        expect(await rowNames(page, 2)).toEqual([b[locale], a[locale]]);

        // Signing in: the guest's views come first, the account's own after them.
        await page.goto(`${prefix}/autentificare`);
        await page.fill('[data-test="field-email"]', arranged.email);
        await page.fill('[data-test="field-password"]', PASSWORD);
        await page.click('[data-test="submit"]');
        await page.waitForURL((url) => url.pathname === `${prefix}/cont`, { timeout: 15_000 });
        // The account's own page lists them too.
        expect(await rowNames(page, 4)).toEqual([c[locale], b[locale], a[locale], d[locale]]);
        await page.goto(`${prefix}/`);
        expect(await rowNames(page, 4)).toEqual([c[locale], b[locale], a[locale], d[locale]]);

        // Clearing empties the account's list, for good.
        await page.click('[data-test="recently-viewed-clear"]');
        await expect(page.locator('[data-test="recently-viewed"]')).toHaveCount(0);
        await expect(page.locator('[data-test="toast"]')).toContainText(texts[locale].cleared);
        const cleared = page.waitForResponse((response) => response.url().includes('/vazute-recent'));
        await page.reload();
        expect(await (await cleared).json()).toEqual({ products: [] });
        await expect(page.locator('[data-test="recently-viewed"]')).toHaveCount(0);
        expect(
          php(
            `echo Illuminate\\Support\\Facades\\DB::table('recently_viewed_products')->where('user_id', ${arranged.user})->count();`,
          )
            .split('\n')
            .pop(),
        ).toBe('0');
      });
    });
  }
}

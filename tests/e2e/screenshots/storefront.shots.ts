import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { type Page } from '@playwright/test';
import { test } from '../support/fixtures';

import { openSession, type Session } from '../support/browser';
import { php, uniquePhone } from '../shopping/client';

// Every page type a shopper meets, at a phone's and a laptop's width, in Romanian and Russian, light and dark, saved
// as full-page PNGs under test-results/screenshots (`<type>.<locale>.<scheme>.<width>.png`) to be looked at one by
// one. A guest sees sign-in and the 404; the rest is taken signed in, with a cart, favourites, a comparison and
// orders, so each page shows what it is for.

const OUT = join(process.cwd(), 'test-results', 'screenshots');
const PASSWORD = 'o parolă destul de lungă';
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];
const LOCALES = ['ro', 'ru'] as const;
const SCHEMES = ['light', 'dark'] as const;

type Fixture = {
  product: number;
  productSlug: string;
  user: number;
  store: number;
  compared: string[];
  category: string;
  brand: string;
  promotion: string;
  post: string;
};

/** A shopper with stock to buy, and the slugs of the seeded pages to show, read from the database. */
function arrange(email: string): Fixture {
  const out = php(`
    $p = App\\Models\\Product::query()->where('is_active', true)->where('discount_percent', '>', 0)->whereHas('category', fn ($q) => $q->where('slug', 'smart-tv'))->orderByDesc('popularity')->first()
      ?? App\\Models\\Product::query()->where('is_active', true)->orderByDesc('popularity')->firstOrFail();
    Tests\\Support\\Stock::only($p, 50);
    $store = App\\Models\\Store::scopeShops(App\\Models\\Store::query())->orderBy('id')->firstOrFail();
    Tests\\Support\\Stock::set($p, $store->id, 20);
    $u = App\\Models\\User::query()->forceCreate(['name' => 'Ana Popescu', 'email' => '${email}', 'password' => '${PASSWORD}', 'email_verified_at' => now(), 'locale' => 'ro']);
    $compared = App\\Models\\Product::query()->where('is_active', true)->where('category_id', $p->category_id)->whereKeyNot($p->id)->orderByDesc('popularity')->limit(2)->pluck('slug');
    $leaf = App\\Models\\Category::query()->where('depth', 1)->whereHas('parent')->orderBy('id')->firstOrFail();
    echo json_encode([
      'product' => $p->id,
      'productSlug' => $p->slug,
      'user' => $u->id,
      'store' => $store->id,
      'compared' => $compared,
      'category' => $leaf->parent->slug.'/'.$leaf->slug,
      'brand' => $p->brand->slug,
      'promotion' => App\\Models\\Promotion::query()->running()->orderBy('sort')->firstOrFail()->slug,
      'post' => App\\Models\\BlogPost::query()->published()->orderByDesc('published_at')->firstOrFail()->slug,
    ]);
  `);

  return JSON.parse(out.split('\n').pop()!) as Fixture;
}

function fillCart(fixture: Fixture): void {
  php(`
    $cart = App\\Models\\Cart::query()->firstOrCreate(['user_id' => ${fixture.user}]);
    $cart->items()->delete();
    $cart->items()->create(['product_id' => ${fixture.product}, 'quantity' => 1]);
  `);
}

function localised(locale: string, path: string): string {
  return locale === 'ro' ? path || '/' : `/ru${path}`;
}

async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy pictures below the fold would never load for a full-page shot: ask for all of them, and wait (briefly)
    // until each has loaded or failed.
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.race([
      Promise.all(
        images.map((image) =>
          image.complete
            ? null
            : new Promise((resolve) => {
                image.addEventListener('load', resolve, { once: true });
                image.addEventListener('error', resolve, { once: true });
              }),
        ),
      ),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

async function shoot(page: Page, name: string, locale: string, scheme: string): Promise<void> {
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await settle(page);
    await page.screenshot({ path: join(OUT, `${name}.${locale}.${scheme}.${viewport.width}.png`), fullPage: true });
  }
}

async function placePickupOrder(page: Page, locale: string, store: number): Promise<void> {
  await page.setViewportSize(WIDTHS[0]!);
  await page.goto(localised(locale, '/checkout'));
  await page.fill('[data-test="field-phone"]', uniquePhone());
  await page.click('[data-test="choice-delivery_method-pickup"]');
  await page.click(`[data-test="choice-store_id-${store}"]`);
  await page.check('[data-test="field-consent"]');
  await page.click('[data-test="checkout-submit"]');
  await page.waitForSelector('[data-test="order-thanks"]', { timeout: 15_000 });
}

async function save(page: Page, slug: string, toggle: string): Promise<void> {
  await page.goto(`/produs/${slug}`);
  const selector = `[data-test="product-buy-box"] [data-test="${toggle}"]`;
  await page.click(selector);
  await page.waitForSelector(`${selector}[data-saved="true"]`);
}

test.describe('Screenshots of every storefront page type', () => {
  const sessions = new Map<string, Session>();
  let fixture: Fixture;
  let email: string;

  /** Visits the page in both languages and both schemes and saves it at both widths. */
  async function capture(name: string, path: string, mustShow?: string): Promise<void> {
    for (const scheme of SCHEMES) {
      const { page } = sessions.get(scheme)!;
      for (const locale of LOCALES) {
        await page.setViewportSize(WIDTHS[0]!);
        await page.goto(localised(locale, path), { waitUntil: 'load' });
        if (mustShow !== undefined) await page.waitForSelector(mustShow, { timeout: 15_000 });
        await shoot(page, name, locale, scheme);
      }
    }
  }

  test.beforeAll(async ({ browser }) => {
    mkdirSync(OUT, { recursive: true });
    email = `shots.${Date.now()}@example.md`;
    fixture = arrange(email);
    for (const scheme of SCHEMES) {
      const session = await openSession(browser, WIDTHS[0]);
      await session.page.emulateMedia({ colorScheme: scheme });
      sessions.set(scheme, session);
    }
  });

  test.afterAll(async () => {
    for (const session of sessions.values()) await session.close();
  });

  test('as a guest: sign-in and the 404', async () => {
    await capture('sign-in', '/autentificare');
    await capture('404', '/pagina-care-nu-exista');
  });

  test('signed in: every other page type', async () => {
    for (const { page } of sessions.values()) {
      await page.goto('/autentificare');
      await page.fill('[data-test="field-email"]', email);
      await page.fill('[data-test="field-password"]', PASSWORD);
      await page.click('[data-test="submit"]');
      await page.waitForURL((url) => url.pathname === '/cont', { timeout: 15_000 });
    }
    const { page } = sessions.get('light')!;
    await save(page, fixture.productSlug, 'favourite-toggle');
    for (const slug of [fixture.productSlug, ...fixture.compared]) await save(page, slug, 'compare-toggle');
    fillCart(fixture);

    const pages: [string, string, string?][] = [
      ['home', ''],
      ['catalogue', '/catalog'],
      ['category', `/categorie-produs/${fixture.category}`],
      ['discounts', '/categorie-produs/reduceri'],
      ['new-products', '/produse-noi'],
      ['product', `/produs/${fixture.productSlug}`],
      ['search-results', '/cautare?q=televizor', '[data-test^="product-card-"]'],
      ['brands', '/branduri'],
      ['brand', `/branduri/${fixture.brand}`],
      ['promotions', '/promotii'],
      ['promotion', `/promotii/${fixture.promotion}`],
      ['blog', '/blog'],
      ['post', `/blog/${fixture.post}`],
      ['page', '/pagina/termeni-si-conditii'],
      ['stores', '/contacte/magazine'],
      ['contacts', '/contacte/oficiu'],
      ['about', '/despre-companie'],
      ['careers', '/cariera'],
      ['credit', '/credit'],
      ['cart', '/cos', '[data-test="cart-lines"]'],
      ['checkout', '/checkout', '[data-test="checkout-form"]'],
      ['account', '/cont'],
      ['favourites', '/favorite', '[data-test="favourites-list"]'],
      ['compare', '/compara', '[data-test="compare-panel"] table'],
    ];
    for (const [name, path, mustShow] of pages) await capture(name, path, mustShow);

    // The confirmation shows its thanks and next steps once, right after the order: one order per language and scheme.
    for (const scheme of SCHEMES) {
      const session = sessions.get(scheme)!;
      for (const locale of LOCALES) {
        // One shopper may hold only a few open orders (ORDER_OPEN_PER_SHOPPER): the earlier ones are closed first.
        php(`App\\Models\\Order::query()->where('user_id', ${fixture.user})->update(['status' => 'completed']);`);
        fillCart(fixture);
        await placePickupOrder(session.page, locale, fixture.store);
        await shoot(session.page, 'confirmation', locale, scheme);
      }
    }
  });
});

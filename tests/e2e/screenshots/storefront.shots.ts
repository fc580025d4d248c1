import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { type Page } from '@playwright/test';
import { test } from '../support/fixtures';

import { openSession, type Session } from '../support/browser';
import { php } from '../shopping/client';
import { arrangeShopper, fillCart, placePickupOrder, saveProduct, signIn, type Shopper } from '../support/shopper';

// Every page type a shopper meets, at a phone's and a laptop's width, in Romanian and Russian, light and dark, saved
// as full-page PNGs under test-results/screenshots (`<type>.<locale>.<scheme>.<width>.png`) to be looked at one by
// one. A guest sees sign-in and the 404; the rest is taken signed in, with a cart, favourites, a comparison and
// orders, so each page shows what it is for.

const OUT = join(process.cwd(), 'test-results', 'screenshots');
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];
const LOCALES = ['ro', 'ru'] as const;
const SCHEMES = ['light', 'dark'] as const;

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

test.describe('Screenshots of every storefront page type', () => {
  const sessions = new Map<string, Session>();
  let shopper: Shopper;

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
    shopper = arrangeShopper('shots');
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
    for (const { page } of sessions.values()) await signIn(page, shopper);
    const { page } = sessions.get('light')!;
    await saveProduct(page, shopper.product.slug, 'favourite-toggle');
    for (const slug of [shopper.product.slug, ...shopper.compared]) await saveProduct(page, slug, 'compare-toggle');
    fillCart(shopper);

    const pages: [string, string, string?][] = [
      ['home', ''],
      ['catalogue', '/catalog'],
      ['category', `/categorie-produs/${shopper.category}`],
      ['discounts', '/categorie-produs/reduceri'],
      ['new-products', '/produse-noi'],
      ['product', `/produs/${shopper.product.slug}`],
      ['search-results', '/cautare?q=televizor', '[data-test^="product-card-"]'],
      ['brands', '/branduri'],
      ['brand', `/branduri/${shopper.brand}`],
      ['promotions', '/promotii'],
      ['promotion', `/promotii/${shopper.promotion}`],
      ['blog', '/blog'],
      ['post', `/blog/${shopper.post}`],
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
        php(`App\\Models\\Order::query()->where('user_id', ${shopper.user})->update(['status' => 'completed']);`);
        fillCart(shopper);
        await placePickupOrder(session.page, shopper.store, locale);
        await shoot(session.page, 'confirmation', locale, scheme);
      }
    }
  });
});

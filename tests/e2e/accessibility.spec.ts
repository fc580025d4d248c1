import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

import { accessibilityViolations } from './support/axe';
import { openSession, type Session } from './support/browser';
import { arrangeShopper, fillCart, placePickupOrder, saveProduct, signIn, type Shopper } from './support/shopper';

// axe-core on every page type a shopper meets, at a laptop's and a phone's width, in Romanian and Russian, in the
// light scheme and (through the browser's dark preference, which the default "system" appearance follows) the dark
// one: no violation at all. The pages are visited in a shopper's order: a guest first (sign-in, registration, an
// empty cart), then signed in with a cart, favourites and a comparison, through the checkout to the order's page.

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];
const LOCALES = ['ro', 'ru'] as const;

function localised(locale: string, path: string): string {
  return locale === 'ro' ? path || '/' : `/ru${path}`;
}

async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * Opens the page in both languages and runs axe at each width; returns the violations found, each under the
 * address, width and scheme it was found at. `mustShow` makes sure the page shows what it is visited for.
 */
async function audit(session: Session, scheme: string, path: string, mustShow?: string): Promise<string[]> {
  const { page } = session;
  const failures: string[] = [];
  for (const locale of LOCALES) {
    const url = localised(locale, path);
    await page.setViewportSize(VIEWPORTS[0]!);
    await page.goto(url, { waitUntil: 'load' });
    if (mustShow !== undefined) await page.waitForSelector(mustShow, { timeout: 15_000 });
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await settle(page);
      const violations = await accessibilityViolations(page);
      if (violations.length > 0) {
        failures.push(`${url} at ${viewport.width} px, ${scheme}:\n${violations.join('\n')}`);
      }
    }
  }

  return failures;
}

/** axe on the page as it is now, at each width (for a page a visit cannot bring back, like a fresh confirmation). */
async function auditHere(page: Page, label: string): Promise<string[]> {
  const failures: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await settle(page);
    const violations = await accessibilityViolations(page);
    if (violations.length > 0) failures.push(`${label} at ${viewport.width} px:\n${violations.join('\n')}`);
  }

  return failures;
}

/** axe on the page as it is now, at the width it has (a menu or dialog opened for one width only). */
async function auditOpen(page: Page, label: string): Promise<string[]> {
  await settle(page);
  const violations = await accessibilityViolations(page);

  return violations.length === 0 ? [] : [`${label}:\n${violations.join('\n')}`];
}

test.describe('Accessibility: axe-core finds no violation on any page', () => {
  const schemes = ['light', 'dark'] as const;
  const sessions = new Map<string, Session>();
  let shopper: Shopper;

  /**
   * Runs the audit in both schemes at once (each in its own page: axe takes one core, the machine has two) and fails
   * with every violation, readably.
   */
  async function expectNoViolations(path: string, mustShow?: string): Promise<void> {
    const failures = (
      await Promise.all(schemes.map((scheme) => audit(sessions.get(scheme)!, scheme, path, mustShow)))
    ).flat();
    expect(failures, `\n${failures.join('\n\n')}`).toEqual([]);
  }

  test.beforeAll(async ({ browser }) => {
    shopper = arrangeShopper('a11y');
    fillCart(shopper);
    for (const scheme of schemes) {
      const session = await openSession(browser, VIEWPORTS[0]);
      await session.page.emulateMedia({ colorScheme: scheme });
      sessions.set(scheme, session);
    }
  });

  test.afterAll(async () => {
    for (const session of sessions.values()) await session.close();
  });

  test.describe('as a guest', () => {
    for (const [name, path] of [
      ['sign-in', '/autentificare'],
      ['registration', '/inregistrare'],
      ['forgotten password', '/parola-uitata'],
      ['empty cart', '/cos'],
      ['404', '/pagina-care-nu-exista'],
    ] as const) {
      test(name, async () => {
        await expectNoViolations(path);
      });
    }

    test('order confirmation of a guest, with its next steps', async () => {
      const { page } = sessions.get('dark')!;
      await page.goto(`/produs/${shopper.product.slug}`);
      await page.click('[data-test="product-buy-box"] [data-test="add-to-cart"]');
      await page.waitForFunction(
        () => document.querySelector('[data-test="counter-cart"]')?.textContent?.trim() === '1',
      );
      await placePickupOrder(page, shopper.store);
      const path = new URL(page.url()).pathname;
      const failures = await auditHere(page, `${path}, guest, dark`);
      await page.goto(`/ru${path}`);
      await page.waitForSelector('[data-test="order-heading"]');
      failures.push(...(await auditHere(page, `/ru${path}, guest, dark`)));
      expect(failures, `\n${failures.join('\n\n')}`).toEqual([]);
    });
  });

  test.describe('signed in, with a cart, favourites and a comparison', () => {
    test.beforeAll(async () => {
      for (const session of sessions.values()) {
        await signIn(session.page, shopper);
      }
      const { page } = sessions.get('light')!;
      await saveProduct(page, shopper.product.slug, 'favourite-toggle');
      for (const slug of shopper.compared) await saveProduct(page, slug, 'compare-toggle');
    });

    test('home', async () => {
      await expectNoViolations('');
    });
    test('catalogue', async () => {
      await expectNoViolations('/catalog');
    });
    test('category listing with filters', async () => {
      await expectNoViolations(`/categorie-produs/${shopper.category}?stock=1&sort=price-desc`);
    });
    test('discounts', async () => {
      await expectNoViolations('/categorie-produs/reduceri');
    });
    test('new products', async () => {
      await expectNoViolations('/produse-noi');
    });
    test('brands and a brand', async () => {
      await expectNoViolations('/branduri');
      await expectNoViolations(`/branduri/${shopper.brand}`);
    });
    test('promotions and a promotion', async () => {
      await expectNoViolations('/promotii');
      await expectNoViolations(`/promotii/${shopper.promotion}`);
    });
    test('product', async () => {
      await expectNoViolations(`/produs/${shopper.product.slug}`);
    });
    test('search with and without results', async () => {
      await expectNoViolations('/cautare?q=televizor', '[data-test^="product-card-"]');
      await expectNoViolations('/cautare?q=qqqzzzxxx');
    });
    test('full cart and checkout', async () => {
      await expectNoViolations('/cos', '[data-test="cart-lines"]');
      await expectNoViolations('/checkout', '[data-test="checkout-form"]');
    });
    test('favourites and compare', async () => {
      await expectNoViolations('/favorite', '[data-test="favourites-list"]');
      await expectNoViolations('/compara', '[data-test="compare-panel"] table');
    });
    test('stores, office, about', async () => {
      await expectNoViolations('/contacte/magazine');
      await expectNoViolations('/contacte/oficiu');
      await expectNoViolations('/despre-companie');
    });
    test('blog and a post', async () => {
      await expectNoViolations('/blog');
      await expectNoViolations(`/blog/${shopper.post}`);
    });
    test('careers and a vacancy', async () => {
      await expectNoViolations('/cariera');
      await expectNoViolations(`/cariera/${shopper.vacancy}`);
    });
    test('credit, for a product too', async () => {
      await expectNoViolations('/credit');
      await expectNoViolations(`/credit?produs=${shopper.product.slug}`);
    });
    test('a legal page', async () => {
      await expectNoViolations('/pagina/termeni-si-conditii');
    });
    test('open menus, suggestions and dialogs', async () => {
      test.setTimeout(180_000);
      const failures: string[] = [];
      for (const scheme of schemes) {
        const { page } = sessions.get(scheme)!;
        for (const locale of LOCALES) {
          const home = localised(locale, '');
          await page.setViewportSize(VIEWPORTS[0]!);
          await page.goto(home);
          await page.click('[data-test="catalog-button"]');
          await page.waitForSelector('[data-test="catalog-menu"]');
          failures.push(...(await auditOpen(page, `${home} catalogue menu, 1280 px, ${scheme}`)));
          await page.keyboard.press('Escape');

          await page.fill('[data-test="search-input"]', 'televizor');
          await page.waitForSelector('[data-test="search-suggestions"]');
          failures.push(...(await auditOpen(page, `${home} search suggestions, 1280 px, ${scheme}`)));

          await page.setViewportSize(VIEWPORTS[1]!);
          await page.goto(home);
          await page.click('[data-test="burger"]');
          await page.waitForSelector('[data-test="side-menu"]');
          failures.push(...(await auditOpen(page, `${home} side menu, 390 px, ${scheme}`)));
          await page.click('[data-test="side-menu-catalog-button"]');
          await page.waitForSelector('[data-test="side-menu-catalog"]');
          failures.push(...(await auditOpen(page, `${home} side menu's catalogue, 390 px, ${scheme}`)));

          const listing = localised(locale, `/categorie-produs/${shopper.category}`);
          await page.goto(listing);
          await page.click('[data-test="filters-open"]');
          await page.waitForSelector('[data-test="filter-dialog"]');
          failures.push(...(await auditOpen(page, `${listing} filter dialog, 390 px, ${scheme}`)));
        }
      }
      expect(failures, `\n${failures.join('\n\n')}`).toEqual([]);
      // Every menu and dialog loads its chunk on first opening, in both schemes and widths: more than one page's time.
    });
    test('order confirmation', async () => {
      const { page } = sessions.get('light')!;
      await placePickupOrder(page, shopper.store);
      // The confirmation as it first shows (the thanks and the next steps), then the order's page on a later visit.
      const failures = await auditHere(page, 'confirmation, light');
      expect(failures, `\n${failures.join('\n\n')}`).toEqual([]);
      await expectNoViolations(new URL(page.url()).pathname, '[data-test="order-heading"]');
    });
    // One test per account page: seven pages of eight audits each in one test came within a few seconds of its
    // limit on a busy machine, and once past it.
    for (const [name, path] of [
      ['account home', '/cont'],
      ['account orders', '/cont/comenzi'],
      ['profile settings', '/cont/setari/profil'],
      ['password settings', '/cont/setari/parola'],
      ['appearance settings', '/cont/setari/aspect'],
      ['two-factor settings', '/cont/setari/doi-factori'],
      ['API token settings', '/cont/setari/tokenuri-api'],
    ] as const) {
      test(name, async () => {
        await expectNoViolations(path);
      });
    }
  });
});

import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

import { openSession, type Session } from './support/browser';

// On a phone the header (menu, logo, search) stays at the top while the page scrolls, and the bottom bar keeps home,
// the catalogue, the cart, favourites and the account one tap away, the current one marked; neither makes the page
// wider than the phone, and the bar covers nothing at the end of a page. Desktops have no bar.

const LONG_PAGE = '/categorie-produs/telefoane-si-gadgeturi';

const texts = {
  ro: { names: ['Acasă', 'Catalog', 'Coș', 'Favorite', 'Cont'], menu: 'Meniu', cart: 'Coș: 1' },
  ru: { names: ['Главная', 'Каталог', 'Корзина', 'Избранное', 'Кабинет'], menu: 'Меню', cart: 'Корзина: 1' },
} as const;

const TABS = ['home', 'catalog', 'cart', 'favorites', 'account'] as const;

/** Scrolls to the end until it stays the end (pictures and sliders below the fold still grow the page after load),
 *  then tells whether the footer's last link is in the window and on top, not under the bar. */
async function lastFooterLinkShown(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const links = document.querySelectorAll('footer a');
        const last = links[links.length - 1];
        const bar = document.querySelector('[data-test="phone-bar"]')?.getBoundingClientRect();
        if (last === undefined || bar === undefined) return false;
        const box = last.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);

        return box.height > 0 && box.bottom <= bar.top && hit !== null && last.contains(hit);
      }),
    )
    .toBe(true);
}

/** Where an element is against the window: inside it, on top (not covered at its centre). */
async function onScreen(page: Page, selector: string): Promise<boolean> {
  return page.$eval(selector, (element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const inside = box.width > 0 && box.top >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
    const hit = document.elementFromPoint(x, y);

    return inside && hit !== null && (hit === element || element.contains(hit));
  });
}

test.describe('Phone header at 390 px', () => {
  let session: Session;

  test.beforeAll(async ({ browser }) => {
    session = await openSession(browser, { width: 390, height: 844 });
  });

  test.afterAll(async () => {
    await session.close();
  });

  for (const locale of ['ro', 'ru'] as const) {
    const prefix = locale === 'ro' ? '' : '/ru';

    test(`keeps the search at the top and the bar at the bottom after scrolling down, usable (${locale})`, async () => {
      const { page } = session;
      await page.goto(`${prefix}${LONG_PAGE}`);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);

      expect(await page.$eval('[data-test="site-header"]', (header) => header.getBoundingClientRect().top)).toBe(0);
      expect(await onScreen(page, '[data-test="search-input"]')).toBe(true);
      for (const id of TABS) {
        expect(await onScreen(page, `[data-test="phone-bar-${id}"]`)).toBe(true);
      }
      // The cart lives in the bar on phones: the header keeps the menu, the logo, the language and the search.
      expect(await page.isVisible('[data-test="header-cart"]')).toBe(false);
      // Each entry's name (the space between a name and its count is markup only, for the label-in-name rule).
      const names = await page.$$eval('[data-test="phone-bar"] a, [data-test="phone-bar"] button', (items) =>
        items.map((item) => item.textContent?.trim()),
      );
      expect(names).toEqual(texts[locale].names);
      // A category page is in the catalogue.
      expect(await page.getAttribute('[data-test="phone-bar-catalog"]', 'aria-current')).toBe('true');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // The search works from where the shopper is.
      await page.fill('[data-test="search-input"]', 'televizor');
      await page.press('[data-test="search-input"]', 'Enter');
      await page.waitForURL((url) => url.pathname === `${prefix}/cautare` && url.searchParams.get('q') === 'televizor');
    });

    test(`opens home, favourites and the account from the bar in one tap, marking the page shown (${locale})`, async () => {
      const { page } = session;
      for (const [id, path] of [
        ['home', ''],
        ['favorites', '/favorite'],
        ['account', '/autentificare'],
      ] as const) {
        await page.goto(`${prefix}${LONG_PAGE}`);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
        await page.click(`[data-test="phone-bar-${id}"]`);
        await page.waitForURL((url) => url.pathname === (`${prefix}${path}` || '/'));
        await expect
          .poll(() =>
            page.$$eval('[data-test="phone-bar"] [aria-current]', (items) =>
              items.map((item) => item.getAttribute('data-test')),
            ),
          )
          .toEqual([`phone-bar-${id}`]);
      }
    });

    test(`opens the cart from the bar with the count of what was added (${locale})`, async ({ inStockProduct }) => {
      const shopper = await session.newContext({ viewport: { width: 390, height: 844 } });
      const page = await shopper.newPage();
      await page.goto(`${prefix}/produs/${inStockProduct.slug}`);
      expect(await page.$('[data-test="phone-bar-cart-count"]')).toBeNull();
      await page.click('[data-test="product-buy-box"] [data-test="add-to-cart"]');
      await page.waitForFunction(
        () => document.querySelector('[data-test="phone-bar-cart-count"]')?.textContent?.trim() === '1',
      );
      expect(await page.getAttribute('[data-test="phone-bar-cart"]', 'aria-label')).toBe(texts[locale].cart);

      await page.click('[data-test="phone-bar-cart"]');
      await page.waitForURL((url) => url.pathname === `${prefix}/cos`);
      expect(await page.getAttribute('[data-test="phone-bar-cart"]', 'aria-current')).toBe('page');
      expect((await page.textContent('[data-test="phone-bar-cart-count"]'))?.trim()).toBe('1');
      await shopper.close();
    });

    test(`opens the catalogue menu from the bar, and gives focus back to it (${locale})`, async () => {
      const { page } = session;
      await page.goto(`${prefix}/`);
      await page.click('[data-test="phone-bar-catalog"]');
      const menu = page.locator('[data-test="side-menu"]');
      await menu.waitFor();
      expect(await page.getByRole('dialog', { name: texts[locale].menu }).count()).toBe(1);
      expect(await page.getAttribute('[data-test="phone-bar-catalog"]', 'aria-expanded')).toBe('true');
      // The catalogue's first level at once, each category a link into the catalogue.
      const categories = menu.locator('[data-test^="side-menu-category-"]');
      expect(await categories.count()).toBeGreaterThan(3);
      expect(await categories.first().isVisible()).toBe(true);
      expect(await categories.first().getAttribute('href')).toMatch(new RegExp(`^${prefix}/categorie-produs/`));

      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-test'))).toBe('phone-bar-catalog');

      // And a category from there leads to its page.
      await page.click('[data-test="phone-bar-catalog"]');
      await menu.waitFor();
      const href = await categories.first().getAttribute('href');
      await categories.first().click();
      await page.waitForURL((url) => url.pathname === href);
    });
  }

  test('leaves the footer reachable above the bar, on a listing and on a product page', async ({ inStockProduct }) => {
    const { page } = session;
    await page.goto(LONG_PAGE);
    await lastFooterLinkShown(page);
    await page.goto(`/produs/${inStockProduct.slug}`);
    await lastFooterLinkShown(page);
    // No other bar is fixed to the bottom of the product page to clash with it.
    const fixed = await page.$$eval('body *', (elements) =>
      elements
        .filter((element) => {
          const style = getComputedStyle(element);

          return (
            ['fixed', 'sticky'].includes(style.position) &&
            element.getBoundingClientRect().bottom >= window.innerHeight - 1
          );
        })
        .map((element) => element.getAttribute('data-test')),
    );
    expect(fixed).toEqual(['phone-bar']);
  });
});

test.describe('Desktop at 1280 px', () => {
  test('shows no bottom bar, and the cart in the header', async ({ browser }) => {
    const session = await openSession(browser, { width: 1280, height: 900 });
    try {
      await session.page.goto(LONG_PAGE);
      expect(await session.page.isVisible('[data-test="phone-bar"]')).toBe(false);
      expect(await session.page.isVisible('[data-test="header-cart"]')).toBe(true);
      const padding = await session.page.$eval(
        '[data-test="site-header"]',
        (header) => getComputedStyle(header.parentElement!).paddingBottom,
      );
      expect(padding).toBe('0px');
    } finally {
      await session.close();
    }
  });
});

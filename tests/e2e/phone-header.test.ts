import { type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openBrowser, type Session } from './support/browser';

// On a phone the header (search and cart) stays at the top while the page scrolls, and the bottom row keeps
// compare, favourites and the account one tap away; neither makes the page wider than the phone.

const LONG_PAGE = '/categorie-produs/telefoane-si-gadgeturi';

const texts = {
  ro: { compare: 'Comparare', favourites: 'Favorite', account: 'Contul meu' },
  ru: { compare: 'Сравнение', favourites: 'Избранное', account: 'Личный кабинет' },
} as const;

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

describe('Phone header at 390 px', () => {
  let session: Session;

  beforeAll(async () => {
    session = await openBrowser({ width: 390, height: 844 });
  });

  afterAll(async () => {
    await session.close();
  });

  for (const locale of ['ro', 'ru'] as const) {
    const prefix = locale === 'ro' ? '' : '/ru';

    it(`keeps the search and the cart at the top after scrolling down, usable (${locale})`, async () => {
      const { page } = session;
      await page.goto(`${prefix}${LONG_PAGE}`);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);

      expect(await page.$eval('[data-test="site-header"]', (header) => header.getBoundingClientRect().top)).toBe(0);
      expect(await onScreen(page, '[data-test="search-input"]')).toBe(true);
      expect(await onScreen(page, '[data-test="header-cart"]')).toBe(true);
      for (const id of ['compare', 'favorites', 'account']) {
        expect(await onScreen(page, `[data-test="phone-bar-${id}"]`)).toBe(true);
      }
      // Each entry's name (the space between a name and its count is markup only, for the label-in-name rule).
      expect((await page.textContent('[data-test="phone-bar"]'))?.replace(/\s+/g, '')).toBe(
        `${texts[locale].compare}${texts[locale].favourites}${texts[locale].account}`.replace(/\s+/g, ''),
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // The search works from where the shopper is.
      await page.fill('[data-test="search-input"]', 'televizor');
      await page.press('[data-test="search-input"]', 'Enter');
      await page.waitForURL((url) => url.pathname === `${prefix}/cautare` && url.searchParams.get('q') === 'televizor');
    });

    it(`opens favourites, compare and the account from the bottom row in one tap (${locale})`, async () => {
      const { page } = session;
      for (const [id, path] of [
        ['favorites', '/favorite'],
        ['compare', '/compara'],
        ['account', '/autentificare'],
      ] as const) {
        await page.goto(`${prefix}${LONG_PAGE}`);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
        await page.click(`[data-test="phone-bar-${id}"]`);
        await page.waitForURL((url) => url.pathname === `${prefix}${path}`);
      }
    });
  }

  it('leaves the footer reachable above the bottom row', async () => {
    const { page } = session;
    await page.goto(LONG_PAGE);
    // Scroll to the end until it stays the end: images and sliders below the fold still grow the page after load.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          const footerBottom = document.querySelector('footer')?.getBoundingClientRect().bottom ?? Infinity;
          const barTop = document.querySelector('[data-test="phone-bar"]')?.getBoundingClientRect().top ?? 0;

          return footerBottom <= barTop + 0.5;
        }),
      )
      .toBe(true);
  });
});

import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

import { openSession, type Session } from './support/browser';

// The home page at the narrowest phone, a common phone and a laptop, in both languages: category tile titles wrap
// between words and fit their tiles (long Russian words included), product card buttons show their whole label,
// label badges sit clear of the titles, and red count badges appear only for counts above zero.

const WIDTHS = [360, 390, 1280] as const;

/** Elements whose content is wider than their own box: cut, or spilling over a neighbour. */
async function overflowing(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (elements) =>
    elements
      .filter((element) => element.getBoundingClientRect().width > 0 && element.scrollWidth > element.clientWidth)
      .map((element) => `${element.textContent ?? ''} (${element.scrollWidth} > ${element.clientWidth})`),
  );
}

/** Tile titles that may break a word anywhere (overflow-wrap or word-break) rather than between words or at a hyphen. */
async function breakingMidWord(page: Page): Promise<string[]> {
  return page.$$eval('[data-test="category-tile-name"]', (names) =>
    names
      .filter((name) => {
        const style = getComputedStyle(name);

        return style.overflowWrap !== 'normal' || !['normal', 'keep-all'].includes(style.wordBreak);
      })
      .map((name) => name.textContent ?? ''),
  );
}

for (const locale of ['ro', 'ru'] as const) {
  for (const width of WIDTHS) {
    test.describe(`Home at ${width} px (${locale})`, () => {
      let session: Session;

      test.beforeAll(async ({ browser }) => {
        session = await openSession(browser, { width, height: 900 });
        await session.page.goto(locale === 'ro' ? '/' : '/ru');
        await session.page.locator('[data-test="category-tile-name"]').first().waitFor();
      });

      test.afterAll(async () => {
        await session.close();
      });

      test('fits every category tile title in its tile, wrapping between words', async () => {
        const { page } = session;
        expect(await page.locator('[data-test="category-tile-name"]').count()).toBeGreaterThan(4);
        expect(await overflowing(page, '[data-test="category-tile-name"]')).toEqual([]);
        expect(await overflowing(page, '[data-test="home-categories"] a')).toEqual([]);
        expect(await breakingMidWord(page)).toEqual([]);
      });

      test('keeps label badges inside their tiles and clear of the titles', async () => {
        const { page } = session;
        const overlaps = await page.$$eval(
          '[data-test="category-tile-badge"]',
          (badges) =>
            badges.filter((badge) => {
              const title = badge.parentElement?.querySelector('[data-test="category-tile-name"]');
              const tile = badge.parentElement?.getBoundingClientRect();
              const a = badge.getBoundingClientRect();
              const b = title?.getBoundingClientRect();
              if (b === undefined || tile === undefined) return true;
              const covers = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

              return covers || a.right > tile.right + 0.5;
            }).length,
        );
        expect(overlaps).toBe(0);
      });

      test('shows whole labels on the product cards and keeps their badges off the names', async () => {
        const { page } = session;
        const buttons = '[data-test^="product-card-"] [data-test="add-to-cart"]';
        expect(await page.locator(buttons).count()).toBeGreaterThan(3);
        expect(await overflowing(page, buttons)).toEqual([]);
        expect(await overflowing(page, '[data-test^="product-card-"] [data-test="add-to-cart-label"]')).toEqual([]);
        const covered = await page.$$eval(
          'article[data-test^="product-card-"]',
          (cards) =>
            cards.filter((card) => {
              const name = card.querySelector('h3')?.getBoundingClientRect();
              if (name === undefined) return false;

              return Array.from(card.querySelectorAll('span.absolute, div.absolute')).some((badge) => {
                const a = badge.getBoundingClientRect();

                return (
                  a.width > 0 &&
                  a.left < name.right &&
                  name.left < a.right &&
                  a.top < name.bottom &&
                  name.top < a.bottom
                );
              });
            }).length,
        );
        expect(covered).toBe(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      });

      test('shows red count badges only for counts above zero', async () => {
        const { page } = session;
        const counts = () =>
          page.$$eval('[data-test^="counter-"], [data-test$="-count"]', (badges) =>
            badges.filter((badge) => badge.getBoundingClientRect().width > 0).map((badge) => badge.textContent),
          );
        expect(await counts()).toEqual([]);

        await page.locator('[data-test^="product-card-"] [data-test="add-to-cart"]:not([disabled])').first().click();
        await expect.poll(counts).toContain('1');
        expect((await counts()).every((count) => Number(count) > 0)).toBe(true);
      });
    });
  }
}

import { type Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';

import { openSession, type Session } from './support/browser';

// The discounts page gathers products of every category, so its filter column has dozens of spec groups: the first
// few groups are open, the next folded, the rest behind "more filters"; all of it works from the keyboard, a group
// with a chosen filter stays listed and open after the visit, and the choice lives in the URL.

const PAGE = '/categorie-produs/reduceri';
const OPEN_GROUPS = 4;
const SHOWN_GROUPS = 6;

async function groups(panel: Locator): Promise<{ key: string; open: boolean }[]> {
  return panel.locator('details').evaluateAll((elements) =>
    elements.map((element) => ({
      key: (element.getAttribute('data-test') ?? '').replace(/^facet-/, ''),
      open: (element as HTMLDetailsElement).open,
    })),
  );
}

for (const locale of ['ro', 'ru'] as const) {
  const prefix = locale === 'ro' ? '' : '/ru';

  test.describe(`Discounts filter column at 1280 px (${locale})`, () => {
    let session: Session;

    test.beforeAll(async ({ browser }) => {
      session = await openSession(browser, { width: 1280, height: 900 });
    });

    test.afterAll(async () => {
      await session.close();
    });

    test('opens the most useful groups first, folds the rest and unfolds them from the keyboard', async () => {
      const { page } = session;
      await page.goto(`${prefix}${PAGE}`);
      const panel = page.locator('aside [data-test="filter-panel"]');
      const first = await groups(panel);
      expect(first.slice(0, 4).map((group) => group.key)).toEqual(['category', 'discount', 'brand', 'price']);
      expect(first.slice(0, 4).every((group) => group.open)).toBe(true);
      expect(first).toHaveLength(SHOWN_GROUPS);
      expect(first.filter((group) => group.open)).toHaveLength(OPEN_GROUPS);

      const more = panel.locator('[data-test="filters-more"]');
      expect(await more.getAttribute('aria-expanded')).toBe('false');
      await more.focus();
      await page.keyboard.press('Enter');
      expect(await more.getAttribute('aria-expanded')).toBe('true');
      const all = await groups(panel);
      expect(all.length).toBeGreaterThan(SHOWN_GROUPS);

      // A folded group opens with the keyboard; choosing in it puts the filter in the URL.
      const folded = all.find((group) => !group.open);
      if (folded === undefined) throw new Error('no folded group');
      await panel.locator(`[data-test="facet-${folded.key}"] > summary`).focus();
      await page.keyboard.press('Enter');
      expect((await groups(panel)).find((group) => group.key === folded.key)?.open).toBe(true);
      const option = panel.locator(`[data-test="facet-${folded.key}"] input[type="checkbox"]:not([disabled])`).first();
      await option.focus();
      await page.keyboard.press('Space');
      await page.waitForURL((url) => url.searchParams.has(folded.key));

      // After the visit the chosen group is still listed and open, the rest folded again.
      const after = await groups(panel);
      expect(after.find((group) => group.key === folded.key)?.open).toBe(true);
      expect(await panel.locator(`[data-test="facet-${folded.key}"] input:checked`).count()).toBe(1);
    });
  });

  test.describe(`Discounts filters on a phone at 390 px (${locale})`, () => {
    let session: Session;

    test.beforeAll(async ({ browser }) => {
      session = await openSession(browser, { width: 390, height: 844 });
    });

    test.afterAll(async () => {
      await session.close();
    });

    test('folds the same way in the filters sheet, which fits the phone', async () => {
      const { page } = session;
      await page.goto(`${prefix}${PAGE}`);
      await page.click('[data-test="filters-open"]');
      const panel = page.locator('[data-test="filter-dialog"] [data-test="filter-panel"]');
      await panel.waitFor();
      const shown = await groups(panel);
      expect(shown).toHaveLength(SHOWN_GROUPS);
      expect(shown.filter((group) => group.open)).toHaveLength(OPEN_GROUPS);
      await panel.locator('[data-test="filters-more"]').click();
      expect((await groups(panel)).length).toBeGreaterThan(SHOWN_GROUPS);
      expect(await page.$eval('[data-test="filter-dialog"]', (sheet) => sheet.scrollWidth <= sheet.clientWidth)).toBe(
        true,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  });
}

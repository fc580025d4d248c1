import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openSession, type Session } from './support/browser';

// Two ways a shopper finds a product in the demo catalogue: narrowing a category with its filters, and typing a
// misspelled query without diacritics into the header search. Each in both languages, on a desktop and on a phone.

const languages = [
  // The search query is the same Romanian typo in both languages (one transposition in "spălat", no diacritics); the
  // word the first result must contain is the product's name in the page's language.
  { language: 'Romanian', prefix: '', total: /^\d+ produse$/, expectedName: 'Mașină de spălat' },
  { language: 'Russian', prefix: '/ru', total: /^Товаров: \d+$/, expectedName: 'машина' },
] as const;

const devices = [
  { device: 'desktop', viewport: { width: 1280, height: 900 }, phone: false },
  { device: 'phone', viewport: { width: 390, height: 844 }, phone: true },
] as const;

const cases = languages.flatMap((language) => devices.map((device) => ({ ...language, ...device })));

// The seeded demo data has LG televisions of two lines: UHD (LED panel) and OLED evo.
const brand = { value: 'lg', name: 'LG' };
const panel = { value: 'oled', label: 'OLED', facet: 'panel' };
const query = 'masina de spalta';

/** Marks the document, so a test can tell a client-side visit (mark kept) from a full page load (mark gone). */
const mark = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __marker?: number }).__marker = 1;
  });
const marker = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: number }).__marker);

const numberIn = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

for (const c of cases) {
  test.describe(`Finding a product in ${c.language} on a ${c.device}`, () => {
    let session: Session;

    test.beforeAll(async ({ browser }) => {
      session = await openSession(browser, c.viewport);
    });

    test.afterAll(async () => {
      await session.close();
    });

    /** Ticks one facet option: in the sidebar on a desktop, in the filters sheet on a phone (opened if need be). */
    const tick = async (page: Page, facet: string, value: string) => {
      let scope: Locator;
      if (c.phone) {
        scope = page.locator('[data-test="filter-dialog"]');
        if ((await scope.count()) === 0) await page.click('[data-test="filters-open"]');
        await scope.waitFor();
      } else {
        scope = page.locator('aside');
      }
      // A group past the first few is listed behind "more filters" and may be folded: unfold it as a shopper would.
      const group = scope.locator(`[data-test="facet-${facet}"]`);
      if ((await group.count()) === 0) await scope.locator('[data-test="filters-more"]').click();
      if (!(await group.evaluate((element) => (element as HTMLDetailsElement).open))) {
        await group.locator('summary').click();
      }
      const option = scope.locator(`[data-test="facet-option-${facet}-${value}"]`);
      // A click, not check(): the box is controlled and only shows ticked once the visit has answered.
      await option.click();
      await expect.poll(() => option.isChecked()).toBe(true);
    };

    test('narrows the televisions by brand and panel, opens a product and comes back to the filtered list', async () => {
      const { page } = session;
      const path = `${c.prefix}/categorie-produs/tv-audio-foto/televizoare`;
      await page.goto(path);
      const total = page.locator('[data-test="listing-total"]');
      const chips = page.locator('[data-test="filter-chip"]');
      const cards = page.locator('[data-test="product-grid"] article');
      await expect.poll(() => total.textContent()).toMatch(c.total);
      const allTotal = await total.textContent();
      expect(await chips.count()).toBe(0);
      await mark(page);

      await tick(page, 'brand', brand.value);
      await expect.poll(() => new URL(page.url()).search).toBe(`?brand=${brand.value}`);
      await expect.poll(() => chips.count()).toBe(1);
      await expect.poll(() => total.textContent()).not.toBe(allTotal);
      const brandTotal = await total.textContent();
      expect(numberIn(brandTotal)).toBeLessThan(numberIn(allTotal));

      await tick(page, panel.facet, panel.value);
      await expect.poll(() => new URL(page.url()).search).toBe(`?brand=${brand.value}&${panel.facet}=${panel.value}`);
      await expect.poll(() => chips.count()).toBe(2);
      await expect.poll(() => total.textContent()).not.toBe(brandTotal);
      const filteredTotal = numberIn(await total.textContent());
      expect(filteredTotal).toBeGreaterThan(0);
      expect(filteredTotal).toBeLessThan(numberIn(brandTotal));
      expect(await marker(page)).toBe(1);

      if (c.phone) {
        await page.click('[data-test="filter-dialog-done"]');
        await expect.poll(() => page.locator('[data-test="filter-dialog"]').count()).toBe(0);
      }

      // One chip per selection, and every card left is of the chosen brand (the brand line above the name).
      expect(await chips.allTextContents()).toEqual([brand.name, expect.stringContaining(panel.label)]);
      expect(await cards.count()).toBe(filteredTotal);
      expect(
        await page.locator('[data-test="product-grid"] [data-test="product-card-brand"]').allTextContents(),
      ).toEqual(Array(filteredTotal).fill(brand.name));

      const firstLink = cards.first().locator('[data-test="product-card-link"]');
      const name = (await firstLink.textContent()) ?? '';
      expect(name).toContain(brand.name);
      await firstLink.click();
      await expect.poll(() => new URL(page.url()).pathname).toMatch(new RegExp(`^${c.prefix}/produs/`));
      await expect.poll(() => page.title()).toBe(`${name} - Electro Shop`);
      expect(await page.title()).toContain(brand.name);

      await page.goBack();
      await expect.poll(() => new URL(page.url()).pathname).toBe(path);
      expect(new URL(page.url()).search).toBe(`?brand=${brand.value}&${panel.facet}=${panel.value}`);
      await expect.poll(() => chips.allTextContents()).toEqual([brand.name, expect.stringContaining(panel.label)]);
      await expect.poll(() => cards.count()).toBe(filteredTotal);
      expect(numberIn(await total.textContent())).toBe(filteredTotal);
      expect(await marker(page)).toBe(1);
    });

    /** Types the query into the header search and waits for product suggestions. */
    const typeQuery = async (page: Page) => {
      await page.goto(c.prefix === '' ? '/' : c.prefix);
      const input = page.locator('[data-test="search-input"]');
      // On a phone the search field wraps to a row of its own in the header, still on screen.
      expect(await input.isVisible()).toBe(true);
      expect(await page.locator('[data-test="site-header"] [data-test="search-input"]').count()).toBe(1);
      await input.fill(query);
      await expect.poll(() => input.getAttribute('aria-expanded')).toBe('true');
      const products = page.locator('[role="listbox"] [role="option"][data-test="search-suggestion-product"]');
      await expect.poll(() => products.count()).toBeGreaterThan(0);

      return { input, products };
    };

    test('shows results for a misspelled query without diacritics on Enter', async () => {
      const { page } = session;
      const { input } = await typeQuery(page);
      expect(await input.getAttribute('aria-activedescendant')).toBeNull();

      await input.press('Enter');
      await expect.poll(() => new URL(page.url()).pathname).toBe(`${c.prefix}/cautare`);
      expect(new URL(page.url()).searchParams.get('q')).toBe(query);
      const names = page.locator('[data-test="product-grid"] article [data-test="product-card-link"]');
      await expect.poll(() => names.count()).toBeGreaterThan(0);
      expect(await names.first().textContent()).toContain(c.expectedName);
    });

    test('opens the product of a suggestion chosen with ArrowDown and Enter', async () => {
      const { page } = session;
      const { input, products } = await typeQuery(page);

      await input.press('ArrowDown');
      const first = products.first();
      await expect.poll(() => first.getAttribute('aria-selected')).toBe('true');
      expect(await input.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
      const name = (await first.locator('[data-test="search-suggestion-name"]').textContent()) ?? '';
      expect(name).toContain(c.expectedName);

      await input.press('Enter');
      await expect.poll(() => new URL(page.url()).pathname).toMatch(new RegExp(`^${c.prefix}/produs/`));
      await expect.poll(() => page.title()).toBe(`${name} - Electro Shop`);
    });
  });
}

import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

import { openSession, type Session } from './support/browser';
import { twoSmartTvs } from './support/products';

// Two televisions of the seeded demo catalogue's Smart TV category, of different brands, read from the database.
let TVS: [string, string] = ['', ''];

test.beforeAll(() => {
  TVS = twoSmartTvs();
});

const texts = {
  ro: { compareTitle: 'Comparare produse', favouritesTitle: 'Favorite', tab: 'Smart TV (2)' },
  ru: { compareTitle: 'Сравнение товаров', favouritesTitle: 'Избранное', tab: 'Smart TV (2)' },
} as const;

async function text(page: Page, selector: string): Promise<string> {
  return ((await page.textContent(selector)) ?? '').trim();
}

/** Waits until a header badge (present, if hidden on phones) shows a count; an empty list has no badge. */
async function waitForCount(page: Page, counter: 'compare' | 'favorites', count: number): Promise<void> {
  await page.waitForFunction(
    ([selector, expected]) => (document.querySelector(selector)?.textContent?.trim() ?? '0') === expected,
    [`[data-test="counter-${counter}"]`, String(count)] as const,
    { timeout: 15_000 },
  );
}

/** Adds a product to a list from its product page and waits until the server's answer is in. */
async function saveFromProductPage(page: Page, prefix: string, slug: string, toggle: string): Promise<void> {
  await page.goto(`${prefix}/produs/${slug}`);
  const selector = `[data-test="product-buy-box"] [data-test="${toggle}"]`;
  await page.click(selector);
  await page.waitForSelector(`${selector}[data-saved="true"]`);
  await page.waitForLoadState('networkidle');
}

/** The visible spec rows of the open tab: code and cell texts. */
async function specRows(page: Page): Promise<{ code: string; values: string[] }[]> {
  return page.$$eval('[data-test="compare-panel"]:not([hidden]) tr[data-test^="compare-row-"]', (rows) =>
    rows.map((row) => ({
      code: (row.getAttribute('data-test') ?? '').replace('compare-row-', ''),
      values: [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? ''),
    })),
  );
}

// Romanian on a desktop window, Russian on a 390 px phone.
for (const [locale, viewport] of [
  ['ro', { width: 1280, height: 900 }],
  ['ru', { width: 390, height: 844 }],
] as const) {
  test.describe(`Favourites and compare in Chromium (${locale})`, () => {
    const prefix = locale === 'ro' ? '' : '/ru';
    const strings = texts[locale];
    let session: Session;

    test.beforeAll(async ({ browser }) => {
      session = await openSession(browser, viewport);
    });

    test.afterAll(async () => {
      await session.close();
    });

    test('compares two TVs: only the differences, then one removed', async () => {
      const { page } = session;
      for (const slug of TVS) {
        await saveFromProductPage(page, prefix, slug, 'compare-toggle');
      }
      await waitForCount(page, 'compare', 2);

      await page.goto(`${prefix}/compara`);
      expect(await page.title()).toContain(strings.compareTitle);
      expect(await text(page, '[role="tab"][aria-selected="true"]')).toBe(strings.tab);
      const all = await specRows(page);
      expect(all.length).toBeGreaterThan(2);
      expect(all.every((row) => row.values.length === 2)).toBe(true);
      const differing = all.filter((row) => row.values[0] !== row.values[1]).map((row) => row.code);
      expect(differing.length).toBeGreaterThan(0);

      await page.click('[data-test="compare-only-differences"]');
      const shown = await specRows(page);
      expect(shown.map((row) => row.code)).toEqual(differing);

      await page.click(`[data-test="compare-product-${TVS[0]}"] [data-test="compare-remove"]`);
      await page.waitForSelector(`[data-test="compare-product-${TVS[0]}"]`, { state: 'detached' });
      await waitForCount(page, 'compare', 1);
      expect(await page.$$eval('[data-test="compare-product-link"]', (links) => links.length)).toBe(1);
      expect(await text(page, '[role="tab"][aria-selected="true"]')).toBe('Smart TV (1)');
    });

    test('saves a favourite from a product card, counts it and lists it on /favorite', async () => {
      const { page } = session;
      await page.goto(`${prefix}/produse-noi`);
      const card = page.locator('article[data-test^="product-card-"]').first();
      const slug = ((await card.getAttribute('data-test')) ?? '').replace('product-card-', '');
      await card.locator('[data-test="favourite-toggle"]').click();
      expect(await card.locator('[data-test="favourite-toggle"]').getAttribute('aria-pressed')).toBe('true');
      await waitForCount(page, 'favorites', 1);

      if (viewport.width < 640) {
        // Phones: the header hides the icon; the side menu shows the count and leads to the page.
        await page.click('[data-test="burger"]');
        expect(await text(page, '[data-test="side-menu-favorites-count"]')).toBe('1');
        await page.click('[data-test="side-menu-favorites"]');
      } else {
        await page.click('[data-test="header-favorites"]');
      }
      await page.waitForURL((url) => url.pathname === `${prefix}/favorite`);
      await page.waitForSelector(`[data-test="favourites-list"] [data-test="product-card-${slug}"]`);
      expect(await page.title()).toContain(strings.favouritesTitle);

      // Taking it off on the page empties the list.
      await page.click(`[data-test="product-card-${slug}"] [data-test="favourite-toggle"]`);
      await page.waitForSelector('[data-test="favourites-empty"]');
      await waitForCount(page, 'favorites', 0);
    });
  });
}

test.describe('A guest who signs in (Chromium)', () => {
  let session: Session;

  test.beforeAll(async ({ browser }) => {
    session = await openSession(browser, { width: 1280, height: 900 });
  });

  test.afterAll(async () => {
    await session.close();
  });

  test('finds the favourites and compare list collected before signing in', async ({ browser }) => {
    const email = `lists.${Date.now()}@example.md`;
    const password = 'o parolă destul de lungă';

    // The account is made in a browser of its own, so the guest's browser is a plain guest.
    const registration = await openSession(browser, { width: 1280, height: 900 });
    const reg = registration.page;
    await reg.goto('/inregistrare');
    for (const [name, value] of Object.entries({
      name: 'Ion Rusu',
      email,
      phone: '+373 69 111 222',
      password,
      password_confirmation: password,
    })) {
      await reg.fill(`[data-test="field-${name}"]`, value);
    }
    await reg.click('[data-test="field-terms"]');
    await reg.click('[data-test="submit"]');
    await reg.waitForURL((url) => url.pathname === '/inregistrare/trimis', { timeout: 15_000 });
    await registration.close();

    const { page } = session;
    await saveFromProductPage(page, '', TVS[1], 'favourite-toggle');
    await saveFromProductPage(page, '', TVS[0], 'compare-toggle');

    await page.goto('/autentificare');
    await page.fill('[data-test="field-email"]', email);
    await page.fill('[data-test="field-password"]', password);
    await page.click('[data-test="submit"]');
    await page.waitForURL((url) => url.pathname.startsWith('/cont'), { timeout: 15_000 });

    await page.goto('/favorite');
    await page.waitForSelector(`[data-test="product-card-${TVS[1]}"]`);
    expect(await text(page, '[data-test="counter-favorites"]')).toBe('1');
    await page.goto('/compara');
    await page.waitForSelector(`[data-test="compare-product-${TVS[0]}"]`);
    expect(await text(page, '[data-test="counter-compare"]')).toBe('1');

    // The lists now belong to the account: a fresh browser that signs in finds them too.
    const fresh = await openSession(browser, { width: 1280, height: 900 });
    await fresh.page.goto('/autentificare');
    await fresh.page.fill('[data-test="field-email"]', email);
    await fresh.page.fill('[data-test="field-password"]', password);
    await fresh.page.click('[data-test="submit"]');
    await fresh.page.waitForURL((url) => url.pathname.startsWith('/cont'), { timeout: 15_000 });
    await fresh.page.goto('/favorite');
    await fresh.page.waitForSelector(`[data-test="product-card-${TVS[1]}"]`);
    await fresh.close();
  });
});

import { expect, test } from './support/fixtures';
import { openSession, type Session } from './support/browser';

// A shopper's first steps on the demo catalogue: home page, sliders, a category, its pages, the other language.
test.describe('Storefront pages in Chromium', () => {
  let session: Session;

  test.beforeAll(async ({ browser }) => {
    session = await openSession(browser);
  });

  test.afterAll(async () => {
    await session.close();
  });

  test('shows the home page with products, prices in lei and stores, in Romanian and Russian', async () => {
    const { page } = session;
    for (const [path, currency] of [
      ['/', 'lei'],
      ['/ru', 'лей'],
    ] as const) {
      await page.goto(path);
      const firstPrice = page.locator('[data-test="slider-new"] [data-test="product-price"]').first();
      await expect
        .poll(() => firstPrice.textContent())
        .toMatch(new RegExp(`^\\d{1,3}(\\u00a0\\d{3})*\\u00a0${currency}$`));
      expect(await page.locator('[data-test="slider-sales"] article').count()).toBeGreaterThan(0);
      expect(await page.locator('[data-test="home-stores"] li').count()).toBeGreaterThanOrEqual(8);
    }
  });

  test('refreshes the home widgets through the API once a phone scrolls to them, in both languages', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      for (const [path, lang] of [
        ['/', 'ro'],
        ['/ru', 'ru'],
      ] as const) {
        const calls: string[] = [];
        const onRequest = (request: { url(): string }) => {
          if (request.url().includes('/api/main/slider-new_products/')) calls.push(request.url());
        };
        page.on('request', onRequest);
        await page.goto(path, { waitUntil: 'networkidle' });
        // Below the fold on a phone: the lists come from the page, the API client is not loaded yet.
        expect(calls).toEqual([]);
        expect(await page.locator('[data-test="slider-new"] article').count()).toBeGreaterThan(0);

        const refreshed = page.waitForResponse((response) => response.url().includes('/api/main/slider-new_products/'));
        await page.locator('[data-test="slider-new"]').scrollIntoViewIfNeeded();
        expect(new URL((await refreshed).url()).searchParams.get('lang')).toBe(lang);
        page.off('request', onRequest);
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  test('scrolls a slider with its arrow buttons', async () => {
    const { page } = session;
    await page.goto('/');
    const track = page.locator('[data-test="slider-popular"] ul');
    expect(await track.evaluate((el) => el.scrollLeft)).toBe(0);

    await page.click('[data-test="slider-popular-next"]');
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
    await page.click('[data-test="slider-popular-prev"]');
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(0);

    // The row itself takes focus, so the arrow keys scroll it too.
    await track.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });

  test('goes from a category tile to its page, then to a subcategory and the next page of products', async () => {
    const { page } = session;
    await page.goto('/');
    await page.locator('[data-test="home-categories"] a').nth(3).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/categorie-produs/electrocasnice-mari');
    expect(await page.locator('[data-test="category-heading"]').textContent()).toBe('Electrocasnice mari');
    expect(await page.title()).toBe('Electrocasnice mari - Electro Shop');
    expect(await page.locator('[data-test="product-grid"] article').count()).toBe(24);

    await page.click('[data-test="pagination-next"]');
    await expect.poll(() => new URL(page.url()).search).toBe('?page=2');

    await page.locator('[data-test="category-children"] a').first().click();
    await expect.poll(() => page.locator('[data-test="breadcrumbs"] li').count()).toBe(3);
  });

  test('switches a category page to Russian and keeps the page', async () => {
    const { page } = session;
    await page.goto('/categorie-produs/tv-audio-foto/televizoare');
    await page.click('[data-test="locale-switch"]');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/ru/categorie-produs/tv-audio-foto/televizoare');
    await expect.poll(() => page.locator('[data-test="category-heading"]').textContent()).toBe('Телевизоры');
  });
});

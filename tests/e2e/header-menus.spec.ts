import { expect, test } from './support/fixtures';
import { openSession, type Session } from './support/browser';

// The header's menus as shoppers use them, on a desktop and on a phone.
test.describe('Header menus in Chromium', () => {
  let desktop: Session;
  let phone: Session;

  test.beforeAll(async ({ browser }) => {
    desktop = await openSession(browser, { width: 1280, height: 900 });
    phone = await openSession(browser, { width: 390, height: 844 });
  });

  test.afterAll(async () => {
    await desktop.close();
    await phone.close();
  });

  const selected = (session: Session) =>
    session.page.locator('[data-test="catalog-menu"] [data-selected="true"]').getAttribute('data-test');

  test('opens the mega-menu after a 300 ms spinner, selects on hover after 300 ms, and closes on a link', async () => {
    const { page } = desktop;
    await page.goto('/');
    await page.waitForSelector('[data-test="catalog-button"]');
    const opening = await page.evaluate(
      () =>
        new Promise<{ delay: number; spinner: boolean }>((resolve) => {
          const start = performance.now();
          let spinner = false;
          (document.querySelector('[data-test="catalog-button"]') as HTMLButtonElement).click();
          const check = () => {
            spinner ||= document.querySelector('[data-test="catalog-spinner"]') !== null;
            if (document.querySelector('[data-test="catalog-menu"]') !== null)
              resolve({ delay: performance.now() - start, spinner });
            else requestAnimationFrame(check);
          };
          check();
        }),
    );
    expect(opening.spinner).toBe(true);
    expect(opening.delay).toBeGreaterThanOrEqual(295);
    expect(await selected(desktop)).toBe('catalog-menu-top-telefoane-si-gadgeturi');

    // Measured inside the page, so a slow machine cannot make the delay look shorter than it is.
    const hoverDelay = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const target = document.querySelector('[data-test="catalog-menu-top-tv-audio-foto"]')!;
          const start = performance.now();
          target.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
          const check = () => {
            const now = document.querySelector('[data-test="catalog-menu"] [data-selected="true"]');
            if (now?.getAttribute('data-test') === 'catalog-menu-top-tv-audio-foto') resolve(performance.now() - start);
            else requestAnimationFrame(check);
          };
          check();
        }),
    );
    expect(hoverDelay).toBeGreaterThanOrEqual(295);
    expect(await selected(desktop)).toBe('catalog-menu-top-tv-audio-foto');

    await page.click('[data-test="catalog-menu-link-smart-tv"]');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/categorie-produs/tv-audio-foto/televizoare/smart-tv');
    expect(await page.locator('[data-test="catalog-menu"]').count()).toBe(0);
  });

  test('works with the keyboard: Enter opens the catalog, Escape closes it and gives focus back', async () => {
    const { page } = desktop;
    await page.goto('/ru');
    await page.focus('[data-test="catalog-button"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-test="catalog-menu"]');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[data-test="catalog-menu"]').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-test'))).toBe('catalog-button');

    await page.focus('[data-test="burger"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-test="side-menu"]');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[data-test="side-menu"]').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-test'))).toBe('burger');
  });

  test('clears the search box on a click outside it', async () => {
    const { page } = desktop;
    await page.goto('/');
    await page.fill('[data-test="search-input"]', 'televizor');
    await page.click('[data-test="search-input"]');
    expect(await page.inputValue('[data-test="search-input"]')).toBe('televizor');
    // Outside the box and its suggestions (the list now ends with "see all results" and reaches further down): the
    // page's empty left margin, where a click opens nothing.
    await page.mouse.click(4, 600);
    await expect.poll(() => page.inputValue('[data-test="search-input"]')).toBe('');
  });

  test('drills down the three category levels in the side menu on a phone, in Russian', async () => {
    const { page } = phone;
    await page.goto('/ru');
    expect(await page.locator('[data-test="catalog-button"]').isVisible()).toBe(false);

    await page.click('[data-test="burger"]');
    await page.waitForSelector('[data-test="side-menu"]');
    await page.click('[data-test="side-menu-catalog-button"]');
    await page.click('[data-test="side-menu-expand-electrocasnice-mari"]');
    await page.click('[data-test="side-menu-expand-masini-de-spalat-rufe"]');
    await page.click('[data-test="side-menu-category-incarcare-frontala"]');

    await expect
      .poll(() => new URL(page.url()).pathname)
      .toBe('/ru/categorie-produs/electrocasnice-mari/masini-de-spalat-rufe/incarcare-frontala');
    await expect.poll(() => page.locator('[data-test="side-menu"]').count()).toBe(0);
    expect(await page.locator('[data-test="category-heading"]').textContent()).toBe('С фронтальной загрузкой');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('closes the side menu from its overlay', async () => {
    const { page } = phone;
    await page.goto('/');
    await page.click('[data-test="burger"]');
    await page.waitForSelector('[data-test="side-menu"]');
    await page.mouse.click(370, 400);
    await expect.poll(() => page.locator('[data-test="side-menu"]').count()).toBe(0);
  });
});

import { expect, test } from './support/fixtures';
import { openSession, type Session } from './support/browser';

// The store layout frame as a shopper meets it: both languages, the language switch, appearance, keyboard use.
test.describe('Store layout frame in Chromium', () => {
  let session: Session;

  test.beforeAll(async ({ browser }) => {
    session = await openSession(browser);
  });

  test.afterAll(async () => {
    await session.close();
  });

  test('serves the home page in Romanian at / and in Russian at /ru with titles and alternates', async () => {
    const { page } = session;
    await page.goto('/');
    expect(await page.getAttribute('html', 'lang')).toBe('ro');
    expect(await page.title()).toBe('Electronice și electrocasnice - Electro Shop');
    expect(await page.locator('link[rel="alternate"][hreflang="ru"]').getAttribute('href')).toMatch(/\/ru$/);

    await page.goto('/ru');
    expect(await page.getAttribute('html', 'lang')).toBe('ru');
    expect(await page.title()).toBe('Электроника и бытовая техника - Electro Shop');
  });

  test('switches language to the same page without a full reload, and back', async () => {
    const { page } = session;
    await page.goto('/');
    await page.evaluate(() => ((window as { marker?: string }).marker = 'kept'));

    await page.click('[data-test="locale-switch"]');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('ru');
    expect(new URL(page.url()).pathname).toBe('/ru');
    await expect.poll(() => page.title()).toBe('Электроника и бытовая техника - Electro Shop');
    expect(await page.evaluate(() => (window as { marker?: string }).marker)).toBe('kept');

    await page.click('[data-test="locale-switch"]');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('ro');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('keeps the language of an unknown page on its 404 and offers the way home', async () => {
    const { page } = session;
    const response = await page.goto('/ru/nu-exista');
    expect(response?.status()).toBe(404);
    expect(await page.getAttribute('html', 'lang')).toBe('ru');
    expect(await page.locator('[data-test="error-status"]').textContent()).toBe('404');

    await page.click('[data-test="error-home-link"]');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/ru');
  });

  test('stores the appearance choice, applies it before paint on the next load, and follows the system live', async () => {
    const { page, context } = session;
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await isDark()).toBe(false);

    await page.check('[data-test="appearance-dark"]');
    await expect.poll(isDark).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('appearance'))).toBe('dark');
    const cookie = (await context.cookies()).find((c) => c.name === 'appearance');
    expect(cookie?.value).toBe('dark');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

    // The server renders the class from the cookie: no light flash on the next load.
    const html = await (await page.request.get('/ru')).text();
    expect(html).toContain('<html lang="ru" class="dark">');

    await page.check('[data-test="appearance-system"]');
    await expect.poll(isDark).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(isDark).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(isDark).toBe(false);

    await page.check('[data-test="appearance-light"]');
    await page.emulateMedia({ colorScheme: 'dark' });
    // Media query changes are dispatched when the page next renders: after a frame the app has heard of this one.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
    expect(await isDark()).toBe(false);
  });

  test('can be used with the keyboard alone: skip link first, then the header controls', async () => {
    const { page } = session;
    await page.goto('/');
    await page.waitForSelector('[data-test="skip-link"]', { state: 'attached' });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-test'))).toBe('skip-link');

    const reached = new Set<string>();
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(() => document.activeElement?.getAttribute('data-test') ?? '');
      reached.add(name);
    }
    for (const control of ['top-link-home', 'burger', 'logo-link', 'catalog-button', 'search-input', 'locale-switch']) {
      expect(reached).toContain(control);
    }
  });
});

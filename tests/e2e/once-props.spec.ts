import { expect, test } from './support/fixtures';

import { baseUrl, openSession, type Session } from './support/browser';

// The translations and the category tree travel once: a full page load takes them from two files the browser keeps
// (not from the HTML), an Inertia visit leaves them out because the client says it holds them, and a second full
// load finds the files in the browser's cache.

type PageJson = {
  props: Record<string, unknown>;
  onceProps?: Record<string, unknown>;
  onceFiles?: Record<string, string>;
};

const embedded = (html: string): PageJson =>
  JSON.parse(/<script data-page="app" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!) as PageJson;

test.describe('Once-props in Chromium', () => {
  let session: Session;

  test.beforeAll(async ({ browser }) => {
    session = await openSession(browser, { width: 390, height: 844 });
  });

  test.afterAll(async () => {
    await session.close();
  });

  test('loads them from cached files on a full load and leaves them out of Inertia visits', async () => {
    const { page, context } = session;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const files: Array<{ url: string; cached: boolean }> = [];
    cdp.on('Network.responseReceived', (event) => {
      if (event.response.url.includes('/page-data/')) {
        files.push({ url: event.response.url, cached: event.response.fromDiskCache === true });
      }
    });

    const first = await page.goto('/');
    const html = await first!.text();
    const data = embedded(html);
    expect(Object.keys(data.props)).not.toContain('translations');
    expect(Object.keys(data.props)).not.toContain('catalog');
    expect(Object.keys(data.onceFiles ?? {}).sort()).toEqual(['catalog', 'translations']);
    await expect.poll(() => files.length).toBe(2);
    expect(files.every((file) => !file.cached)).toBe(true);
    const translations = (await (await page.request.get(data.onceFiles!.translations!)).json()) as Record<
      string,
      string
    >;
    expect(Object.keys(translations).length).toBeGreaterThan(500);
    // Not in the HTML: no translation key is (the rendered texts are).
    expect(html).not.toContain('"breadcrumbs.home"');

    // An Inertia visit: the client says what it holds, the answer leaves both out.
    const visit = page.waitForResponse(
      (response) =>
        response.request().headers()['x-inertia'] === 'true' && response.url().includes('/categorie-produs/'),
    );
    await page.locator('[data-test="home-categories"] a[href*="/categorie-produs/"]').first().click();
    const response = await visit;
    expect(response.request().headers()['x-inertia-except-once-props']?.split(',').sort()).toEqual([
      'catalog.ro',
      'translations.ro',
    ]);
    const json = (await response.json()) as PageJson;
    expect(Object.keys(json.props)).not.toContain('translations');
    expect(Object.keys(json.props)).not.toContain('catalog');
    expect(Object.keys(json.onceProps ?? {}).sort()).toEqual(['catalog.ro', 'translations.ro']);
    await page.waitForURL((url) => url.pathname.startsWith('/categorie-produs/'));
    // Still translated after the visit: the client kept its copy.
    await expect
      .poll(() => page.locator('[data-test="breadcrumbs"] a').first().textContent())
      .toBe(translations['breadcrumbs.home'] ?? 'Acasă');

    // A second full load: the same two files, from the browser's cache.
    files.length = 0;
    await page.goto(`${baseUrl}/`);
    await expect.poll(() => files.length).toBe(2);
    expect(files.every((file) => file.cached)).toBe(true);
  });

  test('brings the other language with the first visit to it', async () => {
    const { page } = session;
    await page.goto('/');
    const visit = page.waitForResponse(
      (response) => response.request().headers()['x-inertia'] === 'true' && new URL(response.url()).pathname === '/ru',
    );
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('[data-test="locale-switch"]')?.click());
    const json = (await (await visit).json()) as PageJson;
    expect(Object.keys(json.props)).toContain('translations');
    expect(Object.keys(json.props)).toContain('catalog');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('ru');
  });
});

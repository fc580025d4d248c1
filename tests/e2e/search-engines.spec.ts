import { spawnSync } from 'node:child_process';
import { expect, test } from './support/fixtures';
import { openSession, type Session } from './support/browser';
import { baseUrl, root, serverEnv } from './support/server';

// What crawlers read, over real HTTP: robots.txt, the sitemap and the pages it lists; and the robots tag kept right
// while a shopper moves between indexable and private pages without reloading.
test.describe('Search engines in Chromium', () => {
  let session: Session;
  const robots = (session: Session) => session.page.locator('meta[name="robots"]');

  test.beforeAll(async ({ browser }) => {
    session = await openSession(browser);
  });

  test.afterAll(async () => {
    await session.close();
  });

  test('adds the noindex tag on search results reached client-side and drops it on the way back', async () => {
    const { page } = session;
    await page.goto('/');
    expect(await robots(session).count()).toBe(0);
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((s) => (JSON.parse(s.textContent ?? '{}') as { '@type'?: string })['@type']),
      );
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    await page.evaluate(() => ((window as { marker?: string }).marker = 'kept'));

    await page.fill('[data-test="search-input"]', 'televizor');
    await page.press('[data-test="search-input"]', 'Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/cautare');
    await expect.poll(() => robots(session).count()).toBe(1);
    expect(await robots(session).getAttribute('content')).toBe('noindex, follow');
    expect(await page.evaluate(() => (window as { marker?: string }).marker)).toBe('kept');

    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => robots(session).count()).toBe(0);
    expect(await page.evaluate(() => (window as { marker?: string }).marker)).toBe('kept');
  });

  test('serves robots.txt and the sitemap, whose pages open indexable in both languages', async () => {
    const run = spawnSync('php', ['artisan', 'sitemap:generate', '--no-interaction'], {
      cwd: root,
      env: serverEnv(),
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    // Not a terminal: no progress bar in the output.
    expect(run.stdout).toMatch(/^Sitemap: \d+ URLs in \d+ files/);

    const robotsTxt = await fetch(`${baseUrl}/robots.txt`);
    expect(robotsTxt.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
    expect(await robotsTxt.text()).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);

    const index = await fetch(`${baseUrl}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('application/xml; charset=UTF-8');
    expect(index.headers.get('set-cookie')).toBeNull();
    const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    const products = files.find((file) => file.endsWith('/sitemaps/products-1.xml'));
    expect(products).toBeDefined();

    const chunk = await (await fetch(products ?? '')).text();
    const urls = [...chunk.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    const [ro, ru] = urls;
    expect(ru).toBe(ro?.replace(baseUrl, `${baseUrl}/ru`));
    for (const url of [ro, ru]) {
      const response = await session.page.goto(url ?? '');
      expect(response?.status()).toBe(200);
      expect(await robots(session).count()).toBe(0);
      await expect.poll(() => session.page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
    }
  });
});

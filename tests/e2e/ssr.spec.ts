import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

import { php } from './shopping/client';
import { baseUrl, openSession, type Session } from './support/browser';
import {
  ssrIsUp,
  ssrProcesses,
  startSsrServer,
  startSupervisedSsrServer,
  stopSsrServer,
  waitForSsrServer,
} from './support/server';

// Server-side rendering: with JavaScript turned off the served HTML alone shows each storefront page's content, in
// both languages; with the SSR server stopped the same pages still work, rendered in the browser.

const languages = [
  { language: 'Romanian', prefix: '', price: /^[\d\s]+lei$/, total: /^\d+ produse$/, hours: /\d{2}:\d{2}/ },
  { language: 'Russian', prefix: '/ru', price: /^[\d\s]+лей$/, total: /^Товаров: \d+$/, hours: /\d{2}:\d{2}/ },
] as const;

// A category of the seeded demo catalogue with brands and specs to filter by.
const category = '/categorie-produs/tv-audio-foto/televizoare/smart-tv';

const texts = (page: Page, selector: string) =>
  page.$$eval(selector, (elements) => elements.map((element) => (element.textContent ?? '').trim()));

const hrefs = (page: Page, selector: string) =>
  page.$$eval(selector, (elements) => elements.map((element) => element.getAttribute('href') ?? ''));

/** Opens a page and checks it came from the server already rendered (the root element says so). */
async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  expect(await page.locator('#app[data-server-rendered="true"]').count()).toBe(1);
  // The head's tags once each: the root view prints them, the server-rendered body does not add copies.
  for (const tag of ['title', 'link[rel="canonical"]', 'link[hreflang="ru"]', 'meta[name="description"]']) {
    expect(await page.locator(`head ${tag}`).count(), tag).toBeLessThanOrEqual(1);
  }
  expect(await page.locator('head title').count()).toBe(1);
  expect(await page.locator('head link[rel="canonical"]').count()).toBe(1);
}

for (const l of languages) {
  test.describe(`Pages without JavaScript in ${l.language}`, () => {
    let session: Session;

    test.beforeAll(async ({ browser }) => {
      session = await openSession(browser, { width: 1280, height: 900 }, { javaScriptEnabled: false });
    });

    test.afterAll(async () => {
      await session.close();
    });

    test('shows the home page with its categories and products with prices', async () => {
      const { page } = session;
      await visit(page, l.prefix || '/');

      expect(await page.getAttribute('html', 'lang')).toBe(l.language === 'Romanian' ? 'ro' : 'ru');
      const categoryLinks = await hrefs(page, '[data-test="home-categories"] a[href*="/categorie-produs/"]');
      expect(categoryLinks.length).toBeGreaterThan(3);
      expect(categoryLinks.every((href) => href.includes(`${l.prefix}/categorie-produs/`))).toBe(true);
      const prices = await texts(page, '[data-test="slider-new"] [data-test="product-price"]');
      expect(prices.length).toBeGreaterThan(0);
      prices.forEach((price) => expect(price.replace(/\u00a0/g, ' ')).toMatch(l.price));
    });

    test('shows a category with breadcrumbs, product cards with prices and filters with counts', async () => {
      const { page } = session;
      await visit(page, `${l.prefix}${category}`);

      const crumbs = await hrefs(page, '[data-test="breadcrumbs"] a');
      expect(crumbs.length).toBeGreaterThanOrEqual(2);
      expect(await page.textContent('[data-test="listing-total"]')).toMatch(l.total);
      const cards = page.locator('[data-test="product-grid"] article[data-test^="product-card-"]');
      expect(await cards.count()).toBeGreaterThan(0);
      const prices = await texts(page, '[data-test="product-grid"] [data-test="product-price"]');
      expect(prices.length).toBe(await cards.count());
      prices.forEach((price) => expect(price.replace(/\u00a0/g, ' ')).toMatch(l.price));

      const counts = await page.$$eval('[data-test="facet-brand"] label', (labels) =>
        labels.map((label) => Number(label.querySelector('span.tabular-nums')?.textContent ?? 'NaN')),
      );
      expect(counts.length).toBeGreaterThan(1);
      counts.forEach((count) => expect(count).toBeGreaterThanOrEqual(0));
      expect(counts.some((count) => count > 0)).toBe(true);
    });

    test('shows a product with its name, price and specifications', async () => {
      const { page } = session;
      await visit(page, `${l.prefix}${category}`);
      const [link] = await hrefs(page, '[data-test="product-grid"] [data-test="product-card-link"]');
      const name = (await page.textContent('[data-test="product-grid"] [data-test="product-card-link"]'))?.trim();
      expect(link).toBeTruthy();

      await visit(page, link!);
      expect((await page.textContent('[data-test="product-heading"]'))?.trim()).toBe(name);
      expect(
        ((await page.textContent('[data-test="product-buy-box"] [data-test="product-price"]')) ?? '')
          .trim()
          .replace(/\u00a0/g, ' '),
      ).toMatch(l.price);
      expect(await page.locator('[data-test="product-specs"] [data-test^="spec-"]').count()).toBeGreaterThan(2);
    });

    test('shows a blog post with its text', async () => {
      const { page } = session;
      await visit(page, `${l.prefix}/blog`);
      const [link] = await hrefs(page, '[data-test="blog-post-link"]');
      expect(link).toBeTruthy();

      await visit(page, link!);
      expect(((await page.textContent('[data-test="post-heading"]')) ?? '').trim().length).toBeGreaterThan(5);
      expect(((await page.textContent('[data-test="post-body"]')) ?? '').trim().length).toBeGreaterThan(200);
    });

    test('shows the stores with their addresses and hours', async () => {
      const { page } = session;
      await visit(page, `${l.prefix}/contacte/magazine`);

      const stores = page.locator('[data-test="store-card"]');
      expect(await stores.count()).toBeGreaterThan(1);
      const addresses = await texts(page, '[data-test="store-card"] [data-test="store-address"]');
      expect(addresses.length).toBe(await stores.count());
      addresses.forEach((address) => expect(address.length).toBeGreaterThan(5));
      const cards = await texts(page, '[data-test="store-card"]');
      cards.forEach((card) => expect(card).toMatch(l.hours));
    });
  });
}

test.describe('Pages while the SSR server is down', () => {
  let session: Session;

  test.beforeAll(async ({ browser }) => {
    session = await openSession(browser);
    await stopSsrServer();
    // Pages rendered on the server before the outage would still come from the page cache.
    php("Illuminate\\Support\\Facades\\Artisan::call('page-cache:clear');");
  });

  test.afterAll(async () => {
    if (!(await ssrIsUp())) {
      startSsrServer().unref();
      await waitForSsrServer();
    }
    await session.close();
  });

  test('renders them in the browser, then on the server again once it is back', async () => {
    const { page } = session;
    expect(await ssrIsUp()).toBe(false);

    for (const path of ['/', `/ru${category}`]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const html = await response!.text();
      expect(html).not.toContain('data-server-rendered');
      expect(html).toContain('<script data-page="app" type="application/json"');
      // The browser renders the page from its data.
      await page.locator('[data-test="site-header"]').waitFor();
      await page.locator('[data-test="product-price"]').first().waitFor();
    }

    startSsrServer().unref();
    await waitForSsrServer();
    // The app tries the SSR server again after INERTIA_SSR_RETRY_AFTER (2 s in the browser tests).
    await expect.poll(() => serverRendered('/')).toBe(true);
    await page.goto('/');
    expect(await page.locator('#app[data-server-rendered="true"]').count()).toBe(1);
    await page.locator('[data-test="product-price"]').first().waitFor();
  });
});

/** Whether the page at this path comes as server-rendered HTML. */
async function serverRendered(path: string): Promise<boolean> {
  return (await (await fetch(`${baseUrl}${path}`)).text()).includes('data-server-rendered');
}

/** The pages asked for in a loop while the SSR server is hurt: a page of each kind, in both languages. */
const loopPaths = (): string[] => ['/', `/ru${category}`, '/produse-noi', `${category}?sort=price_asc`];

/**
 * Each page once server-rendered, as the shop has them before a fault. A copy made while the SSR server was down
 * (an earlier test) stays in the page cache for PAGE_CACHE_WITHOUT_SSR_TTL seconds, so it is waited out.
 */
async function warmUp(paths: string[]): Promise<void> {
  for (const path of paths) {
    await expect.poll(() => serverRendered(path), { timeout: 20_000 }).toBe(true);
  }
}

/** `count` requests in turn over the paths, `fault` done before the 11th; what each answered. */
async function askThroughFault(
  paths: string[],
  count: number,
  fault: () => void,
): Promise<{ path: string; status: number; rendered: boolean }[]> {
  const answers: { path: string; status: number; rendered: boolean }[] = [];
  for (let i = 0; i < count; i++) {
    if (i === 10) {
      fault();
    }
    const path = paths[i % paths.length]!;
    const response = await fetch(`${baseUrl}${path}`);
    answers.push({ path, status: response.status, rendered: (await response.text()).includes('data-server-rendered') });
  }

  return answers;
}

test.describe('An SSR worker that crashes under load', () => {
  test('is replaced by itself while every request keeps getting server-rendered pages', async () => {
    if (!(await ssrIsUp())) {
      startSsrServer().unref();
      await waitForSsrServer();
    }
    const before = ssrProcesses();
    expect(before.workers.length).toBe(2);
    const paths = loopPaths();
    await warmUp(paths);

    const answers = await askThroughFault(paths, 80, () => process.kill(before.workers[0]!, 'SIGKILL'));

    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(answers.filter((answer) => !answer.rendered)).toEqual([]);
    await expect.poll(() => ssrProcesses().workers.length, { timeout: 10_000 }).toBe(2);
    expect(ssrProcesses().workers).not.toContain(before.workers[0]);
    expect(ssrProcesses().primary).toBe(before.primary);
    expect(await ssrIsUp()).toBe(true);
  });
});

test.describe('An SSR server killed outright under load, as composer start runs it', () => {
  test.beforeAll(async () => {
    await stopSsrServer();
    startSupervisedSsrServer().unref();
    await waitForSsrServer();
  });

  test.afterAll(async () => {
    // The loop and the server together, then the suite's own server again.
    await stopSsrServer();
    startSsrServer().unref();
    await waitForSsrServer();
  });

  test('keeps every page server-rendered from the page cache, and is started again by its supervisor', async () => {
    test.setTimeout(120_000);
    const paths = loopPaths();
    await warmUp(paths);
    const before = ssrProcesses();
    expect(before.primary).not.toBeNull();

    // The whole server at once: its primary and every worker, with no chance to clean up.
    const answers = await askThroughFault(paths, 60, () => {
      for (const pid of [...before.workers, before.primary!]) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // Gone already.
        }
      }
    });

    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(answers.filter((answer) => !answer.rendered)).toEqual([]);
    // Back by itself: another primary on the port, rendering pages afresh once the cache is emptied.
    await expect
      .poll(
        () => {
          const { primary } = ssrProcesses();
          return primary !== null && primary !== before.primary;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await waitForSsrServer();
    php("Illuminate\\Support\\Facades\\Artisan::call('page-cache:clear');");
    await expect.poll(() => serverRendered('/'), { timeout: 20_000 }).toBe(true);
  });
});

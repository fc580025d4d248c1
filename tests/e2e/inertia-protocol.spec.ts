import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import type { Request, Response } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openSession, type Session } from './support/browser';
import { manifestPath } from './support/server';

// Our Inertia server side against the real @inertiajs/react client, using the fixture pages of routes/e2e.php.
test.describe('Inertia protocol in Chromium', () => {
  let session: Session;

  test.beforeAll(async ({ browser }) => {
    session = await openSession(browser);
  });

  test.afterAll(async () => {
    await session.close();
  });

  test.beforeEach(async () => {
    await session.page.request.get('/__e2e/reset');
  });

  const heading = () => session.page.locator('[data-test="heading"]');
  const setMarker = () => session.page.evaluate(() => ((window as { marker?: string }).marker = 'same document'));
  const marker = () => session.page.evaluate(() => (window as { marker?: string }).marker ?? null);

  test('navigates without a full reload and follows back and forward', async () => {
    const { page } = session;
    await page.goto('/__e2e/first');
    await expect.poll(() => page.title()).toBe('Protocol first - Electro Shop');
    await setMarker();

    await page.click('[data-test="to-second"]');
    await expect.poll(() => heading().textContent()).toBe('Second');
    expect(new URL(page.url()).pathname).toBe('/__e2e/second');
    expect(await page.title()).toBe('Protocol second - Electro Shop');

    await page.goBack();
    await expect.poll(() => heading().textContent()).toBe('First');
    await page.goForward();
    await expect.poll(() => heading().textContent()).toBe('Second');
    expect(await marker()).toBe('same document');
  });

  test('prefetches a link after 75 ms of hover, once, and reuses it on click', async () => {
    const { page } = session;
    const prefetches: Request[] = [];
    const onRequest = (request: Request) => {
      if (new URL(request.url()).pathname === '/__e2e/second') prefetches.push(request);
    };
    await page.goto('/__e2e/first');
    page.on('request', onRequest);

    // A pass over the link shorter than the hover delay fetches nothing.
    const link = page.locator('[data-test="to-second"]');
    const box = await link.boundingBox();
    if (box === null) throw new Error('link not visible');
    await page.mouse.move(box.x + 5, box.y + 5);
    await page.mouse.move(0, 0);
    await page.waitForTimeout(300);
    expect(prefetches).toHaveLength(0);

    await link.hover();
    await expect.poll(() => prefetches.length).toBe(1);
    expect(await prefetches[0]!.headerValue('purpose')).toBe('prefetch');
    // The click is to find the prefetched page in the client's cache: the answer has come whole first.
    await (await prefetches[0]!.response())?.finished();

    await link.click();
    await expect.poll(() => heading().textContent()).toBe('Second');
    expect(prefetches).toHaveLength(1);
    expect(await page.locator('[data-test="hits"]').textContent()).toBe('1');
    page.off('request', onRequest);
  });

  test('reloads only the requested prop', async () => {
    const { page } = session;
    await page.goto('/__e2e/first');
    const before = await page.locator('[data-test="requested-at"]').textContent();
    const visits = await page.locator('[data-test="visits"]').textContent();

    const partial = page.waitForRequest((r) => r.headers()['x-inertia-partial-data'] !== undefined);
    await page.click('[data-test="reload-time"]');
    const request = await partial;
    expect(request.headers()['x-inertia-partial-data']).toBe('requestedAt');
    expect(request.headers()['x-inertia-partial-component']).toBe('testing/protocol-first');

    await expect.poll(() => page.locator('[data-test="requested-at"]').textContent()).not.toBe(before);
    expect(await page.locator('[data-test="visits"]').textContent()).toBe(visits);
  });

  test('loads a deferred prop after the first render', async () => {
    const { page } = session;
    const deferred = page.waitForRequest((r) => r.headers()['x-inertia-partial-data'] === 'slow');
    await page.goto('/__e2e/first');
    await deferred;
    await expect.poll(() => page.locator('[data-test="slow"]').textContent()).toBe('deferred value arrived');
  });

  test('round-trips a form: validation error, then a 303 to the saved page with a flash', async () => {
    const { page } = session;
    await page.goto('/__e2e/form');
    const statuses: number[] = [];
    const onResponse = (response: Response) => {
      if (response.request().method() === 'PUT') statuses.push(response.status());
    };
    page.on('response', onResponse);

    await page.click('[data-test="submit"]');
    await expect.poll(() => page.locator('[data-test="email-error"]').count()).toBe(1);
    expect((await page.locator('[data-test="email-error"]').textContent())?.length).toBeGreaterThan(5);

    await page.fill('[data-test="email"]', 'ion@example.md');
    await page.click('[data-test="submit"]');
    await expect.poll(() => page.locator('[data-test="saved"]').textContent()).toBe('ion@example.md');
    expect(await page.locator('[data-test="email-error"]').count()).toBe(0);
    expect(statuses).toEqual([303, 303]);
    page.off('response', onResponse);
  });

  test('makes a full page load when the asset version changes', async () => {
    const { page } = session;
    const manifest = manifestPath;
    const original = readFileSync(manifest, 'utf8');
    // The pointer may still rest where the earlier tests clicked, on the link: a hover prefetch made before the
    // version changes would then answer the click from the cache, with no version check.
    await page.mouse.move(0, 0);
    await page.goto('/__e2e/first');
    await setMarker();
    try {
      appendFileSync(manifest, '\n');
      await page.click('[data-test="to-second"]');
      await expect.poll(() => heading().textContent()).toBe('Second');
      await expect.poll(() => marker()).toBeNull();
    } finally {
      writeFileSync(manifest, original);
    }
  });
});

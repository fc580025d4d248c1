import { type APIRequestContext, type BrowserContext, type Response as PageResponse } from '@playwright/test';
import { expect, test } from './support/fixtures';

import { php } from './shopping/client';
import { baseUrl, openSession, type Session } from './support/browser';
import { createStaff, signInStaff } from './support/staff';

// Pages for anonymous shoppers over real HTTP with several PHP workers and the application's page cache on (the
// default): a cookie-less visit gets the same public page as everyone, without a cookie; each shopper's first
// action (cart, favourites, newsletter, sign-in) works on the first try; and two guests, a customer and a staff
// member asking for the same URLs in turn each see only their own state.

const PRODUCTS = ['televizor-lg-uhd-55ut73006la-55', 'televizor-samsung-crystal-uhd-ue43du7100u-43'];

type Props = {
  auth: { user: { name: string } | null };
  cart: { count: number };
  favourites: { count: number; ids: number[] };
  locale: string;
};

function propsOf(html: string): Props {
  const match = /<script data-page="app" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html);
  if (match === null) throw new Error('No page data');

  return (JSON.parse(match[1]!) as { props: Props }).props;
}

function productId(slug: string): number {
  return Number(php(`echo App\\Models\\Product::query()->where('slug', '${slug}')->value('id');`).split('\n').pop());
}

/** A write from a context's own cookies, as the pages send it: the XSRF-TOKEN cookie copied into the header. */
async function send(context: BrowserContext, method: 'post' | 'delete', path: string, data: unknown): Promise<number> {
  await context.request.get('/stare');
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.fetch(path, {
    method,
    data,
    headers: { Accept: 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
    maxRedirects: 0,
  });

  return response.status();
}

async function page(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { Accept: 'text/html' } });
  expect(response.status()).toBe(200);

  return { headers: response.headers(), props: propsOf(await response.text()) };
}

test.describe('pages for anonymous shoppers', () => {
  let session: Session;

  test.beforeAll(async ({ browser }) => {
    session = await openSession(browser, { width: 1280, height: 900 });
  });

  test.afterAll(async () => {
    await session.close();
  });

  test('answers a cookie-less visit with the same public page, from the cache the second time, and 304s', async () => {
    const path = `/produs/${PRODUCTS[0]}`;
    const first = await fetch(`${baseUrl}${path}`);
    const body = await first.text();
    expect(first.headers.getSetCookie()).toEqual([]);
    expect(first.headers.get('cache-control')).toBe('max-age=0, public, s-maxage=60, stale-while-revalidate=30');
    const second = await fetch(`${baseUrl}${path}`);
    expect(second.headers.get('x-page-cache')).toBe('HIT');
    expect(await second.text()).toBe(body);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));

    const again = await fetch(`${baseUrl}${path}`, { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  test('lets a shopper who came without cookies add to the cart and favourites, subscribe and sign in on the first try', async () => {
    test.setTimeout(120_000);
    const context = await session.newContext({ viewport: { width: 1280, height: 900 } });
    const tab = await context.newPage();
    const refused: string[] = [];
    tab.on('response', (response: PageResponse) => {
      if (response.status() === 419) refused.push(response.url());
    });

    const visit = await tab.goto(`/produs/${PRODUCTS[1]}`);
    expect(visit?.headers()['cache-control']).toContain('public');
    expect(await context.cookies()).toEqual([]);

    await tab.click('[data-test="product-buy-box"] [data-test="add-to-cart"]');
    await tab.waitForFunction(() => document.querySelector('[data-test="counter-cart"]')?.textContent?.trim() === '1');
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain('XSRF-TOKEN');

    await tab.click('[data-test="product-buy-box"] [data-test="favourite-toggle"]');
    await tab.waitForSelector('[data-test="product-buy-box"] [data-test="favourite-toggle"][data-saved="true"]');

    await context.clearCookies();
    await tab.goto('/despre-companie');
    const box = tab.locator('[data-test="footer-newsletter"]');
    await box.locator('[data-test="newsletter-email"]').fill(`anon-${Date.now()}@example.md`);
    await box.locator('[data-test="newsletter-submit"]').click();
    await box.locator('[data-test="newsletter-pending"]').waitFor();

    await context.clearCookies();
    const email = `anon.customer.${Date.now()}@example.md`;
    php(`App\\Models\\User::factory()->createOne(['email' => '${email}', 'name' => 'Ana Anonim']);`);
    await tab.goto('/');
    expect(await context.cookies()).toEqual([]);
    await tab.click('[data-test="header-user"]');
    await tab.waitForURL((url) => url.pathname === '/autentificare');
    await tab.fill('[data-test="field-email"]', email);
    await tab.fill('[data-test="field-password"]', 'password');
    await tab.click('[data-test="submit"]');
    await tab.waitForURL((url) => !url.pathname.startsWith('/autentificare'), { timeout: 15_000 });

    expect(refused).toEqual([]);
    await context.close();
  });

  test('never shows one shopper what belongs to another on the same URLs', async () => {
    test.setTimeout(180_000);
    const [tvA, tvB] = PRODUCTS.map(productId) as [number, number];
    const make = () => session.newContext();
    const guestA = await make();
    const guestB = await make();
    const customer = await make();
    const staff = await make();
    const anonymous = await make();

    expect(await send(guestA, 'post', '/cos/produse', { product_id: tvA, quantity: 1 })).toBe(200);
    expect(await send(guestA, 'post', `/favorite/${tvA}`, {})).toBeLessThan(400);
    expect(await send(guestB, 'post', '/ru/cos/produse', { product_id: tvB, quantity: 3 })).toBe(200);

    const email = `anon.isolation.${Date.now()}@example.md`;
    php(`App\\Models\\User::factory()->createOne(['email' => '${email}', 'name' => 'Ion Client']);`);
    const customerTab = await customer.newPage();
    await customerTab.goto('/autentificare');
    await customerTab.fill('[data-test="field-email"]', email);
    await customerTab.fill('[data-test="field-password"]', 'password');
    await customerTab.click('[data-test="submit"]');
    await customerTab.waitForURL((url) => !url.pathname.startsWith('/autentificare'), { timeout: 15_000 });
    expect(await send(customer, 'post', '/cos/produse', { product_id: tvB, quantity: 2 })).toBe(200);

    const account = createStaff('editor', 'ro', 'Dana Personal');
    await signInStaff(await staff.newPage(), account);

    const expected = [
      { name: 'guest A', context: guestA, user: null, cart: 1, favourites: 1 },
      { name: 'guest B', context: guestB, user: null, cart: 3, favourites: 0 },
      { name: 'customer', context: customer, user: 'Ion Client', cart: 2, favourites: 0 },
      { name: 'staff', context: staff, user: 'Dana Personal', cart: 0, favourites: 0 },
      { name: 'anonymous', context: anonymous, user: null, cart: 0, favourites: 0 },
    ];
    const urls = ['/', `/produs/${PRODUCTS[0]}`, `/ru/produs/${PRODUCTS[0]}`, '/catalog', '/ru', '/promotii'];
    for (let round = 0; round < 2; round++) {
      for (const url of urls) {
        // Each round in another order, so every shopper follows every other on some URL.
        const order = round === 0 ? expected : [...expected].reverse();
        for (const shopper of order) {
          const { headers, props } = await page(shopper.context.request, url);
          const where = `${shopper.name} on ${url}`;
          expect(props.auth.user?.name ?? null, where).toBe(shopper.user);
          expect(props.cart.count, where).toBe(shopper.cart);
          expect(props.favourites.count, where).toBe(shopper.favourites);
          expect(props.locale, where).toBe(url.startsWith('/ru') ? 'ru' : 'ro');
          if (shopper.name === 'anonymous') {
            expect(headers['cache-control'], where).toContain('public');
            expect(headers['set-cookie'], where).toBeUndefined();
          } else {
            expect(headers['cache-control'], where).not.toContain('public');
            expect(headers['x-page-cache'], where).not.toBe('HIT');
          }
        }
      }
    }

    for (const context of [guestA, guestB, customer, staff, anonymous]) await context.close();
  });
});

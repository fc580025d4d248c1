import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { claimProducts } from './support/products';

import { baseUrl, openSession, type Session } from './support/browser';
import { linkFromMail, mailHeader, mailLinks, waitForMail } from './support/mail';
import { php, uniquePhone } from './shopping/client';

const texts = {
  ro: { thanks: 'Vă mulțumim! Comanda a fost plasată.', order: 'Comanda', myOrders: 'Comenzile mele' },
  ru: { thanks: 'Спасибо! Заказ оформлен.', order: 'Заказ', myOrders: 'Мои заказы' },
} as const;

type Arranged = { email: string; first: string; storeId: number };

/** An account holding one unit of the given product in its cart, and a shop for the pickup. */
function arrange(locale: string, product: number): Arranged {
  const email = `cumparator.${locale}.${Date.now()}@example.md`;
  const out = php(`
    $p = App\\Models\\Product::query()->findOrFail(${product});
    $u = App\\Models\\User::query()->forceCreate(['name' => 'Ana Popescu', 'email' => '${email}', 'password' => 'o parolă destul de lungă', 'email_verified_at' => now(), 'locale' => '${locale}']);
    $cart = App\\Models\\Cart::query()->create(['user_id' => $u->id]);
    $cart->items()->create(['product_id' => $p->id, 'quantity' => 1]);
    $store = App\\Models\\Store::scopeShops(App\\Models\\Store::query())->orderBy('id')->firstOrFail();
    echo json_encode(['first' => $p->slug, 'store' => $store->id]);
  `);
  const parsed = JSON.parse(out.split('\n').pop()!) as { first: string; store: number };

  return { email, first: parsed.first, storeId: parsed.store };
}

/** Every product now in the account's cart gets plenty of stock in the pickup store. */
function stockStoreFor(email: string, storeId: number): void {
  php(`
    $u = App\\Models\\User::query()->where('email', '${email}')->firstOrFail();
    $ids = App\\Models\\CartItem::query()->whereIn('cart_id', App\\Models\\Cart::query()->where('user_id', $u->id)->select('id'))->pluck('product_id');
    foreach ($ids as $id) { Tests\\Support\\Stock::set((int) $id, ${storeId}, 20); }
  `);
}

/** The cart badge's count; an empty cart shows no badge. */
async function cartCount(page: Page): Promise<string> {
  const badge = await page.$('[data-test="counter-cart"]');

  return badge === null ? '0' : ((await badge.textContent())?.trim() ?? '');
}

async function placeOrder(page: Page, prefix: string, fill: (page: Page) => Promise<void>): Promise<string> {
  await page.goto(`${prefix}/checkout`);
  await page.fill('[data-test="field-phone"]', uniquePhone());
  await fill(page);
  await page.check('[data-test="field-consent"]');
  await page.click('[data-test="checkout-submit"]');
  await page.waitForSelector('[data-test="order-thanks"]', { timeout: 15_000 }).catch(async (error: unknown) => {
    await page.screenshot({ path: '/tmp/shopping-fail.png', fullPage: true });
    throw error;
  });

  return (await page.textContent('[data-test="order-heading"]'))?.trim() ?? '';
}

for (const [locale, viewport] of [
  ['ro', { width: 1280, height: 900 }],
  ['ru', { width: 390, height: 844 }],
] as const) {
  test.describe(`Shopping in Chromium (${locale})`, () => {
    const prefix = locale === 'ro' ? '' : '/ru';
    const text = texts[locale];
    let session: Session;
    let arranged: Arranged;

    test.beforeAll(async ({ browser }) => {
      arranged = arrange(locale, claimProducts(1, 50)[0]!.id);
      session = await openSession(browser, viewport);
    });

    test.afterAll(async () => {
      await session.close();
    });

    test('adds two products as a guest, keeps them at sign-in, checks out with pickup and courier, finds the orders', async () => {
      test.setTimeout(120_000);
      const { page } = session;

      // A guest adds from the product page and from a product card.
      await page.goto(`${prefix}/produs/${arranged.first}`);
      await page.click('[data-test="product-buy-box"] [data-test="add-to-cart"]');
      await page.waitForFunction(
        () => document.querySelector('[data-test="counter-cart"]')?.textContent?.trim() === '1',
      );
      await page.goto(`${prefix}/produse-noi`);
      const card = page
        .locator('article[data-test^="product-card-"]', {
          has: page.locator('[data-test="add-to-cart"]:not([disabled])'),
        })
        .first();
      await card.locator('[data-test="add-to-cart"]').click();
      await page.waitForFunction(
        () => document.querySelector('[data-test="counter-cart"]')?.textContent?.trim() === '2',
      );

      // Signing in merges the guest cart into the account's (which held one unit of the first product).
      await page.goto(`${prefix}/autentificare`);
      await page.fill('[data-test="field-email"]', arranged.email);
      await page.fill('[data-test="field-password"]', 'o parolă destul de lungă');
      await page.click('[data-test="submit"]');
      await page.waitForURL((url) => url.pathname === `${prefix}/cont`, { timeout: 15_000 });
      expect(await cartCount(page)).toBe('3');
      await page.goto(`${prefix}/cos`);
      expect(await page.inputValue(`[data-test="cart-line-${arranged.first}"] [data-test="cart-quantity"]`)).toBe('2');

      // Pickup from a store that has every item.
      stockStoreFor(arranged.email, arranged.storeId);
      const pickup = await placeOrder(page, prefix, async (p) => {
        await p.click('[data-test="choice-delivery_method-pickup"]');
        await p.click(`[data-test="choice-store_id-${arranged.storeId}"]`);
      });
      expect(pickup).toContain(text.order);
      expect(await cartCount(page)).toBe('0');

      // Courier: a validation error keeps what was typed, then the order goes through.
      await page.goto(`${prefix}/produs/${arranged.first}`);
      await page.click('[data-test="product-buy-box"] [data-test="add-to-cart"]');
      await page.waitForFunction(
        () => document.querySelector('[data-test="counter-cart"]')?.textContent?.trim() === '1',
      );
      await page.goto(`${prefix}/checkout`);
      await page.fill('[data-test="field-city"]', 'Chișinău');
      await page.click('[data-test="checkout-submit"]');
      await page.waitForSelector('[data-test="checkout-errors"]');
      expect(await page.inputValue('[data-test="field-city"]')).toBe('Chișinău');
      const courier = await placeOrder(page, prefix, async (p) => {
        await p.fill('[data-test="field-city"]', 'Chișinău');
        await p.fill('[data-test="field-address"]', 'str. Ștefan cel Mare 1, ap. 2');
      });
      expect(courier).not.toBe(pickup);
      const number = /ES-\d{4}-\d+/.exec(courier)![0];

      // The confirmation e-mail links to the order; the account lists both orders.
      const link = await linkFromMail(arranged.email, new RegExp(`/comanda/${number}\\?`));
      expect(link.startsWith(`${baseUrl}${prefix}/comanda/${number}?`)).toBe(true);
      const confirmation = await waitForMail(arranged.email, (mail) => mail.subject.includes(number));
      expect(mailHeader(confirmation, 'Content-Language')).toBe(prefix === '' ? 'ro' : 'ru');
      expect(mailLinks(confirmation).filter((url) => url !== baseUrl && !url.startsWith(`${baseUrl}/`))).toEqual([]);
      await page.goto(`${prefix}/cont/comenzi`);
      expect(await page.textContent('h1')).toContain(text.myOrders);
      expect(await page.locator('[data-test="orders-list"] li').count()).toBe(2);
      await page.click(`[data-test="order-link-${number}"]`);
      await page.waitForURL((url) => url.pathname === `${prefix}/comanda/${number}`);
      expect(await page.textContent('[data-test="order-heading"]')).toContain(number);
    });

    test('shows a guest the order from the e-mail link only, and nobody else by its number', async ({ browser }) => {
      test.setTimeout(60_000);
      const guest = await openSession(browser, viewport);
      try {
        const number = /ES-\d{4}-\d+/.exec((await session.page.textContent('[data-test="order-heading"]'))!)![0];
        const response = await guest.page.goto(`${prefix}/comanda/${number}`);
        expect(response?.status()).toBe(404);
        const link = await linkFromMail(arranged.email, new RegExp(`/comanda/${number}\\?`));
        await guest.page.goto(link);
        expect(await guest.page.textContent('[data-test="order-heading"]')).toContain(number);
      } finally {
        await guest.close();
      }
    });
  });
}

import { expect, test, type Product } from './support/fixtures';

import { php, uniquePhone } from './shopping/client';
import { openSession, type Session } from './support/browser';
import { claimProducts } from './support/products';

// Paying an order end to end in TEST MODE, in Chromium on a phone and a laptop in both languages: the checkout's
// online choices, maib's card page and the MIA "bank app" page as the payment stand-in serves them (each saying no
// real money moves), back to the order page paid; a declined card, then cash on delivery instead.

const text = {
  ro: {
    card: 'Card online (maib)',
    banner: 'Mod de test — nu se transferă bani reali',
    paid: 'Comanda este plătită. Vă mulțumim!',
    fail: 'Plata nu a reușit. Puteți încerca din nou sau plăti numerar la primire.',
    cash: 'Plătesc numerar la primire',
  },
  ru: {
    card: 'Картой онлайн (maib)',
    banner: 'Тестовый режим — реальные деньги не списываются',
    paid: 'Заказ оплачен. Спасибо!',
    fail: 'Оплата не прошла. Можно попробовать снова или оплатить наличными при получении.',
    cash: 'Оплачу наличными при получении',
  },
} as const;

const cases = [
  { locale: 'ro', width: 1280, method: 'online_card', action: 'pay' },
  { locale: 'ru', width: 390, method: 'online_card', action: 'pay' },
  { locale: 'ro', width: 390, method: 'mia', action: 'pay' },
  { locale: 'ru', width: 1280, method: 'online_card', action: 'decline' },
] as const;

let products: Product[] = [];

test.beforeAll(() => {
  products = claimProducts(cases.length, 20);
});

for (const [index, { locale, width, method, action }] of cases.entries()) {
  test.describe(`paying online in test mode (${locale}, ${width} px, ${method}, ${action})`, () => {
    let session: Session;
    const prefix = locale === 'ro' ? '' : '/ru';
    const words = text[locale];

    test.beforeAll(async ({ browser }) => {
      session = await openSession(browser, { width, height: 900 });
    });

    test.afterAll(async () => {
      await session.close();
    });

    test('places the order, pays on the provider page and comes back to the order page', async () => {
      test.setTimeout(120_000);
      const { page } = session;
      const product = products[index]!;
      await page.goto(`${prefix}/produs/${product.slug}`);
      await page.click('[data-test="product-buy-box"] [data-test="add-to-cart"]');
      await page.waitForFunction(
        () => document.querySelector('[data-test="counter-cart"]')?.textContent?.trim() === '1',
      );
      await page.goto(`${prefix}/checkout`);
      await page.fill('[data-test="field-name"]', 'Ana Popescu');
      await page.fill('[data-test="field-phone"]', uniquePhone());
      await page.fill('[data-test="field-email"]', `plata.${locale}.${width}.${Date.now()}@example.md`);
      await page.fill('[data-test="field-city"]', 'Chișinău');
      await page.fill('[data-test="field-address"]', 'str. Ștefan cel Mare 1, ap. 2');
      await page.click(`[data-test="choice-payment_method-${method}"]`);
      await page.check('[data-test="field-consent"]');
      await page.click('[data-test="checkout-submit"]');

      let provider = page;
      if (method === 'mia') {
        // The QR for the exact amount on the order page; in test mode a link opens the stand-in's "bank app".
        await page.waitForSelector('[data-test="payment-qr"][data-ready="true"]', { timeout: 15_000 });
        expect(await page.textContent('[data-test="payment-test-mode"]')).toBe(words.banner);
        const [bank] = await Promise.all([
          page.context().waitForEvent('page'),
          page.click('[data-test="payment-qr-test-link"]'),
        ]);
        provider = bank;
      }
      await provider.waitForSelector('[data-test="standin-test-mode"]', { timeout: 15_000 });
      expect(await provider.textContent('[data-test="standin-test-mode"]')).toBe(words.banner);
      await provider.click(`[data-test="standin-${action}"]`);

      if (method === 'mia') {
        await provider.close();
        // The order page polls the payment and shows it paid without a reload.
        await page.waitForSelector('[data-test="payment-paid"]', { timeout: 30_000 });
        expect(await page.textContent('[data-test="payment-paid"]')).toBe(words.paid);
      } else if (action === 'pay') {
        await page.waitForSelector('[data-test="payment-paid"]', { timeout: 15_000 });
        expect(await page.textContent('[data-test="payment-paid"]')).toBe(words.paid);
      } else {
        await page.waitForSelector('[data-test="payment-flash"]', { timeout: 15_000 });
        expect(await page.textContent('[data-test="payment-flash"]')).toBe(words.fail);
        await page.getByRole('button', { name: words.cash }).click();
        await page.waitForSelector('[data-test="payment-cash-chosen"]', { timeout: 15_000 });
        expect(await page.$('[data-test="payment-test-mode"]')).toBeNull();
      }
      const number = /ES-\d{4}-\d+/.exec((await page.textContent('[data-test="order-heading"]'))!)![0];
      const state = php(
        `$o = App\\Models\\Order::query()->where('number', '${number}')->firstOrFail(); echo json_encode([$o->paid_at !== null, $o->payment_method]);`,
      )
        .split('\n')
        .pop()!;
      expect(JSON.parse(state)).toEqual(action === 'pay' ? [true, method] : [false, 'cash']);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({
        path: `test-results/payments/order.${locale}.${width}.${method}.${action}.png`,
        fullPage: true,
      });
    });
  });
}

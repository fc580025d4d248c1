import { expect, test } from './support/fixtures';
import { claimProducts } from './support/products';

import { openSession, type Session } from './support/browser';
import { php } from './shopping/client';

/** One product at 600 lei with stock in the warehouse: one unit is 400 lei short of Chișinău's free courier (1 000 lei). */
function arrange(): string {
  const [product] = claimProducts(1, 20);
  php(
    `App\\Models\\Product::query()->findOrFail(${product!.id})->forceFill(['price' => 60000, 'old_price' => null])->save();`,
  );

  return product!.slug;
}

const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

test.describe('The cart says what delivery costs (390 px)', () => {
  let session: Session;
  let slug: string;

  test.beforeAll(async ({ browser }) => {
    slug = arrange();
    session = await openSession(browser, { width: 390, height: 844 });
  });

  test.afterAll(async () => {
    await session.close();
  });

  test('shows how much is left until free delivery and follows a change of quantity', async () => {
    const { page } = session;
    await page.goto(`/produs/${slug}`);
    await page.waitForSelector('[data-test="delivery-courier"]');
    expect(plain(await page.textContent('[data-test="delivery-courier"]'))).toMatch(/^Livrare /);
    await page.click('[data-test="product-buy-box"] [data-test="add-to-cart"]');
    await page.waitForFunction(() => document.querySelector('[data-test="counter-cart"]')?.textContent?.trim() === '1');

    await page.goto('/cos');
    const chisinau = '[data-test="cart-delivery-chisinau"] [data-test="cart-delivery-remaining"]';
    const suburbs = '[data-test="cart-delivery-suburbs"] [data-test="cart-delivery-remaining"]';
    expect(plain(await page.textContent(chisinau))).toBe('Încă 400 lei până la livrarea gratuită');
    expect(plain(await page.textContent(suburbs))).toBe('Încă 2 400 lei până la livrarea gratuită');
    expect(
      plain(await page.textContent('[data-test="cart-delivery-chisinau"] [data-test="cart-delivery-price"]')),
    ).toBe('50 lei');
    // The box fits the phone's width: nothing sticks out sideways.
    const box = await page.locator('[data-test="cart-delivery"]').boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);

    await page.click('[data-test="cart-increase"]');
    await expect.poll(async () => plain(await page.textContent(chisinau))).toBe('Livrare gratuită');
    expect(plain(await page.textContent(suburbs))).toBe('Încă 1 800 lei până la livrarea gratuită');
    expect(
      plain(await page.textContent('[data-test="cart-delivery-chisinau"] [data-test="cart-delivery-price"]')),
    ).toBe('Gratuit');
    expect(await page.inputValue('[data-test="cart-quantity"]')).toBe('2');

    // Back to one unit, in Russian: the remainder is back too.
    await page.goto('/ru/cos');
    await page.click('[data-test="cart-decrease"]');
    await expect
      .poll(async () => plain(await page.textContent(chisinau)))
      .toBe('Бесплатная доставка при заказе ещё на 400 лей');
  });
});

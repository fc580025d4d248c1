import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openBrowser, type Session } from './support/browser';
import { php } from './shopping/client';

/** One product at 600 lei with stock in the warehouse: one unit is 400 lei short of Chișinău's free courier (1 000 lei). */
function arrange(): string {
  const out = php(`
    $p = App\\Models\\Product::query()->where('is_active', true)->orderBy('id')->skip(30)->firstOrFail();
    $p->forceFill(['price' => 60000, 'old_price' => null])->save();
    Tests\\Support\\Stock::only($p, 20);
    echo $p->slug;
  `);

  return out.trim().split('\n').pop()!;
}

const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

describe('The cart says what delivery costs (390 px)', () => {
  let session: Session;
  let slug: string;

  beforeAll(async () => {
    slug = arrange();
    session = await openBrowser({ width: 390, height: 844 });
  });

  afterAll(async () => {
    await session.close();
  });

  it('shows how much is left until free delivery and follows a change of quantity', async () => {
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

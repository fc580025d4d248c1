import { randomUUID } from 'node:crypto';

import { expect, test } from './support/fixtures';
import { claimProducts } from './support/products';

import { openSession } from './support/browser';
import { php } from './shopping/client';

// A promo code applied in Chromium, in the cart and at checkout, on a phone and a laptop, in both languages
// (docs/promo-codes.md): refused with its reason, applied with the discount on the line and in the totals, removed.

const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

const TEXTS = {
  ro: {
    prefix: '',
    unknown: 'Nu există un asemenea cod.',
    line: 'Reducere: 200 lei',
    total: '1 800 lei',
    full: '2 000 lei',
    named: (code: string) => `Codul ${code}`,
  },
  ru: {
    prefix: '/ru',
    unknown: 'Такого кода нет.',
    line: 'Скидка: 200 лей',
    total: '1 800 лей',
    full: '2 000 лей',
    named: (code: string) => `Код ${code}`,
  },
} as const;

for (const locale of ['ro', 'ru'] as const) {
  for (const width of [390, 1280]) {
    test(`applies, refuses and removes a code in the cart and at checkout (${locale}, ${width} px)`, async ({
      browser,
    }) => {
      const text = TEXTS[locale];
      const [product] = claimProducts(1, 20);
      php(
        `App\\Models\\Product::query()->findOrFail(${product!.id})->forceFill(['price' => 100000, 'old_price' => null])->save();`,
      );
      const code = `E2E${randomUUID().slice(0, 6).toUpperCase()}`;
      php(
        `$rule = App\\Models\\PromoRule::query()->create(['label' => ['ro' => 'Test', 'ru' => 'Тест'], 'kind' => 'percent', 'value' => 10]); App\\Models\\PromoCode::query()->create(['promo_rule_id' => $rule->id, 'code' => '${code}']);`,
      );
      const session = await openSession(browser, { width, height: 900 });
      const { page } = session;

      await page.goto(`${text.prefix}/produs/${product!.slug}`);
      await page.click('[data-test="product-buy-box"] [data-test="add-to-cart"]');
      await page.waitForFunction(
        () => document.querySelector('[data-test="counter-cart"]')?.textContent?.trim() === '1',
      );
      await page.goto(`${text.prefix}/cos`);
      await page.click('[data-test="cart-increase"]');
      await expect.poll(async () => plain(await page.textContent('[data-test="cart-total"]'))).toBe(text.full);

      // A wrong code: its reason under the field, nothing taken off.
      await page.fill('[data-test="promo-code-input"]', 'nu-exista');
      await page.click('[data-test="promo-code-apply"]');
      await expect(page.locator('[data-test="promo-code-form"]')).toContainText(text.unknown);
      expect(plain(await page.textContent('[data-test="cart-total"]'))).toBe(text.full);

      // The right one, typed in lower case with spaces.
      await page.fill('[data-test="promo-code-input"]', ` ${code.toLowerCase()} `);
      await page.click('[data-test="promo-code-apply"]');
      await expect(page.locator('[data-test="promo-code-value"]')).toHaveText(code);
      await expect(page.locator('[data-test="cart-line-discount"]')).toHaveText(text.line);
      expect(plain(await page.textContent('[data-test="promo-row"]'))).toContain(text.named(code));
      expect(plain(await page.textContent('[data-test="cart-total"]'))).toBe(text.total);
      const box = await page.locator('[data-test="promo-code"]').boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);

      // At checkout: the same code and totals; removed, and applied again with Enter.
      await page.click('[data-test="cart-checkout"]');
      await page.waitForSelector('[data-test="checkout-form"]');
      await expect(page.locator('[data-test="promo-code-value"]')).toHaveText(code);
      expect(plain(await page.textContent('[data-test="checkout-line-discount"]'))).toContain('200');
      const deliveryFee = await page.textContent('[data-test="checkout-delivery-fee"]');
      expect(plain(await page.textContent('[data-test="checkout-total"]'))).not.toBe('');
      await page.click('[data-test="promo-code-remove"]');
      await expect(page.locator('[data-test="promo-code-input"]')).toBeVisible();
      await expect(page.locator('[data-test="promo-rows"]')).toHaveCount(0);
      await page.fill('[data-test="promo-code-input"]', code);
      await page.press('[data-test="promo-code-input"]', 'Enter');
      await expect(page.locator('[data-test="promo-code-value"]')).toHaveText(code);
      // Enter applied the code, it did not send the order.
      await expect(page.locator('[data-test="checkout-form"]')).toBeVisible();
      expect(await page.textContent('[data-test="checkout-delivery-fee"]')).toBe(deliveryFee);
      await session.close();
    });
  }
}

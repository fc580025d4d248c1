import { expect, test } from './support/fixtures';

import ro from '../../lang/ro.json' with { type: 'json' };
import ru from '../../lang/ru.json' with { type: 'json' };
import { uniquePhone } from './shopping/client';
import { openSession } from './support/browser';
import { claimProducts } from './support/products';
import { createStaff, signInStaff } from './support/staff';

// An order paid by card in TEST MODE (the payment stand-in's card page, as payments.spec.ts pays), then its back-office
// page: the payments panel shows the online payment paid, its amount and the provider's callbacks with their
// signature held (docs/payments.md). In Romanian and Russian, on a laptop.

const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

for (const { locale, text } of [
  { locale: 'ro' as const, text: ro },
  { locale: 'ru' as const, text: ru },
]) {
  test(`the order page's payments panel shows a card payment and its callbacks (${locale}, 1280 px)`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const prefix = locale === 'ro' ? '' : '/ru';
    const [product] = claimProducts(1, 20);
    const shopper = await openSession(browser, { width: 1280, height: 900 });
    const staff = await openSession(browser, { width: 1280, height: 900 });
    try {
      const { page } = shopper;
      await page.goto(`${prefix}/produs/${product!.slug}`);
      await page.click('[data-test="product-buy-box"] [data-test="add-to-cart"]');
      await page.waitForFunction(
        () => document.querySelector('[data-test="counter-cart"]')?.textContent?.trim() === '1',
      );
      await page.goto(`${prefix}/checkout`);
      await page.fill('[data-test="field-name"]', 'Ana Popescu');
      await page.fill('[data-test="field-phone"]', uniquePhone());
      await page.fill('[data-test="field-email"]', `plata.admin.${locale}.${Date.now()}@example.md`);
      await page.fill('[data-test="field-city"]', 'Chișinău');
      await page.fill('[data-test="field-address"]', 'str. Ștefan cel Mare 1, ap. 2');
      await page.click('[data-test="choice-payment_method-online_card"]');
      await page.check('[data-test="field-consent"]');
      await page.click('[data-test="checkout-submit"]');
      await page.waitForSelector('[data-test="standin-test-mode"]', { timeout: 15_000 });
      await page.click('[data-test="standin-pay"]');
      await page.waitForSelector('[data-test="payment-paid"]', { timeout: 15_000 });
      const number = /ES-\d{4}-\d+/.exec((await page.textContent('[data-test="order-heading"]'))!)![0];

      const admin = staff.page;
      await signInStaff(admin, createStaff('manager', locale, 'Mara Manager'));
      await admin.goto(`/admin/comenzi/${number}`);
      const panel = admin.locator('[data-test="order-payments"]');
      await expect(panel).toContainText(text['admin.payments.title']);
      const payment = panel.locator('[data-test="order-payment"]');
      await expect(payment).toHaveCount(1);
      await expect(payment.locator('[data-test="order-payment-status"]')).toHaveText(
        text['admin.payments.status.paid'],
      );
      expect(plain(await payment.textContent())).toContain(text['admin.payments.method.card']);
      expect(plain(await payment.textContent())).toContain(text['admin.payments.paid_at']);
      // The provider's callback, received with its signature held.
      const callbacks = payment.locator('[data-test="order-payment-callbacks"] li');
      await expect(callbacks.first()).toContainText(text['admin.payments.signature.valid']);
      await expect(payment).not.toContainText(text['admin.payments.signature.invalid']);
      expect(await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    } finally {
      await shopper.close();
      await staff.close();
    }
  });
}

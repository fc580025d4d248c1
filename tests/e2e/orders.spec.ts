import { expect, test } from './support/fixtures';
import { claimProducts } from './support/products';

import { php } from './shopping/client';
import { openSession, type Session } from './support/browser';

// Orders in Chromium: the one-click refusal under the form, a released one-click order, an expired order link.

function lastLine(out: string): string {
  return out.split('\n').pop()!;
}

test.describe('one-click orders and order links in Chromium', () => {
  let session: Session;
  let slug = '';

  test.beforeAll(async ({ browser }) => {
    slug = claimProducts(1, 20)[0]!.slug;
    session = await openSession(browser);
  });

  test.afterAll(async () => {
    await session.close();
  });

  test('takes one order per phone and product and says why it refuses the second', async () => {
    test.setTimeout(60_000);
    const { page } = session;
    await page.goto(`/produs/${slug}`);
    await page.fill('[data-test="field-phone"]', '069 777 111');
    await page.click('[data-test="one-click-submit"]');
    expect(await page.textContent('[data-test="one-click-done"]', { timeout: 15_000 })).toMatch(/ES-\d{4}-\d+/);

    await page.goto(`/ru/produs/${slug}`);
    await page.fill('[data-test="field-phone"]', '+373 69 777 111');
    await page.click('[data-test="one-click-submit"]');
    await page.waitForSelector('[data-test="one-click-form"] [data-test="error-phone"]', { timeout: 15_000 });
    expect(await page.textContent('[data-test="one-click-form"] [data-test="error-phone"]')).toBe(
      'На этот номер уже оформлен заказ этого товара в один клик. Мы скоро перезвоним.',
    );
    expect(await page.getAttribute('[data-test="field-phone"]', 'aria-invalid')).toBe('true');
  });

  test('shows a released one-click order as such in both languages', async ({ browser }) => {
    test.setTimeout(60_000);
    const links = JSON.parse(
      lastLine(
        php(`
          $o = App\\Models\\Order::query()->where('phone', '+37369777111')->firstOrFail();
          $o->forceFill(['held_until' => now()->subMinute()])->save();
          app(App\\Actions\\Orders\\ReleaseUnconfirmedOrders::class)->handle();
          echo json_encode(['ro' => App\\Infrastructure\\Http\\OrderLinks::page($o, locale: 'ro'), 'ru' => App\\Infrastructure\\Http\\OrderLinks::page($o, locale: 'ru')]);
        `),
      ),
    ) as { ro: string; ru: string };
    const guest = await openSession(browser);
    try {
      await guest.page.goto(links.ro);
      expect(await guest.page.textContent('[data-test="order-status"]')).toBe('Rezervare expirată');
      expect(await guest.page.textContent('[data-test="order-released"]')).toContain('produsul a revenit în stoc');
      expect(await guest.page.$('[data-test="order-thanks"]')).toBeNull();
      await guest.page.goto(links.ru);
      expect(await guest.page.textContent('[data-test="order-status"]')).toBe('Бронь истекла');
      expect(await guest.page.textContent('[data-test="order-released"]')).toContain('товар вернулся в продажу');
    } finally {
      await guest.close();
    }
  });

  test('turns an expired e-mail link into an offer of a fresh one, or the shop phones without an address', async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const sign = (route: string, email = ''): string =>
      lastLine(
        php(`
          $o = App\\Models\\Order::query()->where('phone', '+37369777111')->firstOrFail();
          if ('${email}' !== '') { $o->forceFill(['email' => '${email}'])->save(); }
          echo Illuminate\\Support\\Facades\\URL::temporarySignedRoute('${route}', now()->subDay(), ['number' => $o->number]);
        `),
      );
    const guest = await openSession(browser);
    try {
      const response = await guest.page.goto(sign('orders.show'));
      expect(response?.status()).toBe(200);
      expect(await guest.page.textContent('[data-test="link-expired-heading"]')).toBe('Linkul comenzii a expirat');
      expect(await guest.page.textContent('[data-test="link-expired-call"]')).toContain('022 78 22 22');
      expect(await guest.page.$('[data-test="order-lines"]')).toBeNull();

      await guest.page.goto(sign('ru.orders.show', 'ion.popescu@gmail.com'));
      expect(await guest.page.textContent('[data-test="link-expired-heading"]')).toBe(
        'Срок действия ссылки на заказ истёк',
      );
      expect(await guest.page.textContent('[data-test="link-expired-form"]')).toContain('i***@gmail.com');
      expect(await guest.page.isVisible('[data-test="link-expired-send"]')).toBe(true);
      expect(await guest.page.content()).not.toContain('ion.popescu');
    } finally {
      await guest.close();
    }
  });
});

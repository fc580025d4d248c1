import { randomUUID } from 'node:crypto';

import { expect, test, type Product } from './support/fixtures';
import { claimProducts } from './support/products';

import { checkoutBody, php, Shopper, uniquePhone } from './shopping/client';
import { openSession, type Session } from './support/browser';
import { sentMails } from './support/mail';

// A customer cancelling their own order, over real HTTP with several PHP workers (tests/e2e/support/server.ts): the
// same cancellation sent many times at once, two tabs racing, a customer racing staff — one cancellation, one mail,
// the stock back once. Then in Chromium: a shopper cancels from the order page in Romanian (1280 px) and Russian
// (390 px) and sees the timeline.

function lastLine(out: string): string {
  return out.split('\n').pop()!;
}

type Figures = {
  total: number;
  cancellations: number;
  mails: number;
  status: string;
  reason: string | null;
  released: number;
};

function figures(product: number, number: string): Figures {
  return JSON.parse(
    lastLine(
      php(`
        $o = App\\Models\\Order::query()->where('number', '${number}')->firstOrFail();
        echo json_encode([
          'total' => (int) App\\Models\\Product::query()->whereKey(${product})->value('stock_total'),
          'cancellations' => App\\Models\\OrderEvent::query()->where('order_id', $o->id)->where('to_status', 'cancelled')->count(),
          'mails' => Illuminate\\Support\\Facades\\DB::table('order_mails')->where('order_id', $o->id)->where('type', 'status_cancelled')->count(),
          'status' => $o->status,
          'reason' => $o->cancel_reason,
          'released' => (int) Illuminate\\Support\\Facades\\DB::table('order_stock')->where('order_id', $o->id)->whereNotNull('released_at')->sum('quantity'),
        ]);
      `),
    ),
  ) as Figures;
}

/** A guest with the product in the cart places a courier order of `quantity` units; answers the shopper and the number. */
async function placeOrder(product: number, quantity: number): Promise<{ shopper: Shopper; number: string }> {
  const shopper = await new Shopper().start();
  expect((await shopper.request('POST', '/cos/produse', { product_id: product, quantity })).status).toBe(200);
  const response = await shopper.request('POST', '/checkout', checkoutBody(randomUUID()));
  expect(response.status).toBe(201);

  return { shopper, number: ((await response.json()) as { number: string }).number };
}

test.describe('a customer cancelling their own order under concurrency', () => {
  test('makes one cancellation, one mail and gives the stock back once for 16 identical requests at once', async ({
    productsWithUnits,
  }) => {
    test.setTimeout(120_000);
    const product = (await productsWithUnits(6))[0]!.id;
    const { shopper, number } = await placeOrder(product, 2);
    expect(figures(product, number).total).toBe(4);

    const responses = await Promise.all(
      Array.from({ length: 16 }, async () => {
        const response = await shopper.request('POST', `/comanda/${number}/anulare`, {
          version: 0,
          reason: 'M-am răzgândit',
        });

        return { status: response.status, body: await response.text() };
      }),
    );

    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // The others: changed meanwhile (409) while the winner commits, or already cancelled (422), in Romanian.
    expect(statuses.filter((s) => s !== 200 && s !== 409 && s !== 422)).toEqual([]);
    for (const refused of responses.filter((r) => r.status !== 200)) {
      const message = (JSON.parse(refused.body) as { errors: { status: string[] } }).errors.status[0];
      expect(message).toMatch(/Comanda a fost modificată între timp|starea ei este „Anulată”/);
    }
    expect(figures(product, number)).toEqual({
      total: 6,
      cancellations: 1,
      mails: 1,
      status: 'cancelled',
      reason: 'M-am răzgândit',
      released: 2,
    });
  });

  test('lets one of two tabs win, and the customer or staff, never both', async ({ productsWithUnits }) => {
    test.setTimeout(120_000);
    const product = (await productsWithUnits(5))[0]!.id;
    const { shopper, number } = await placeOrder(product, 1);
    const [first, second] = await Promise.all([
      shopper.request('POST', `/comanda/${number}/anulare`, { version: 0, reason: 'Tab A' }),
      shopper.request('POST', `/ru/comanda/${number}/anulare`, { version: 0, reason: 'Tab B' }),
    ]);
    // The loser is told the order changed meanwhile (409) or is already cancelled (422).
    expect([first.status, second.status].sort()).toEqual(expect.arrayContaining([200]));
    const refused = [first.status, second.status].filter((s) => s !== 200);
    expect(refused).toHaveLength(1);
    expect([409, 422]).toContain(refused[0]);
    const after = figures(product, number);
    expect(after.reason).toBe(first.status === 200 ? 'Tab A' : 'Tab B');
    expect(after).toMatchObject({ total: 5, cancellations: 1, mails: 1, released: 1 });

    // The customer and a member of staff cancel the same order at the same moment.
    const other = await placeOrder(product, 1);
    const staff = await new Shopper().start();
    const [customer, office] = await Promise.all([
      other.shopper.request('POST', `/comanda/${other.number}/anulare`, { version: 0 }),
      staff.request('POST', '/__e2e/stock/cancel', { number: other.number, version: 0 }),
    ]);
    expect([customer.status, office.status].filter((s) => s === 200)).toHaveLength(1);
    expect(figures(product, other.number)).toMatchObject({ total: 5, cancellations: 1, mails: 1, released: 1 });
  });
});

for (const [locale, prefix, viewport] of [
  ['ro', '', { width: 1280, height: 900 }],
  ['ru', '/ru', { width: 390, height: 844 }],
] as const) {
  test.describe(`cancelling from the order page in Chromium (${locale})`, () => {
    const text = {
      ro: {
        open: 'Anulați comanda',
        confirm: 'Da, anulați comanda',
        status: 'Anulată',
        done: 'Comanda a fost anulată.',
        placed: 'Comanda a fost plasată',
        reason: 'Motivul: Livrarea durează prea mult',
        subject: 'a fost anulată',
      },
      ru: {
        open: 'Отменить заказ',
        confirm: 'Да, отменить заказ',
        status: 'Отменён',
        done: 'Заказ отменён.',
        placed: 'Заказ оформлен',
        reason: 'Причина: Доставка слишком долгая',
        subject: 'отменён',
      },
    }[locale];
    const reason = locale === 'ro' ? 'Livrarea durează prea mult' : 'Доставка слишком долгая';
    let session: Session;
    let product: Product;

    test.beforeAll(async ({ browser }) => {
      product = claimProducts(1, 3)[0]!;
      session = await openSession(browser, viewport);
    });

    test.afterAll(async () => {
      await session.close();
    });

    test('places an order, cancels it with a reason and sees the timeline', async () => {
      test.setTimeout(120_000);
      const { page } = session;
      const email = `anulare.${locale}.${Date.now()}@example.md`;
      await page.goto(`${prefix}/produs/${product.slug}`);
      await page.click('[data-test="product-buy-box"] [data-test="add-to-cart"]');
      await page.waitForFunction(
        () => document.querySelector('[data-test="counter-cart"]')?.textContent?.trim() === '1',
      );
      await page.goto(`${prefix}/checkout`);
      await page.fill('[data-test="field-name"]', 'Ana Popescu');
      await page.fill('[data-test="field-phone"]', uniquePhone());
      await page.fill('[data-test="field-email"]', email);
      await page.fill('[data-test="field-city"]', 'Chișinău');
      await page.fill('[data-test="field-address"]', 'str. Ștefan cel Mare 1, ap. 2');
      await page.check('[data-test="field-consent"]');
      await page.click('[data-test="checkout-submit"]');
      await page.waitForSelector('[data-test="order-thanks"]', { timeout: 15_000 });
      const number = /ES-\d{4}-\d+/.exec((await page.textContent('[data-test="order-heading"]'))!)![0];
      expect(await page.locator('[data-test="order-timeline-entry"]').count()).toBe(1);
      expect(await page.textContent('[data-test="order-timeline-entry"]')).toContain(text.placed);

      await page.getByRole('button', { name: text.open }).click();
      const dialog = page.locator('[data-test="order-cancel-dialog"]');
      await dialog.waitFor();
      await dialog.locator('textarea[name="reason"]').fill(reason);
      await dialog.getByRole('button', { name: text.confirm }).click();

      await page.waitForSelector('[data-test="order-cancel-done"]', { timeout: 15_000 });
      expect(await page.textContent('[data-test="order-cancel-done"]')).toBe(text.done);
      expect(await page.textContent('[data-test="order-status"]')).toBe(text.status);
      expect(await page.locator('[data-test="order-timeline-entry"]').count()).toBe(2);
      expect(await page.locator('[data-test="order-timeline-entry"]').nth(1).textContent()).toContain(text.reason);
      expect(await page.$('[data-test="order-cancel-open"]')).toBeNull();
      // No sideways scroll at this width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // The cancellation mail went to the order's address in the order's language, with the reason.
      const mail = (await sentMails()).reverse().find((m) => m.to.includes(email) && m.subject.includes(text.subject));
      expect(mail?.subject).toContain(number);
      expect(mail?.text).toContain(reason);
      expect(figures(product.id, number)).toMatchObject({ total: 3, cancellations: 1, mails: 1 });
    });
  });
}

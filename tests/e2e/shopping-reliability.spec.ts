import { randomUUID } from 'node:crypto';

import { expect, test, type Product } from './support/fixtures';

import { checkoutBody, php, Shopper, uniquePhone } from './shopping/client';

// Real HTTP against several PHP workers on SQLite in WAL mode (tests/e2e/support/server.ts).

/** Whether a refused order's answer says the shopper already has the orders waiting for a call they may have. */
function waitingForCall(body: unknown): boolean {
  const errors = (body as { errors?: Record<string, string[]> }).errors ?? {};

  return Object.values(errors)
    .flat()
    .some((message) => message.includes('numărul maxim de comenzi care așteaptă confirmarea'));
}

async function guestWithCart(product: Product, quantity = 1): Promise<Shopper> {
  const shopper = await new Shopper().start();
  const response = await shopper.request('POST', '/cos/produse', { product_id: product.id, quantity });
  expect(response.status).toBe(200);

  return shopper;
}

test.describe('shopping under concurrency', () => {
  test('sells 5 units to exactly 5 of 50 simultaneous checkouts', async ({ productsWithUnits }) => {
    test.setTimeout(120_000);
    const product = (await productsWithUnits(50))[0]!;
    const shoppers = [];
    for (let i = 0; i < 50; i++) {
      shoppers.push(await guestWithCart(product));
    }
    php(`Tests\\Support\\Stock::only(${product.id}, 5);`);

    const responses = await Promise.all(
      shoppers.map(async (shopper) => {
        const response = await shopper.request('POST', '/checkout', checkoutBody(randomUUID()));

        return { status: response.status, body: await response.text() };
      }),
    );

    const statuses = responses.map((r) => r.status);
    const odd = responses.filter((r) => r.status !== 201 && r.status !== 409);
    expect(odd.map((r) => `${r.status} ${r.body.slice(0, 300)}`)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    for (const refused of responses.filter((r) => r.status === 409)) {
      const body = JSON.parse(refused.body) as { errors: { cart: string[] } };
      expect(body.errors.cart[0]).toContain('Nu mai sunt suficiente bucăți în stoc');
    }
    expect(responses.some((r) => r.status >= 500 || r.body.includes('database is locked'))).toBe(false);
    expect(
      php(`echo App\\Models\\Product::query()->whereKey(${product.id})->value('stock_total');`).split('\n').pop(),
    ).toBe('0');
    expect(
      php(`echo App\\Models\\OrderLine::query()->where('product_id', ${product.id})->count();`).split('\n').pop(),
    ).toBe('5');
  });

  test('sells 13 units spread over the warehouse and two stores to 6 of 10 buyers of 2 at once, and keeps the last one', async ({
    productsWithUnits,
  }) => {
    test.setTimeout(120_000);
    const product = (await productsWithUnits(50))[0]!;
    const buyers = [];
    for (let i = 0; i < 10; i++) {
      buyers.push(await guestWithCart(product, 2));
    }
    // 3 + 5 + 5: after the warehouse's units, every order but one needs units from more than one place.
    php(
      `$stores = Illuminate\\Support\\Facades\\DB::table('stores')->where('kind', 'store')->orderBy('id')->limit(2)->pluck('id'); Tests\\Support\\Stock::only(${product.id}, 3); foreach ($stores as $store) { Tests\\Support\\Stock::set(${product.id}, (int) $store, 5); }`,
    );
    expect(php(`echo Tests\\Support\\Stock::total(${product.id});`).split('\n').pop()).toBe('13');

    const responses = await Promise.all(
      buyers.map(async (buyer) => {
        const response = await buyer.request('POST', '/checkout', checkoutBody(randomUUID()));

        return { status: response.status, body: await response.text() };
      }),
    );

    const odd = responses.filter((r) => r.status !== 201 && r.status !== 409);
    expect(odd.map((r) => `${r.status} ${r.body.slice(0, 300)}`)).toEqual([]);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(6);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(4);
    // The one unit left is still on sale, every place still whole, and each order took exactly its 2 units.
    const state = JSON.parse(
      php(
        `echo json_encode(['total' => Tests\\Support\\Stock::total(${product.id}), 'drift' => Tests\\Support\\Stock::drift(), 'taken' => (int) Illuminate\\Support\\Facades\\DB::table('order_stock')->where('product_id', ${product.id})->sum('quantity'), 'negative' => Illuminate\\Support\\Facades\\DB::table('product_stock')->where('quantity', '<', 0)->count()]);`,
      )
        .split('\n')
        .pop()!,
    ) as { total: number; drift: unknown[]; taken: number; negative: number };
    expect(state).toEqual({ total: 1, drift: [], taken: 12, negative: 0 });
  });

  test('lets one phone number keep 3 orders waiting for a call when 10 guests check out with it at once', async ({
    productsWithUnits,
  }) => {
    test.setTimeout(120_000);
    const product = (await productsWithUnits(100))[0]!;
    const guests = [];
    for (let i = 0; i < 10; i++) {
      guests.push(await guestWithCart(product));
    }
    const phone = uniquePhone();

    const responses = await Promise.all(
      guests.map(async (guest) => {
        const response = await guest.request('POST', '/checkout', checkoutBody(randomUUID(), { phone }));

        return { status: response.status, body: await response.text() };
      }),
    );

    const odd = responses.filter((r) => r.status !== 201 && r.status !== 422);
    expect(odd.map((r) => `${r.status} ${r.body.slice(0, 300)}`)).toEqual([]);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = responses.filter((r) => r.status === 422);
    expect(refused).toHaveLength(7);
    for (const answer of refused) {
      const body = JSON.parse(answer.body) as { errors: { phone: string[] } };
      expect(body.errors.phone[0]).toContain('numărul maxim de comenzi care așteaptă confirmarea (3)');
    }
    expect(
      php(`echo App\\Models\\Product::query()->whereKey(${product.id})->value('stock_total');`).split('\n').pop(),
    ).toBe('97');
  });

  test('makes one order from the same idempotency key sent 20 times at once', async ({ productsWithUnits }) => {
    test.setTimeout(60_000);
    const product = (await productsWithUnits(100))[0]!;
    const shopper = await guestWithCart(product, 2);
    const key = randomUUID();

    const responses = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const response = await shopper.request('POST', '/checkout', checkoutBody(key));

        return { status: response.status, body: (await response.json()) as { number?: string } };
      }),
    );

    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((r) => r.body.number)).size).toBe(1);
    expect(
      php(`echo App\\Models\\Order::query()->where('idempotency_key', '${key}')->count();`).split('\n').pop(),
    ).toBe('1');
    expect(
      php(`echo App\\Models\\Product::query()->whereKey(${product.id})->value('stock_total');`).split('\n').pop(),
    ).toBe('98');
  });

  test('keeps totals at database price × quantity for 1 000 tampered cart and checkout bodies, never a 5xx', async ({
    productsWithUnits,
  }) => {
    test.setTimeout(300_000);
    const products = await productsWithUnits(100_000, 3);
    const bad: unknown[] = [
      0,
      -1,
      -1000,
      1.5,
      '2.5',
      1e30,
      '9'.repeat(40),
      'abc',
      null,
      true,
      [],
      [3, 4],
      { q: 1 },
      '',
      ' 3 ',
      '1e3',
      3,
      10,
      999,
    ];
    const badIds: unknown[] = [0, -1, 1.5, 'abc', null, [], 99_999_999, { id: 1 }];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const workers = 8;
    let sent = 0;
    const failures: string[] = [];

    await Promise.all(
      Array.from({ length: workers }, async () => {
        const shopper = await new Shopper().start();
        while (sent < 1000) {
          sent++;
          const product = products[random(products.length)]!;
          const body: Record<string, unknown> = {
            product_id: random(10) === 0 ? badIds[random(badIds.length)] : product.id,
            quantity: bad[random(bad.length)],
            price: 1,
            total: 1,
            line_total: 0,
            discount: 99,
          };
          const response = await shopper.request('POST', '/cos/produse', body);
          if (response.status >= 500 || ![200, 422].includes(response.status)) {
            failures.push(`cart ${JSON.stringify(body)} → ${response.status}`);
          }
          if (sent % 25 === 0) {
            const props = (await shopper.pageProps('/cos')) as {
              summary: { lines: { product: { id: number }; quantity: number; line_total: number }[]; total: number };
            };
            let total = 0;
            for (const line of props.summary.lines) {
              const price = products.find((p) => p.id === line.product.id)!.price;
              if (
                line.line_total !== price * line.quantity ||
                !Number.isInteger(line.quantity) ||
                line.quantity < 1 ||
                line.quantity > 10
              ) {
                failures.push(`line ${JSON.stringify(line)}`);
              }
              total += price * line.quantity;
            }
            if (props.summary.total !== total) failures.push(`total ${props.summary.total} != ${total}`);
            const checkout = await shopper.request(
              'POST',
              '/checkout',
              checkoutBody(randomUUID(), { total: 1, subtotal: 1, delivery_fee: 0, price: 1, lines: [{ price: 1 }] }),
            );
            if (checkout.status === 201) {
              const order = (await checkout.json()) as { subtotal: number; total: number; delivery_fee: number };
              if (order.subtotal !== total || order.total !== total + order.delivery_fee) {
                failures.push(`order ${JSON.stringify(order)} for ${total}`);
              }
            } else if (checkout.status === 422 && waitingForCall(await checkout.json())) {
              // This shopper's first orders are still waiting for the shop's call (ORDER_OPEN_PER_SHOPPER).
            } else if (total > 0 || checkout.status >= 500) {
              failures.push(`checkout → ${checkout.status}`);
            }
          }
        }
      }),
    );

    expect(sent).toBeGreaterThanOrEqual(1000);
    expect(failures).toEqual([]);
  });
});

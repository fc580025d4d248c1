import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';

import { expect, test } from './support/fixtures';

import { php, Shopper } from './shopping/client';
import { root, serverEnv } from './support/server';

// Buy in one click over real HTTP with several PHP workers (tests/e2e/support/server.ts): one open order per
// phone and product, keys that belong to their first shopper, and a release that returns a unit exactly once.

function stock(product: number): string {
  return php(`echo App\\Models\\Product::query()->whereKey(${product})->value('stock_total');`).split('\n').pop()!;
}

function artisan(command: string): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn('php', ['artisan', command], { cwd: root, env: serverEnv() });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', fail);
    child.on('close', () => done(out));
  });
}

test.describe('buy in one click under concurrency', () => {
  test('makes one order from 20 simultaneous one-click forms of the same phone and product', async ({
    productsWithUnits,
  }) => {
    test.setTimeout(120_000);
    const product = (await productsWithUnits(50))[0]!.id;
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => new Shopper().start()));

    const responses = await Promise.all(
      shoppers.map(async (shopper) => {
        const response = await shopper.request('POST', '/comanda-rapida', {
          product_id: product,
          phone: '069 555 111',
          idempotency_key: randomUUID(),
        });

        return { status: response.status, body: await response.text() };
      }),
    );

    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    // 409: the open order exists; 429: a per-phone rate limit, when one is configured.
    expect(statuses.filter((s) => s !== 201 && s !== 409 && s !== 429)).toEqual([]);
    for (const refused of responses.filter((r) => r.status === 409)) {
      const body = JSON.parse(refused.body) as { errors: { phone: string[] } };
      expect(body.errors.phone[0]).toContain('Pentru acest număr există deja o comandă într-un clic a acestui produs.');
    }
    expect(stock(product)).toBe('49');
    expect(php(`echo App\\Models\\Order::query()->where('phone', '+37369555111')->count();`).split('\n').pop()).toBe(
      '1',
    );
  });

  test('gives a key to the shopper who sent it first and tells the other one nothing', async ({
    productsWithUnits,
  }) => {
    test.setTimeout(60_000);
    const product = (await productsWithUnits(50))[0]!.id;
    const [ana, ion] = await Promise.all([new Shopper().start(), new Shopper().start()]);
    // A first write gives each shopper its guest cookie, as a visit that added to the cart would.
    for (const shopper of [ana, ion]) {
      expect((await shopper.request('POST', '/cos/produse', { product_id: product })).status).toBe(200);
    }
    const key = randomUUID();

    const responses = await Promise.all(
      Array.from({ length: 16 }, async (_, i) => {
        const shopper = i % 2 === 0 ? ana : ion;
        const phone = i % 2 === 0 ? '069 555 222' : '079 555 222';
        const response = await shopper!.request('POST', '/comanda-rapida', {
          product_id: product,
          phone,
          idempotency_key: key,
        });

        return { who: i % 2, status: response.status, body: await response.text() };
      }),
    );

    const number = php(`echo App\\Models\\Order::query()->where('idempotency_key', '${key}')->value('number');`)
      .split('\n')
      .pop()!;
    expect(number).toMatch(/^ES-\d{4}-\d{6}$/);
    const owner = responses.find((r) => r.status === 201)!.who;
    for (const response of responses) {
      if (response.who === owner) {
        expect(response.status).toBe(201);
        expect(response.body).toContain(number);
      } else {
        expect(response.status).toBe(409);
        const body = JSON.parse(response.body) as { message: string; errors: { cart: string[] } };
        expect(body.errors.cart[0]).toBe('Această comandă a fost deja trimisă. Reîncărcați pagina.');
        expect(response.body).not.toContain(number);
      }
    }
    expect(stock(product)).toBe('49');
  });

  test('returns the unit once when two release runs overlap', async ({ productsWithUnits }) => {
    test.setTimeout(60_000);
    const product = (await productsWithUnits(7))[0]!.id;
    const shopper = await new Shopper().start();
    const response = await shopper.request('POST', '/comanda-rapida', {
      product_id: product,
      phone: '069 555 333',
      idempotency_key: randomUUID(),
    });
    expect(response.status).toBe(201);
    expect(stock(product)).toBe('6');
    php(`App\\Models\\Order::query()->where('phone', '+37369555333')->update(['held_until' => now()->subMinute()]);`);

    const outputs = await Promise.all([artisan('orders:release-holds'), artisan('orders:release-holds')]);

    const released = outputs.map((out) => Number(/Released (\d+)/.exec(out)?.[1] ?? -1));
    expect(released.sort()).toEqual([0, 1]);
    expect(stock(product)).toBe('7');
    expect(
      php(`echo App\\Models\\Order::query()->where('phone', '+37369555333')->value('status');`).split('\n').pop(),
    ).toBe('released');
  });
});

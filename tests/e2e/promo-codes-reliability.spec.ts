import { randomUUID } from 'node:crypto';

import { expect, test, type Product } from './support/fixtures';

import { checkoutBody, php, Shopper, uniquePhone } from './shopping/client';

// A promo code's limits over real HTTP against several PHP workers (docs/promo-codes.md, "Limits under concurrency"):
// each use is taken by a conditional UPDATE inside the order's transaction, so a limit of N is taken N times exactly.

/** A code of its own for one test, 10 % off the whole cart; `limits` are the rule's columns. */
function makeCode(limits: string): string {
  const code = `RACE${randomUUID().slice(0, 8).toUpperCase()}`;
  php(
    `$rule = App\\Models\\PromoRule::query()->create(['label' => ['ro' => 'Test', 'ru' => 'Тест'], 'kind' => 'percent', 'value' => 10, ${limits}]); App\\Models\\PromoCode::query()->create(['promo_rule_id' => $rule->id, 'code' => '${code}']);`,
  );

  return code;
}

async function guestWithCode(product: Product, code: string): Promise<Shopper> {
  const shopper = await new Shopper().start();
  expect((await shopper.request('POST', '/cos/produse', { product_id: product.id, quantity: 1 })).status).toBe(200);
  const applied = await shopper.request('POST', '/cos/cod', { promo_code: code.toLowerCase() });
  expect(applied.status, await applied.clone().text()).toBe(200);

  return shopper;
}

/** The orders that carry the code and the rule's count of uses, as the database has them. */
function uses(code: string): { orders: number; count: number; discounted: number } {
  return JSON.parse(
    php(
      `$rule = App\\Models\\PromoCode::query()->where('code', '${code}')->sole()->rule; echo json_encode(['orders' => Illuminate\\Support\\Facades\\DB::table('promo_uses')->where('promo_rule_id', $rule->id)->whereNull('released_at')->count(), 'count' => $rule->uses_count, 'discounted' => App\\Models\\Order::query()->whereIn('id', Illuminate\\Support\\Facades\\DB::table('promo_uses')->where('promo_rule_id', $rule->id)->select('order_id'))->where('discount_total', '>', 0)->count()]);`,
    )
      .split('\n')
      .pop()!,
  ) as { orders: number; count: number; discounted: number };
}

test.describe('promo codes under concurrency', () => {
  test('a code limited to 5 uses is used by exactly 5 of 50 simultaneous checkouts', async ({ productsWithUnits }) => {
    test.setTimeout(180_000);
    // A product per shopper: no stock row for the checkouts to queue on, so they race for the code alone.
    const products = await productsWithUnits(5, 50);
    const code = makeCode("'usage_limit' => 5");
    const shoppers = [];
    for (const product of products) {
      shoppers.push(await guestWithCode(product, code));
    }

    const responses = await Promise.all(
      shoppers.map(async (shopper) => {
        const response = await shopper.request('POST', '/checkout', checkoutBody(randomUUID()));

        return { status: response.status, body: await response.text() };
      }),
    );

    const odd = responses.filter((r) => r.status !== 201 && r.status !== 409);
    expect(odd.map((r) => `${r.status} ${r.body.slice(0, 300)}`)).toEqual([]);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(5);
    const refused = responses.filter((r) => r.status === 409);
    expect(refused).toHaveLength(45);
    for (const answer of refused) {
      const body = JSON.parse(answer.body) as { errors: { promo_code?: string[] } };
      expect(body.errors.promo_code?.[0]).toContain('a fost deja folosit de câte ori era permis');
    }
    expect(uses(code)).toEqual({ orders: 5, count: 5, discounted: 5 });
    // The refused checkouts took no units: only the 5 orders hold any.
    const ids = products.map((product) => product.id).join(',');
    expect(php(`echo App\\Models\\Product::query()->whereKey([${ids}])->sum('stock_total');`).split('\n').pop()).toBe(
      String(50 * 5 - 5),
    );
  });

  test('a code of one use per customer is used once when one phone checks out 10 times at once', async ({
    productsWithUnits,
  }) => {
    test.setTimeout(120_000);
    const product = (await productsWithUnits(100))[0]!;
    const code = makeCode("'per_customer_limit' => 1");
    const guests = [];
    for (let i = 0; i < 10; i++) {
      guests.push(await guestWithCode(product, code));
    }
    const phone = uniquePhone();

    const responses = await Promise.all(
      guests.map(async (guest, i) => {
        // The same phone, typed differently, with a different e-mail each time.
        const typed = i % 2 === 0 ? phone : `+373${phone.replaceAll(' ', '').slice(1)}`;
        const response = await guest.request(
          'POST',
          '/checkout',
          checkoutBody(randomUUID(), { phone: typed, email: `guest${i}@example.md` }),
        );

        return { status: response.status, body: await response.text() };
      }),
    );

    const odd = responses.filter((r) => r.status !== 201 && r.status !== 409);
    expect(odd.map((r) => `${r.status} ${r.body.slice(0, 300)}`)).toEqual([]);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    for (const answer of responses.filter((r) => r.status === 409)) {
      const body = JSON.parse(answer.body) as { errors: Record<string, string[]> };
      expect(Object.values(body.errors).flat().join(' ')).toMatch(
        /Ați folosit deja acest cod|așteaptă confirmarea|încercați din nou/i,
      );
    }
    expect(uses(code)).toEqual({ orders: 1, count: 1, discounted: 1 });
  });
});

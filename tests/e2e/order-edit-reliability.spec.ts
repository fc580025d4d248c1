import { randomUUID } from 'node:crypto';

import { expect, test } from './support/fixtures';

import { checkoutBody, php, Shopper } from './shopping/client';

// Staff's edits of an order over real HTTP with several PHP workers (tests/e2e/support/server.ts): edits sent at once
// from the same version make exactly one change (the others are told the order changed meanwhile, 409), the units
// move once, by the winner's difference; an edit racing a cancellation: one of them, never both.

type Figures = {
  total: number;
  units: number;
  version: number;
  edits: number;
  mails: number;
  status: string;
  held: number;
};

function figures(product: number, number: string): Figures {
  return JSON.parse(
    php(`
      $o = App\\Models\\Order::query()->where('number', '${number}')->firstOrFail();
      echo json_encode([
        'total' => (int) App\\Models\\Product::query()->whereKey(${product})->value('stock_total'),
        'units' => (int) $o->lines()->sum('quantity'),
        'version' => (int) $o->version,
        'edits' => App\\Models\\OrderEvent::query()->where('order_id', $o->id)->where('type', 'edited')->count(),
        'mails' => Illuminate\\Support\\Facades\\DB::table('order_mails')->where('order_id', $o->id)->where('type', 'like', 'edited_%')->count(),
        'status' => $o->status,
        'held' => (int) Illuminate\\Support\\Facades\\DB::table('order_stock')->where('order_id', $o->id)->whereNull('released_at')->sum('quantity'),
      ]);
    `)
      .split('\n')
      .pop()!,
  ) as Figures;
}

async function placeOrder(product: number): Promise<string> {
  const shopper = await new Shopper().start();
  expect((await shopper.request('POST', '/cos/produse', { product_id: product, quantity: 1 })).status).toBe(200);
  const response = await shopper.request('POST', '/checkout', checkoutBody(randomUUID()));
  expect(response.status).toBe(201);

  return ((await response.json()) as { number: string }).number;
}

test.describe("staff's edits of an order under concurrency", () => {
  test('makes one change of eight edits sent at once from the same version, the units moved once', async ({
    productsWithUnits,
  }) => {
    test.setTimeout(120_000);
    const product = (await productsWithUnits(20))[0]!.id;
    const number = await placeOrder(product);
    expect(figures(product, number)).toMatchObject({ total: 19, units: 1, version: 0 });

    const staff = await new Shopper().start();
    const quantities = [2, 3, 4, 5, 6, 7, 8, 9];
    const answers = await Promise.all(
      quantities.map((quantity) =>
        staff.request('POST', '/__e2e/orders/edit', { number, product_id: product, quantity, version: 0 }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    const won = quantities[statuses.indexOf(200)]!;
    // Exactly the winner's units are held, once; one timeline row, one mail, one version more.
    expect(figures(product, number)).toEqual({
      total: 20 - won,
      units: won,
      version: 1,
      edits: 1,
      mails: 1,
      status: 'new',
      held: won,
    });
  });

  test('lets an edit or a cancellation sent at the same moment win, never both', async ({ productsWithUnits }) => {
    test.setTimeout(120_000);
    const product = (await productsWithUnits(20))[0]!.id;
    const number = await placeOrder(product);
    const staff = await new Shopper().start();

    const [edit, cancel] = await Promise.all([
      staff.request('POST', '/__e2e/orders/edit', { number, product_id: product, quantity: 4, version: 0 }),
      staff.request('POST', '/__e2e/stock/cancel', { number, version: 0 }),
    ]);
    expect([edit.status, cancel.status].filter((status) => status === 200)).toHaveLength(1);
    const after = figures(product, number);
    if (edit.status === 200) {
      expect(after).toMatchObject({ total: 16, units: 4, held: 4, edits: 1, status: 'new' });
    } else {
      expect(after).toMatchObject({ total: 20, units: 1, held: 0, edits: 0, status: 'cancelled' });
    }
  });
});

import { randomUUID } from 'node:crypto';

import { expect, test } from './support/fixtures';

import { checkoutBody, php, Shopper } from './shopping/client';

// Stock has one truth (docs/stock.md), checked over real HTTP against several PHP workers: courier and pickup
// checkouts, staff cancelling the same orders twice at once and staff counting stock, all at the same moment.

type Arranged = { products: number[]; warehouse: number; stores: number[] };
type ProductFigures = { total: number; places: Record<string, number>; live: number; released: number };
type OrderFigures = { number: string; status: string; lines: number; live: number; released: number };
type Figures = { products: Record<string, ProductFigures>; orders: OrderFigures[] };

/** Three sellable products of the test's own, each with 4 units at the warehouse and 3 and 2 at the first two shops. */
function arrange(products: number[]): Arranged {
  const out = php(`
    $ids = [${products.join(', ')}];
    $warehouse = Tests\\Support\\Stock::warehouse();
    $stores = App\\Models\\Store::scopeShops(App\\Models\\Store::query())->orderBy('sorted')->orderBy('id')->take(2)->pluck('id')->map(fn ($id) => (int) $id)->all();
    foreach ($ids as $id) { Tests\\Support\\Stock::only($id, 4); Tests\\Support\\Stock::set($id, $stores[0], 3); Tests\\Support\\Stock::set($id, $stores[1], 2); }
    echo json_encode(['products' => $ids, 'warehouse' => $warehouse, 'stores' => $stores]);
  `);

  return JSON.parse(out.split('\n').pop()!) as Arranged;
}

async function figures(staff: Shopper, products: number[]): Promise<Figures> {
  const query = products.map((id) => `products[]=${id}`).join('&');
  const response = await staff.request('GET', `/__e2e/stock/figures?${query}`);
  expect(response.status).toBe(200);

  return (await response.json()) as Figures;
}

test.describe('stock under concurrent orders, cancellations and stock edits', () => {
  test('keeps every place whole, every total the sum of its places and every unit accounted for', async ({
    productsWithUnits,
  }) => {
    test.setTimeout(240_000);
    const { products, warehouse, stores } = arrange((await productsWithUnits(4, 3)).map((product) => product.id));
    let seed = 16;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const staff = await Promise.all(Array.from({ length: 4 }, () => new Shopper().start()));
    const start = await figures(staff[0]!, products);

    // A shopper with one product in the cart and the checkout form it will send: courier, or pickup at a store.
    const shopper = async (i: number) => {
      const product = products[random(products.length)]!;
      const quantity = 1 + random(2);
      const pickup =
        i % 2 === 0
          ? {}
          : {
              delivery_method: 'pickup',
              store_id: stores[random(stores.length)],
              delivery_zone: null,
              city: null,
              address: null,
              delivery_interval: null,
            };
      const who = await new Shopper().start();
      const added = await who.request('POST', '/cos/produse', { product_id: product, quantity });
      expect(added.status).toBe(200);

      return () => who.request('POST', '/checkout', checkoutBody(randomUUID(), pickup));
    };
    const checkout = async (send: () => Promise<Response>) => {
      const response = await send();
      const body = await response.text();

      return {
        status: response.status,
        number: response.status === 201 ? (JSON.parse(body) as { number: string }).number : null,
        body,
      };
    };

    // Every cart is filled while the products are in stock; the checkouts come in two rounds, the first all at once.
    const carts = await Promise.all(Array.from({ length: 48 }, (_, i) => shopper(i)));
    const [first, second] = [carts.slice(0, 16), carts.slice(16)];
    const placed = await Promise.all(first.map(checkout));

    // Round two, all at the same moment: more orders, staff cancelling half of the first round's orders (each twice,
    // as two staff seeing the same version would), and staff counting stock at every kind of place.
    const toCancel = placed
      .filter((r) => r.number !== null)
      .filter((_, i) => i % 2 === 0)
      .map((r) => r.number!);
    const places = [warehouse, ...stores];
    const edits = Array.from({ length: 12 }, () => ({
      product_id: products[random(products.length)]!,
      place_id: places[random(places.length)]!,
      quantity: random(4),
    }));
    const [later, cancels, counted] = await Promise.all([
      Promise.all(second.map(checkout)),
      Promise.all(
        toCancel.flatMap((number, i) =>
          [0, 1].map(async (j) => {
            const response = await staff[(i + j) % staff.length]!.request('POST', '/__e2e/stock/cancel', {
              number,
              version: 0,
            });

            return { number, status: response.status, body: await response.text() };
          }),
        ),
      ),
      Promise.all(
        edits.map(async (edit, i) => {
          const response = await staff[i % staff.length]!.request('POST', '/__e2e/stock/set', edit);
          const body = (await response.json()) as { before: { quantity: number }; after: { quantity: number } };

          return {
            status: response.status,
            product: edit.product_id,
            delta: body.after.quantity - body.before.quantity,
          };
        }),
      ),
    ]);

    const orders = [...placed, ...later];
    expect(
      orders.filter((r) => ![201, 409, 422].includes(r.status)).map((r) => `${r.status} ${r.body.slice(0, 300)}`),
    ).toEqual([]);
    // Demand is about three times the stock: many orders are refused (409 when another order took the units first,
    // 422 when the pickup store no longer has them), and the race decides which.
    expect(orders.filter((r) => r.status === 201).length).toBeGreaterThan(10);
    expect(orders.filter((r) => r.status !== 201).length).toBeGreaterThan(10);
    expect(orders.filter((r) => r.status === 409).length).toBeGreaterThan(0);
    expect(counted.map((c) => c.status)).toEqual(Array(edits.length).fill(200));
    // Two staff cancelling the same order: one wins, the other hears it changed meanwhile.
    for (const number of toCancel) {
      const statuses = cancels.filter((c) => c.number === number).map((c) => c.status);
      expect(statuses.sort()).toEqual([200, 409]);
    }

    const end = await figures(staff[0]!, products);
    const numbers = new Set(orders.filter((r) => r.number !== null).map((r) => r.number));
    expect(end.orders.filter((o) => numbers.has(o.number)).length).toBe(numbers.size);
    for (const order of end.orders.filter((o) => numbers.has(o.number))) {
      // Every order reserved exactly its lines; a cancelled one gave them all back, once.
      const cancelled = toCancel.includes(order.number);
      expect({ number: order.number, status: order.status, live: order.live, released: order.released }).toEqual({
        number: order.number,
        status: cancelled ? 'cancelled' : 'new',
        live: cancelled ? 0 : order.lines,
        released: cancelled ? order.lines : 0,
      });
    }
    for (const id of products) {
      const before = start.products[id]!;
      const after = end.products[id]!;
      const shelves = Object.values(after.places);
      expect(shelves.every((units) => units >= 0)).toBe(true);
      expect(after.total).toBe(shelves.reduce((sum, units) => sum + units, 0));
      // Units are conserved: what the shop owns changes only by the staff's counts.
      const edited = counted.filter((c) => c.product === id).reduce((sum, c) => sum + c.delta, 0);
      expect(after.total + after.live).toBe(before.total + before.live + edited);
    }
  });
});

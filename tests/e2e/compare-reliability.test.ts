import { describe, expect, it } from 'vitest';

import { php, Shopper } from './shopping/client';

// The compare list's four products per category with adds sent at the same moment over real HTTP to several PHP
// workers: SQLite takes one writer at a time, PostgreSQL and MariaDB count at once unless the app makes the adds of
// one shopper take turns (App\Actions\Shopper\SaveProduct). Runs on every database (E2E_DB).

const ADDS = 10;

type Arranged = { category: number; products: number[] };

/** Active products of the one category with the most of them, ADDS + 1 of them. */
function arrange(): Arranged {
  const out = php(`
    $category = App\\Models\\Product::scopeActive(App\\Models\\Product::query())->select('category_id')
      ->groupBy('category_id')->orderByRaw('count(*) desc')->orderBy('category_id')->value('category_id');
    $ids = App\\Models\\Product::scopeActive(App\\Models\\Product::query())->where('category_id', $category)
      ->orderBy('id')->take(${ADDS + 1})->pluck('id')->map(fn ($id) => (int) $id)->all();
    echo json_encode(['category' => (int) $category, 'products' => $ids]);
  `);

  return JSON.parse(out.split('\n').pop()!) as Arranged;
}

describe('the compare list under simultaneous adds', () => {
  it(`keeps four products of a category when ${ADDS} adds arrive at once`, async () => {
    const { products } = arrange();
    expect(products).toHaveLength(ADDS + 1);
    const [first, ...rest] = products;
    const shopper = await new Shopper().start();
    // The first add gives the shopper the guest cookie every later add carries.
    const added = await shopper.request('POST', `/compara/${first}`);
    expect(added.status).toBe(200);

    const responses = await Promise.all(
      rest.map(async (id) => {
        const response = await shopper.request('POST', `/compara/${id}`);

        return { id, status: response.status, body: await response.text() };
      }),
    );

    // Three more fit; every other add is refused with the reason, never a server error.
    expect(
      responses.filter((r) => r.status !== 200 && r.status !== 422).map((r) => `${r.status} ${r.body.slice(0, 300)}`),
    ).toEqual([]);
    expect(responses.filter((r) => r.status === 200)).toHaveLength(3);
    for (const refused of responses.filter((r) => r.status === 422)) {
      const body = JSON.parse(refused.body) as { errors: { compare: string[] } };
      expect(body.errors.compare[0]).toContain('Puteți compara cel mult 4 produse');
    }
    const props = (await shopper.pageProps('/compara')) as { groups: { products: unknown[] }[] };
    expect(props.groups).toHaveLength(1);
    expect(props.groups[0]!.products).toHaveLength(4);
  }, 60_000);
});

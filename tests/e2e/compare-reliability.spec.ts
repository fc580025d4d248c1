import { expect, test } from './support/fixtures';

import { php, Shopper } from './shopping/client';

// The compare list's four products per category with adds sent at the same moment over real HTTP to several PHP
// workers, on every database (E2E_DB): SQLite takes one writer at a time, PostgreSQL and MariaDB count at once unless
// the app makes one shopper's adds take turns (App\Actions\Shopper\SaveProduct). Four workers seldom run two counts
// in the same millisecond, so this checks the answers and the limit; the race itself is caught by
// tests/Feature/Compare/CompareLimitConcurrencyTest, whose forked processes start together.

const ADDS = 10;
const ROUNDS = 4;

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

test.describe('the compare list under simultaneous adds', () => {
  test(`keeps four products of a category when ${ADDS} adds arrive at once, round after round`, async () => {
    test.setTimeout(120_000);
    const { products } = arrange();
    expect(products).toHaveLength(ADDS + 1);
    const [first, ...rest] = products;
    const kept: number[] = [];
    const odd: string[] = [];

    // Each round a new shopper: the race between two counts is short, so it is given several chances.
    for (let round = 0; round < ROUNDS; round++) {
      const shopper = await new Shopper().start();
      // The first add gives the shopper the guest cookie every later add carries.
      expect((await shopper.request('POST', `/compara/${first}`)).status).toBe(200);

      const responses = await Promise.all(
        rest.map(async (id) => {
          const response = await shopper.request('POST', `/compara/${id}`);

          return { status: response.status, body: await response.text() };
        }),
      );

      // Three more fit; every other add is refused with the reason, never a server error.
      for (const response of responses) {
        if (response.status === 422) {
          const body = JSON.parse(response.body) as { errors: { compare: string[] } };
          if (!body.errors.compare[0]!.includes('Puteți compara cel mult 4 produse')) odd.push(response.body);
        } else if (response.status !== 200) {
          odd.push(`${response.status} ${response.body.slice(0, 300)}`);
        }
      }
      const props = (await shopper.pageProps('/compara')) as { groups: { products: unknown[] }[] };
      kept.push(props.groups.reduce((sum, group) => sum + group.products.length, 0));
    }

    expect(odd).toEqual([]);
    expect(kept).toEqual(Array(ROUNDS).fill(4));
  });
});

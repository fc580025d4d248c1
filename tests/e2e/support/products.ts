import { php } from '../shopping/client';

// Products of the seeded demo catalogue picked by what a test needs rather than by slug or by row, so a rebuilt
// catalogue (other names, other prices) does not break the browser tests. The named fixtures of
// tests/e2e/support/fixtures.ts are made from these.

export type Product = { id: number; slug: string; price: number };

/**
 * Claims `count` sellable products (active, with a price) that no order holds yet and no other test of this run has
 * claimed, and leaves exactly `units` of each at the warehouse and nowhere else. A test selling, reserving or counting
 * units has them to itself: nothing another file did is in its figures. The claims live in the app's cache (one
 * database per run), taken under its lock.
 */
export function claimProducts(count: number, units: number): Product[] {
  const out = php(`
    echo Illuminate\\Support\\Facades\\Cache::lock('e2e.product-claims', 30)->block(30, function () {
      $claimed = Illuminate\\Support\\Facades\\Cache::get('e2e.product-claims', []);
      $products = App\\Models\\Product::query()->where('is_active', true)->where('price', '>', 0)
        ->whereNotIn('id', $claimed)
        ->whereNotExists(fn ($q) => $q->selectRaw('1')->from('order_lines')->whereColumn('order_lines.product_id', 'products.id'))
        ->orderBy('id')->take(${count})->get();
      Illuminate\\Support\\Facades\\Cache::forever('e2e.product-claims', [...$claimed, ...$products->modelKeys()]);
      foreach ($products as $p) { Tests\\Support\\Stock::only($p, ${units}); }

      return json_encode($products->map(fn ($p) => ['id' => (int) $p->id, 'slug' => $p->slug, 'price' => (int) $p->price]));
    });
  `);
  const products = JSON.parse(out.split('\n').pop()!) as Product[];
  if (products.length !== count) throw new Error(`${count} unclaimed sellable products expected: ${out}`);

  return products;
}

/** Two televisions of the Smart TV category, of different brands, the most popular first. */
export function twoSmartTvs(): [string, string] {
  const out = php(`
    $tvs = App\\Models\\Product::query()->where('is_active', true)
      ->where('category_id', App\\Models\\Category::query()->where('slug', 'smart-tv')->value('id'))
      ->orderByDesc('popularity')->orderBy('id')->get(['slug', 'brand_id']);
    $first = $tvs->first();
    $second = $tvs->first(fn ($tv) => $tv->brand_id !== $first?->brand_id);
    echo json_encode([$first?->slug, $second?->slug]);
  `);
  const slugs = JSON.parse(out.split('\n').pop()!) as (string | null)[];
  if (typeof slugs[0] !== 'string' || typeof slugs[1] !== 'string')
    throw new Error(`two Smart TVs of different brands expected: ${out}`);

  return [slugs[0], slugs[1]];
}

/** The laptop with the longest name: the widest product page to fit on a phone (specs, stock, credit table). */
export function longestNamedLaptop(): string {
  const out = php(`
    echo App\\Models\\Product::query()->where('is_active', true)->where('price', '>', 0)
      ->where('category_sub_id', App\\Models\\Category::query()->where('slug', 'laptopuri')->value('id'))
      ->get(['slug', 'name'])->sortByDesc(fn ($p) => mb_strlen($p->translate('name', 'ru')))->first()?->slug ?? '';
  `);
  const slug = out.split('\n').pop()!.trim();
  if (slug === '') throw new Error(`a laptop expected: ${out}`);

  return slug;
}

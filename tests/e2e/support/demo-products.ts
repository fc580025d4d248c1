import { php } from '../shopping/client';

// Products of the seeded demo catalogue picked by what a test needs rather than by slug, so a rebuilt catalogue
// (other names, other prices) does not break the browser tests.

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

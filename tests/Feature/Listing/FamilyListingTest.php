<?php

declare(strict_types=1);

namespace Tests\Feature\Listing;

use App\Models\Category;
use App\Models\Product;
use App\Models\ProductFamily;
use App\Services\Families\FamilyListing;
use App\Services\Products\RefreshCatalogue;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Database\Query\Builder;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * Listings show a family once (docs/variants.md): as its listed variant, found by any active variant's option values,
 * counted once in every facet.
 */
final class FamilyListingTest extends TestCase
{
    use ChecksFacetsAgainstOracle;

    private const TVS = '/categorie-produs/tv-audio-foto/televizoare';

    /** @var list<int> the family's variants, cheapest first */
    private array $variants;

    private int $familyId;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        $this->makeFamilyOfTelevisions();
    }

    #[Test]
    public function a_family_is_one_card_shown_as_its_cheapest_variant_in_stock(): void
    {
        [$cheapest, $middle, $dearest] = $this->variants;
        $this->assertSame([$cheapest], $this->listed());

        $ids = $this->cardIds(self::TVS.'?per_page=96');
        $this->assertContains($cheapest, $ids);
        $this->assertNotContains($middle, $ids);
        $this->assertNotContains($dearest, $ids);

        // Sold out: its cheapest sibling in stock stands for the family; switched off: the next one.
        DB::table('products')->where('id', $cheapest)->update(['stock_total' => 0]);
        FamilyListing::refresh([$this->familyId]);
        $this->assertSame([$middle], $this->listed());

        Product::query()->whereKey($middle)->update(['is_active' => false]);
        app(RefreshCatalogue::class)->products([$middle]);
        $this->assertSame([$dearest], $this->listed());
        $this->assertContains($dearest, $this->cardIds(self::TVS.'?per_page=96'));

        // Nothing active: the family shows nowhere.
        Product::query()->whereIn('id', $this->variants)->update(['is_active' => false]);
        app(RefreshCatalogue::class)->products($this->variants);
        $ids = $this->cardIds(self::TVS.'?per_page=96');
        $this->assertSame([], array_values(array_intersect($ids, $this->variants)));
    }

    #[Test]
    public function a_list_of_what_belongs_to_a_variant_shows_the_family_as_its_variant_that_qualifies(): void
    {
        [$cheapest, $middle, $dearest] = $this->variants;
        DB::table('products')->whereIn('id', $this->variants)->update(['discount_percent' => 0, 'old_price' => null, 'is_new' => false]);
        DB::table('products')->where('id', $middle)->update(['old_price' => 1_300_000, 'discount_percent' => Product::discountPercent(1_100_000, 1_300_000)]);
        DB::table('products')->where('id', $dearest)->update(['is_new' => true]);
        app(RefreshCatalogue::class)->products($this->variants);

        $discounts = $this->cardIds('/categorie-produs/reduceri?per_page=96&sort=discount&category=televizoare');
        $this->assertSame([$middle], array_values(array_intersect($discounts, $this->variants)), 'the discounted variant, though not the listed one');
        $new = $this->cardIds('/produse-noi?per_page=96&sort=newest');
        $this->assertSame([$dearest], array_values(array_intersect($new, $this->variants)));

        // Two discounted: the one in stock first, then the cheaper.
        DB::table('products')->where('id', $dearest)->update(['old_price' => 1_500_000, 'discount_percent' => Product::discountPercent(1_200_000, 1_500_000)]);
        DB::table('products')->where('id', $middle)->update(['stock_total' => 0]);
        app(RefreshCatalogue::class)->products($this->variants);
        $discounts = $this->cardIds('/categorie-produs/reduceri?per_page=96&sort=discount&category=televizoare');
        $this->assertSame([$dearest], array_values(array_intersect($discounts, $this->variants)));
    }

    #[Test]
    public function the_card_says_how_many_variants_and_their_price_range(): void
    {
        [$cheapest] = $this->variants;
        $cards = collect($this->get(self::TVS.'?per_page=96')->assertOk()->viewData('page')['props']['listing']['products']['data'])->keyBy('id');

        // Told apart by the diagonal alone: the colours of its variants' other specs are no choice, so no dots.
        $this->assertSame(['count' => 3, 'lowest' => 1_000_000, 'highest' => 1_200_000, 'swatches' => []], $cards[$cheapest]['variants']);

        // With the colour an option too: the colours its variants come in, as the colour filter orders them (the
        // demo's colours have swatches).
        $colours = DB::table('product_attribute_values as v')->join('attribute_options as o', 'o.id', '=', 'v.attribute_option_id')
            ->whereIn('v.product_id', $this->variants)->whereNotNull('o.swatch')->get(['v.attribute_id', 'o.sort', 'o.id', 'o.value', 'o.swatch']);
        $this->assertNotEmpty($colours);
        DB::table('product_family_options')->insert(['family_id' => $this->familyId, 'attribute_id' => $colours->first()->attribute_id, 'position' => 1]);
        $swatches = $colours->unique('id')->sortBy([['sort', 'asc'], ['id', 'asc']])->values()
            ->map(fn (object $o): array => ['label' => json_decode((string) $o->value, true)['ro'], 'color' => (string) $o->swatch])->all();
        $cards = collect($this->get(self::TVS.'?per_page=96')->assertOk()->viewData('page')['props']['listing']['products']['data'])->keyBy('id');
        $this->assertSame(['count' => 3, 'lowest' => 1_000_000, 'highest' => 1_200_000, 'swatches' => $swatches], $cards[$cheapest]['variants']);
        // Every demo television has a family; the phones and gadgets have products of their own too.
        $cards = collect($this->get('/categorie-produs/telefoane-si-gadgeturi?per_page=96')->assertOk()->viewData('page')['props']['listing']['products']['data'])->keyBy('id');
        $alone = DB::table('products')->whereIn('id', $cards->keys())->whereNull('family_id')->pluck('id')->map(static fn (mixed $id): int => (int) $id);
        $this->assertNotEmpty($alone);
        foreach ($alone as $id) {
            $this->assertNull($cards[$id]['variants'], 'a product of its own');
        }
    }

    #[Test]
    public function a_filter_on_another_variants_option_finds_the_family_once(): void
    {
        [$cheapest, , $dearest] = $this->variants;
        $size = (float) $this->screenSize($dearest);
        $ownSize = (float) $this->screenSize($cheapest);
        $this->assertNotSame($size, $ownSize);

        $ids = $this->cardIds(self::TVS.'?'.http_build_query(['screen_size' => $size.'-'.$size, 'per_page' => 96]));
        $this->assertSame([$dearest], array_values(array_intersect($ids, $this->variants)), 'found by its dearest variant\'s diagonal, and shown as that variant');

        // Without the filter, and with one every variant passes: its listed variant.
        $this->assertSame([$cheapest], array_values(array_intersect($this->cardIds(self::TVS.'?per_page=96'), $this->variants)));
        $this->assertSame([$cheapest], array_values(array_intersect($this->cardIds(self::TVS.'?'.http_build_query(['screen_size' => '1-200', 'per_page' => 96])), $this->variants)));
    }

    /**
     * @param  array<string, string>  $filters
     */
    #[Test]
    #[DataProvider('filterSets')]
    public function totals_and_facet_counts_count_the_family_once(array $filters): void
    {
        $id = Category::query()->where('slug', 'televizoare')->value('id');
        $oracle = new ListingOracle(static fn (Builder $q) => $q->where('products.category_sub_id', $id));
        $listing = $this->get(self::TVS.'?'.http_build_query($filters))->assertOk()->viewData('page')['props']['listing'];

        $this->assertSame($oracle->matching($filters)->count(), $listing['products']['meta']['total']);
        $this->assertGreaterThan(5, $this->assertFacetsMatch($oracle, $filters, $listing['facets']));
    }

    #[Test]
    public function search_finds_the_family_by_any_variants_sku_and_shows_it_once(): void
    {
        [$cheapest, , $dearest] = $this->variants;
        $sku = (string) DB::table('products')->where('id', $dearest)->value('sku');
        $ids = array_column($this->get('/cautare?q='.urlencode($sku))->assertOk()->viewData('page')['props']['listing']['products']['data'], 'id');

        $this->assertSame([$cheapest], array_values(array_intersect($ids, $this->variants)));
    }

    #[Test]
    public function the_search_box_suggests_a_family_once_as_its_best_match(): void
    {
        [, , $dearest] = $this->variants;
        // The family's variants share the brand and the type word: a query for both finds all three.
        $brand = (string) DB::table('brands')->where('id', DB::table('products')->where('id', $dearest)->value('brand_id'))->value('name');
        $ids = array_column($this->getJson('/api/search/suggest?q='.urlencode('televizor '.$brand))->assertOk()->json('products'), 'id');
        $this->assertNotSame([], $ids);
        $this->assertLessThanOrEqual(1, count(array_intersect($ids, $this->variants)), 'the family once');

        $sku = (string) DB::table('products')->where('id', $dearest)->value('sku');
        $ids = array_column($this->getJson('/api/search/suggest?q='.urlencode($sku))->assertOk()->json('products'), 'id');
        $this->assertSame([$dearest], array_values(array_intersect($ids, $this->variants)), 'as the variant that matched');
    }

    /** Three televisions of one brand and three diagonals become one family told apart by the diagonal. */
    private function makeFamilyOfTelevisions(): void
    {
        $categoryId = (int) Category::query()->where('slug', 'televizoare')->value('id');
        $attributeId = (int) DB::table('attributes')->where('code', 'screen_size')->value('id');
        $rows = DB::table('products as p')->join('product_attribute_values as v', static fn ($join) => $join->on('v.product_id', '=', 'p.id')->where('v.attribute_id', $attributeId))
            ->where('p.category_sub_id', $categoryId)->where('p.is_active', true)->where('p.stock_total', '>', 0)
            ->orderBy('p.brand_id')->orderBy('v.number_value')->get(['p.id', 'p.brand_id', 'p.category_id', 'p.price', 'v.number_value']);
        $chosen = [];
        foreach ($rows->groupBy('brand_id') as $ofBrand) {
            $bySize = $ofBrand->unique('number_value')->values();
            if ($bySize->count() >= 3) {
                $chosen = $bySize->take(3)->all();
                break;
            }
        }
        $this->assertCount(3, $chosen, 'the demo has three televisions of one brand in three diagonals');

        // The demo's own families these televisions leave get a listed variant of their own again.
        $left = DB::table('products')->whereIn('id', array_map(static fn (object $row): int => (int) $row->id, $chosen))->whereNotNull('family_id')
            ->distinct()->pluck('family_id')->map(static fn (mixed $id): int => (int) $id)->values()->all();

        $family = ProductFamily::query()->create(['slug' => 'tv-family', 'name' => ['ro' => 'Televizor', 'ru' => 'Телевизор'], 'brand_id' => $chosen[0]->brand_id, 'category_id' => $chosen[0]->category_id]);
        DB::table('product_family_options')->insert(['family_id' => $family->id, 'attribute_id' => $attributeId, 'position' => 0]);
        // Prices in the order of the diagonals, so the smallest is the cheapest.
        foreach ($chosen as $i => $row) {
            DB::table('products')->where('id', $row->id)->update(['family_id' => $family->id, 'price' => 1_000_000 + $i * 100_000, 'old_price' => null, 'discount_percent' => 0]);
        }
        app(RefreshCatalogue::class)->products(array_map(static fn (object $row): int => (int) $row->id, $chosen));
        FamilyListing::refresh($left);
        $this->familyId = $family->id;
        $this->variants = array_map(static fn (object $row): int => (int) $row->id, $chosen);
    }

    /** @return list<int> */
    private function listed(): array
    {
        return DB::table('products')->where('family_id', $this->familyId)->where('is_listed', true)->pluck('id')->map(static fn (mixed $id): int => (int) $id)->all();
    }

    private function screenSize(int $productId): mixed
    {
        return DB::table('product_attribute_values')->where('product_id', $productId)
            ->where('attribute_id', DB::table('attributes')->where('code', 'screen_size')->value('id'))->value('number_value');
    }

    /** @return list<int> */
    private function cardIds(string $url): array
    {
        return array_column($this->get($url)->assertOk()->viewData('page')['props']['listing']['products']['data'], 'id');
    }
}

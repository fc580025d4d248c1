<?php

declare(strict_types=1);

namespace Tests\Feature\Products;

use App\Models\Attribute;
use App\Models\AttributeOption;
use App\Models\Brand;
use App\Models\Category;
use App\Models\Product;
use App\Models\ProductFamily;
use App\Models\Promotion;
use App\Queries\Products\FamilySummaries;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Collection;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * What a card says about its family (docs/variants.md): how many active variants, their price range at the prices
 * shoppers pay now, and the colours of the options that tell them apart; a fixed number of queries for a list.
 */
final class FamilySummariesTest extends TestCase
{
    use RefreshDatabase;

    private Category $leaf;

    private Attribute $storage;

    private Attribute $colour;

    /** A colour spec that is no option of the families: its swatches are not theirs to show. */
    private Attribute $finish;

    /** @var array<string, AttributeOption> by slug */
    private array $options = [];

    protected function setUp(): void
    {
        parent::setUp();
        $root = Category::query()->create(['depth' => 0, 'slug' => 'electronice', 'name' => ['ro' => 'Electronice', 'ru' => 'Электроника'], 'sort' => 1]);
        $sub = Category::query()->create(['parent_id' => $root->id, 'depth' => 1, 'slug' => 'telefoane', 'name' => ['ro' => 'Telefoane', 'ru' => 'Телефоны'], 'sort' => 1]);
        $this->leaf = Category::query()->create(['parent_id' => $sub->id, 'depth' => 2, 'slug' => 'smartphone', 'name' => ['ro' => 'Smartphone', 'ru' => 'Смартфоны'], 'sort' => 1]);
        $this->storage = $this->attribute('storage', ['128gb' => null, '256gb' => null, '512gb' => null]);
        // Listed in the colour filter's order, which is not the order they are made in.
        $this->colour = $this->attribute('colour', [
            'negru' => '#111111', 'alb' => '#ffffff', 'albastru' => '#2244aa', 'verde' => '#22aa44',
            'rosu' => '#cc2222', 'galben' => '#eecc22', 'mov' => '#7733aa', 'roz' => '#ee88aa',
        ], ['alb', 'negru', 'albastru', 'verde', 'rosu', 'galben', 'mov', 'roz']);
        $this->finish = $this->attribute('finish', ['auriu' => '#d4af37']);
    }

    #[Test]
    public function a_card_says_its_familys_active_variants_their_price_range_and_the_colours_of_its_options(): void
    {
        $phone = $this->family('phone', [
            ['128gb', 'negru', 1_000_00, true],
            ['256gb', 'alb', 1_200_00, true],
            ['512gb', 'negru', 1_500_00, true],
            ['256gb', 'albastru', 900_00, false],
        ]);
        $promotion = Promotion::factory()->create(['discount_type' => 'percent', 'discount_value' => 50]);
        DB::table('promotion_product')->insert(['promotion_id' => $promotion->id, 'product_id' => $phone[2]->id]);
        $lonely = $this->family('lonely', [['128gb', 'negru', 500_00, true], ['256gb', 'alb', 600_00, false]]);
        $rainbow = $this->family('rainbow', array_map(static fn (string $colour): array => ['128gb', $colour, 100_00, true], ['roz', 'mov', 'galben', 'rosu', 'verde', 'albastru', 'negru', 'alb']));
        $alone = $this->product('ALONE', 100_00, true);

        $summaries = FamilySummaries::of($this->cards([$phone[0], $phone[1], $lonely[0], $rainbow[0], $alone]));

        // The dearest sells at half price now; the one off sale counts for nothing, its colour neither; the finish,
        // a colour but no option of the family, shows no dot.
        $phoneSummary = ['count' => 3, 'lowest' => 750_00, 'highest' => 1_200_00, 'swatches' => [['label' => 'Alb', 'color' => '#ffffff'], ['label' => 'Negru', 'color' => '#111111']]];
        $this->assertSame($phoneSummary, $summaries[$phone[0]->id]);
        $this->assertSame($phoneSummary, $summaries[$phone[1]->id], 'two cards of one family say the same');
        $this->assertArrayNotHasKey($lonely[0]->id, $summaries, 'a family of one active variant says nothing');
        $this->assertArrayNotHasKey($alone->id, $summaries);
        $this->assertSame(
            ['alb', 'negru', 'albastru', 'verde', 'rosu', 'galben'],
            array_map(fn (array $swatch): string => $this->slugOf($swatch['label']), $summaries[$rainbow[0]->id]['swatches']),
            'six colours at most, in the filter\'s order',
        );
        $this->assertSame(8, $summaries[$rainbow[0]->id]['count']);

        // A colour spec that is an option of the family shows.
        DB::table('product_family_options')->insert(['family_id' => $phone[0]->family_id, 'attribute_id' => $this->finish->id, 'position' => 2]);
        $this->assertSame(['Alb', 'Negru', 'Auriu'], array_column(FamilySummaries::of($this->cards([$phone[0]]))[$phone[0]->id]['swatches'], 'label'));
    }

    #[Test]
    public function a_list_asks_a_fixed_number_of_queries_whatever_its_number_of_cards_and_none_without_a_family(): void
    {
        $cards = [];
        foreach (range(1, 12) as $i) {
            $cards[] = $this->family('family-'.$i, [['128gb', 'negru', 1_000_00, true], ['256gb', 'alb', 1_100_00, true]])[0];
        }
        $alone = [$this->product('ALONE-1', 100_00, true), $this->product('ALONE-2', 100_00, true)];

        $this->assertSame(0, $this->queries($this->cards($alone)), 'no card of a family, no query');
        $one = $this->queries($this->cards([$cards[0]]));
        $twelve = $this->queries($this->cards($cards));
        $this->assertSame(1, $one, 'the variants with their colours');
        $this->assertSame($one, $twelve, 'twelve cards cost what one does');
        $this->assertCount(12, FamilySummaries::of($this->cards($cards)));

        // With a promotion running, its prices once more for the whole list.
        $promotion = Promotion::factory()->create(['discount_type' => 'percent', 'discount_value' => 10]);
        DB::table('promotion_product')->insert(['promotion_id' => $promotion->id, 'product_id' => $cards[3]->id]);
        $one = $this->queries($this->cards([$cards[0]]));
        $this->assertSame(2, $one);
        $this->assertSame($one, $this->queries($this->cards($cards)));
        $this->assertSame(900_00, FamilySummaries::of($this->cards([$cards[3]]))[$cards[3]->id]['lowest']);
    }

    /**
     * Queries FamilySummaries asks for these cards, once what a page asks anyway (whether a promotion runs) is known.
     *
     * @param  Collection<int, Product>  $cards
     */
    private function queries(Collection $cards): int
    {
        FamilySummaries::of($cards);
        DB::flushQueryLog();
        DB::enableQueryLog();
        FamilySummaries::of($cards);
        DB::disableQueryLog();

        return count(DB::getQueryLog());
    }

    /**
     * The products as a listing loads its cards.
     *
     * @param  list<Product>  $products
     * @return Collection<int, Product>
     */
    private function cards(array $products): Collection
    {
        $ids = array_map(static fn (Product $product): int => $product->id, $products);

        return Product::query()->whereIn('id', $ids)->get()->sortBy(static fn (Product $product): int|false => array_search($product->id, $ids, true))->values();
    }

    private function slugOf(string $label): string
    {
        return (string) collect($this->options)->search(static fn (AttributeOption $option): bool => $option->value['ro'] === $label);
    }

    /**
     * @param  array<string, string|null>  $values  slug => swatch
     * @param  list<string>  $order  the slugs in the attribute's order, when it is not the order given
     */
    private function attribute(string $code, array $values, array $order = []): Attribute
    {
        $attribute = Attribute::query()->create(['code' => $code, 'name' => ['ro' => ucfirst($code), 'ru' => ucfirst($code)], 'section' => ['ro' => 'General', 'ru' => 'Общее'], 'type' => 'select', 'is_filterable' => true, 'sort' => 1]);
        foreach ($values as $slug => $swatch) {
            $label = ucfirst($slug);
            $sort = $order === [] ? count($this->options) : (int) array_search($slug, $order, true);
            $this->options[$slug] = $attribute->options()->create(['slug' => $slug, 'value' => ['ro' => $label, 'ru' => $label], 'sort' => $sort]);
            $this->options[$slug]->forceFill(['swatch' => $swatch])->save();
        }

        return $attribute;
    }

    /**
     * A family told apart by storage and colour; every variant also has the finish spec.
     *
     * @param  list<array{0: string, 1: string, 2: int, 3: bool}>  $variants  storage, colour, price in bani, active
     * @return list<Product>
     */
    private function family(string $slug, array $variants): array
    {
        $family = ProductFamily::query()->create(['slug' => $slug, 'name' => ['ro' => $slug, 'ru' => $slug], 'brand_id' => $this->brand()->id, 'category_id' => $this->leaf->id]);
        DB::table('product_family_options')->insert([
            ['family_id' => $family->id, 'attribute_id' => $this->storage->id, 'position' => 0],
            ['family_id' => $family->id, 'attribute_id' => $this->colour->id, 'position' => 1],
        ]);
        $products = [];
        foreach ($variants as $i => [$storage, $colour, $price, $active]) {
            $product = $this->product(strtoupper($slug).'-'.$i, $price, $active);
            $product->forceFill(['family_id' => $family->id, 'is_listed' => $i === 0])->save();
            foreach ([$this->storage->id => $storage, $this->colour->id => $colour, $this->finish->id => 'auriu'] as $attributeId => $option) {
                DB::table('product_attribute_values')->insert(['product_id' => $product->id, 'attribute_id' => $attributeId, 'attribute_option_id' => $this->options[$option]->id, 'number_value' => null]);
            }
            $products[] = $product;
        }

        return $products;
    }

    private function product(string $sku, int $price, bool $active): Product
    {
        return Product::query()->create([
            'slug' => strtolower($sku), 'sku' => $sku, 'name' => ['ro' => 'Produs '.$sku, 'ru' => 'Товар '.$sku], 'description' => ['ro' => '', 'ru' => ''],
            'brand_id' => $this->brand()->id, 'category_id' => $this->leaf->id, 'category_root_id' => (int) $this->leaf->parent?->parent_id,
            'category_sub_id' => $this->leaf->parent_id, 'price' => $price, 'stock_total' => 1, 'is_active' => $active, 'popularity' => 0,
        ]);
    }

    private function brand(): Brand
    {
        return Brand::query()->firstOrCreate(['slug' => 'pomme'], ['name' => 'Pomme']);
    }
}

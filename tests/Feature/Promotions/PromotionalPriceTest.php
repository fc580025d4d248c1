<?php

declare(strict_types=1);

namespace Tests\Feature\Promotions;

use App\Enums\PromotionDiscount;
use App\Enums\StaffRole;
use App\Infrastructure\Shopper\GuestId;
use App\Models\Brand;
use App\Models\Category;
use App\Models\Order;
use App\Models\OrderLine;
use App\Models\Product;
use App\Models\Promotion;
use App\Models\User;
use App\Services\Credit\CreditTeaser;
use Carbon\CarbonImmutable;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Str;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\PageCache\Concerns\ReadsPages;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * A promotion that lowers its products' price: the price is worked out when read, so it holds exactly while the
 * promotion runs (start and end on the shop's clock), on every page and API that shows a price, in the cart, at
 * checkout and in the order; the better of two running promotions wins; prices are back when it ends, with no write.
 */
final class PromotionalPriceTest extends TestCase
{
    use ReadsPages;

    private const TVS = '/categorie-produs/tv-audio-foto/televizoare';

    private Product $tv;

    private Product $cheaperTv;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        // Monday 2 November 2026, 12:00 in Chișinău.
        $this->travelTo(CarbonImmutable::parse('2026-11-02 10:00', 'UTC'));
        $this->tv = $this->product('Televizor Promo OLED 55', 10_000_00);
        $this->cheaperTv = $this->product('Televizor Promo LED 50', 9_500_00);
    }

    private function product(string $name, int $price): Product
    {
        $leaf = Category::query()->where('slug', 'televizoare')->firstOrFail();
        // A leaf under its root (TV, audio, foto): it is its own second level.
        $root = Category::query()->findOrFail($leaf->parent_id);
        $product = Product::query()->create([
            'slug' => Str::slug($name),
            'sku' => 'PROMO-'.Str::upper(Str::random(6)),
            'name' => ['ro' => $name, 'ru' => $name],
            'description' => ['ro' => $name, 'ru' => $name],
            'brand_id' => Brand::query()->orderBy('id')->value('id'),
            'category_id' => $leaf->id,
            'category_sub_id' => $root->parent_id === null ? $leaf->id : $leaf->parent_id,
            'category_root_id' => $root->parent_id ?? $root->id,
            'price' => $price,
            'old_price' => null,
            'stock_total' => 0,
            'is_popular' => true,
            'popularity' => 1_000_000,
        ]);
        Stock::only($product, 20);

        return $product->refresh();
    }

    /**
     * @param  list<Product>  $products
     */
    private function promotion(array $products, PromotionDiscount $type, int $value, string $starts = '2026-11-02 08:00', ?string $ends = '2026-11-09 21:59'): Promotion
    {
        $promotion = Promotion::factory()->createOne([
            'starts_at' => CarbonImmutable::parse($starts, 'UTC'),
            'ends_at' => $ends === null ? null : CarbonImmutable::parse($ends, 'UTC'),
            'discount_type' => $type,
            'discount_value' => $value,
        ]);
        $promotion->products()->sync(array_map(static fn (Product $product): int => $product->id, $products));

        return $promotion;
    }

    /** The card of a product in a listing's answer, found by id. */
    private static function card(mixed $cards, int $id): ?array
    {
        foreach (collect($cards)->all() as $card) {
            if (is_array($card) && ($card['id'] ?? null) === $id) {
                return $card;
            }
        }

        return null;
    }

    #[Test]
    public function the_price_is_lowered_only_while_the_promotion_runs_and_is_back_after_it_with_no_write(): void
    {
        $this->promotion([$this->tv], PromotionDiscount::Percent, 10, '2026-11-03 08:00', '2026-11-05 21:59');
        $url = '/produs/'.$this->tv->slug;
        $shows = fn (int $price, ?int $old, ?int $percent) => $this->get($url)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('product.price', $price)->where('product.old_price', $old)->where('product.discount_percent', $percent)->etc());

        $shows(10_000_00, null, null);
        $this->travelTo(CarbonImmutable::parse('2026-11-03 08:00', 'UTC'));
        $shows(9_000_00, 10_000_00, 10);
        // The last second of the period still counts; the next does not.
        $this->travelTo(CarbonImmutable::parse('2026-11-05 21:59:00', 'UTC'));
        $shows(9_000_00, 10_000_00, 10);
        $this->travelTo(CarbonImmutable::parse('2026-11-05 21:59:01', 'UTC'));
        $shows(10_000_00, null, null);
        $this->assertSame(10_000_00, $this->tv->refresh()->price);
    }

    #[Test]
    public function cached_pages_and_price_ranges_are_not_stale_when_the_promotion_starts_or_ends(): void
    {
        config(['page_cache.enabled' => true]);
        $this->freezeSecond();
        // Every television, so the category's lowest price moves too.
        $tvs = Product::query()->where('category_sub_id', $this->tv->category_sub_id)->where('is_active', true)->get()->all();
        $this->promotion($tvs, PromotionDiscount::Percent, 10, '2026-11-02 10:00:30', '2026-11-02 10:01:00');
        $product = '/produs/'.$this->tv->slug;
        $listing = self::TVS.'?sort=price-asc&price=8000-10000';
        $price = fn (string $url): int => (int) collect($this->props($this->get($url))['listing']['products']['data'] ?? [])->firstWhere('id', $this->tv->id)['price'];
        $lowest = function (): int {
            $facet = collect($this->props($this->get(self::TVS))['listing']['facets'])->firstWhere('key', 'price');

            return (int) $facet['min'];
        };

        $this->assertSame(10_000_00, $this->props($this->get($product))['product']['price']);
        $this->get($product)->assertHeader('X-Page-Cache', 'HIT');
        $this->assertSame(10_000_00, $price($listing));
        $before = $lowest();

        // Well within a page's time in the cache: only the promotion's start can make the pages fresh.
        $this->travel(31)->seconds();
        $this->assertSame(9_000_00, $this->props($this->get($product))['product']['price']);
        $this->get($product)->assertHeader('X-Page-Cache', 'HIT');
        $this->assertSame(9_000_00, $price($listing));
        $this->assertLessThan($before, $lowest());

        $this->travel(30)->seconds();
        $this->assertSame(10_000_00, $this->props($this->get($product))['product']['price']);
        $this->assertSame(10_000_00, $price($listing));
        $this->assertSame($before, $lowest());
        $this->assertSame(10_000_00, $this->tv->refresh()->price);
    }

    #[Test]
    public function cards_the_product_page_its_head_the_api_and_suggestions_show_the_promotional_price(): void
    {
        $this->promotion([$this->tv], PromotionDiscount::Amount, 1_234_00);

        $this->get(self::TVS.'?sort=price-desc&price=9000-10000')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('listing.products.data', fn ($cards): bool => self::card($cards, $this->tv->id) === null && self::card($cards, $this->cheaperTv->id) !== null));
        $this->get(self::TVS.'?sort=price-desc&price=8700-8800')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('listing.products.data', function ($cards): bool {
                $card = self::card($cards, $this->tv->id);

                return $card !== null && $card['price'] === 8_766_00 && $card['old_price'] === 10_000_00 && $card['discount_percent'] === 12;
            }));
        // The credit teaser is worked out for the price paid.
        $teaser = app(CreditTeaser::class)->for(8_766_00);
        $this->assertNotNull($teaser);
        $this->assertNotEquals(app(CreditTeaser::class)->for(10_000_00), $teaser);
        $this->get('/ru/produs/'.$this->tv->slug)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('product.price', 8_766_00)->where('product.old_price', 10_000_00)
            ->where('product.credit', $teaser)
            ->where('meta.json_ld', fn ($ld): bool => str_contains((string) json_encode($ld), '"price":"8766.00"'))
            ->etc());
        $this->getJson('/api/main/slides-popular-product')->assertOk()
            ->assertJsonFragment(['id' => $this->tv->id, 'price' => 8_766_00, 'old_price' => 10_000_00]);
        $this->getJson('/api/search/suggest?q='.urlencode('Televizor Promo OLED'))->assertOk()
            ->assertJsonFragment(['id' => $this->tv->id, 'price' => 8_766_00, 'old_price' => 10_000_00]);
    }

    #[Test]
    public function a_listing_sorts_and_filters_by_the_price_shoppers_pay_now(): void
    {
        $order = fn (): array => array_values(array_filter(
            array_column((array) $this->get(self::TVS.'?sort=price-asc&price=8000-10000')->viewData('page')['props']['listing']['products']['data'], 'id'),
            fn (int $id): bool => in_array($id, [$this->tv->id, $this->cheaperTv->id], true),
        ));

        $this->assertSame([$this->cheaperTv->id, $this->tv->id], $order());
        $this->promotion([$this->tv], PromotionDiscount::Percent, 10);
        $this->assertSame([$this->tv->id, $this->cheaperTv->id], $order());
        // The price range offered is of the prices paid now.
        $this->get(self::TVS.'?price=8000-9100')->assertInertia(fn (Assert $page) => $page
            ->where('listing.products.data', fn ($cards): bool => self::card($cards, $this->tv->id) !== null && self::card($cards, $this->cheaperTv->id) === null));
    }

    #[Test]
    public function of_two_running_promotions_the_lower_price_wins(): void
    {
        $this->promotion([$this->tv, $this->cheaperTv], PromotionDiscount::Percent, 5);
        $this->promotion([$this->tv], PromotionDiscount::Amount, 1_500_00);

        $this->get('/produs/'.$this->tv->slug)->assertInertia(fn (Assert $page) => $page->where('product.price', 8_500_00)->etc());
        // 5 % of 9 500 lei is 9 025 lei: the second promotion does not hold this product.
        $this->get('/produs/'.$this->cheaperTv->slug)->assertInertia(fn (Assert $page) => $page->where('product.price', 9_025_00)->etc());
    }

    #[Test]
    public function the_cart_checkout_and_order_charge_the_promotional_price(): void
    {
        $this->promotion([$this->tv], PromotionDiscount::Percent, 10);
        $this->withCredentials()->withCookie(GuestId::COOKIE, Str::random(40));
        $this->postJson('/cos/produse', ['product_id' => $this->tv->id, 'quantity' => 2])->assertOk();

        $this->get('/cos')->assertInertia(fn (Assert $page) => $page
            ->where('summary.lines.0.product.price', 9_000_00)->where('summary.lines.0.line_total', 18_000_00)->where('summary.total', 18_000_00)->etc());
        $this->get('/checkout')->assertOk()->assertInertia(fn (Assert $page) => $page->where('summary.total', 18_000_00)->etc());
        $this->post('/checkout', [
            'idempotency_key' => (string) Str::uuid(), 'name' => 'Ana Popescu', 'phone' => '060 12 34 56',
            'email' => 'ana@example.md', 'delivery_method' => 'courier', 'delivery_zone' => 'chisinau',
            'city' => 'Chișinău', 'address' => 'str. Ștefan cel Mare 1', 'delivery_interval' => '09-13',
            'payment_method' => 'cash', 'consent' => true,
        ])->assertSessionHasNoErrors()->assertRedirect();

        $order = Order::query()->latest('id')->firstOrFail();
        $line = OrderLine::query()->where('order_id', $order->id)->sole();
        $this->assertSame([9_000_00, 18_000_00, 18_000_00], [$line->unit_price, $line->line_total, $order->subtotal]);

        // After the promotion the order keeps the price it charged.
        $this->travelTo(CarbonImmutable::parse('2026-11-20 10:00', 'UTC'));
        $this->assertSame(9_000_00, $line->refresh()->unit_price);
    }

    #[Test]
    public function a_one_click_order_and_the_credit_page_take_the_promotional_price(): void
    {
        $this->promotion([$this->tv], PromotionDiscount::Percent, 10);

        $this->withCookie(GuestId::COOKIE, Str::random(40))
            ->postJson('/comanda-rapida', ['product_id' => $this->tv->id, 'phone' => '060123456', 'idempotency_key' => (string) Str::uuid()])
            ->assertCreated();
        $this->assertSame(9_000_00, OrderLine::query()->where('product_id', $this->tv->id)->sole()->unit_price);

        $this->get('/credit?produs='.$this->tv->slug)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('product.price', 9_000_00)->where('amount', 9_000_00)->etc());
    }

    #[Test]
    public function a_price_the_amount_would_bring_under_one_leu_is_left_as_it_is(): void
    {
        $this->assertNull(PromotionDiscount::Amount->apply(1_000_00, 1_000_00));
        $this->assertNull(PromotionDiscount::Amount->apply(1_000_00, 999_50));
        $this->assertSame(1_00, PromotionDiscount::Amount->apply(1_000_00, 999_00));
        // Rounded down to whole lei: what is shown is what is charged.
        $this->assertSame(8_999_00, PromotionDiscount::Percent->apply(9_999_99, 10));

        // The product's price dropped to the amount after the promotion was saved: it keeps its own price.
        $this->promotion([$this->tv], PromotionDiscount::Amount, 1_500_00);
        $this->tv->update(['price' => 1_500_00]);
        $this->get('/produs/'.$this->tv->slug)->assertInertia(fn (Assert $page) => $page->where('product.price', 1_500_00)->where('product.old_price', null)->etc());
    }

    #[Test]
    public function staff_set_a_percent_or_an_amount_and_bad_values_are_refused_in_ro_and_ru(): void
    {
        $editor = User::factory()->staff(StaffRole::Editor)->createOne();
        $form = fn (array $overrides): array => [
            'slug' => '', 'title' => ['ro' => 'Reduceri TV', 'ru' => 'Скидки на ТВ'], 'summary' => ['ro' => 'TV', 'ru' => 'ТВ'],
            'description' => ['ro' => '', 'ru' => ''], 'terms' => ['ro' => '', 'ru' => ''],
            'starts_at' => '2026-11-01T00:00', 'ends_at' => '', 'is_published' => '1', 'sort' => '0',
            'product_ids' => [$this->tv->id, $this->cheaperTv->id], ...$overrides,
        ];

        $this->actingAs($editor)->post('/admin/promotii', $form(['discount_type' => 'percent', 'discount_value' => '91']))
            ->assertSessionHasErrors(['discount_value' => 'Procentul reducerii trebuie să fie între 1 și 90.']);
        $this->actingAs($editor)->post('/admin/promotii', $form(['discount_type' => 'percent', 'discount_value' => '0']))
            ->assertSessionHasErrors(['discount_value' => 'Procentul reducerii trebuie să fie între 1 și 90.']);
        $this->actingAs($editor)->post('/admin/promotii', $form(['discount_type' => 'amount', 'discount_value' => '9500']))
            ->assertSessionHasErrors(['discount_value' => "Suma reducerii trebuie să fie mai mică decât prețul fiecărui produs; nu este la: Televizor Promo LED 50 (9\u{a0}500\u{a0}lei)."]);
        $russian = User::factory()->staff(StaffRole::Editor)->createOne(['locale' => 'ru']);
        $this->actingAs($russian)->post('/admin/promotii', $form(['discount_type' => 'percent', 'discount_value' => '95']))
            ->assertSessionHasErrors(['discount_value' => 'Процент скидки должен быть от 1 до 90.']);
        $this->actingAs($russian)->post('/admin/promotii', $form(['discount_type' => 'amount', 'discount_value' => '0']))
            ->assertSessionHasErrors(['discount_value' => 'Сумма скидки должна быть не меньше 1 лея.']);
        $this->assertSame(0, Promotion::query()->where('slug', 'reduceri-tv')->count());

        $this->actingAs($editor)->post('/admin/promotii', $form(['discount_type' => 'amount', 'discount_value' => '9499']))->assertSessionHasNoErrors();
        $promotion = Promotion::query()->where('slug', 'reduceri-tv')->sole();
        $this->assertSame([PromotionDiscount::Amount, 9_499_00], [$promotion->discount_type, $promotion->discount_value]);
        $this->actingAs($editor)->get('/admin/promotii/'.$promotion->id.'/editare')->assertInertia(fn (Assert $page) => $page
            ->where('promotion.discount_type', 'amount')->where('promotion.discount_value', 9499)->etc());

        $this->actingAs($editor)->put('/admin/promotii/'.$promotion->id, $form(['slug' => 'reduceri-tv', 'discount_type' => 'none', 'discount_value' => '']))->assertSessionHasNoErrors();
        $this->assertNull($promotion->refresh()->discount_type);
        $this->assertNull($promotion->discount_value);
    }
}

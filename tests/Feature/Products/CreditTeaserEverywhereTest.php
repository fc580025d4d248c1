<?php

declare(strict_types=1);

namespace Tests\Feature\Products;

use App\Infrastructure\Shopper\GuestId;
use App\Models\CreditProgramme;
use App\Models\Product;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Str;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * The teaser is the same plan on the card (pages and the JSON API), the product page and the cart: the 0% plan
 * where the 0% programme's amount limits take the price, else the lowest monthly payment with its term and DAE, with
 * programmes where the first shown and the longest term are both dearer.
 */
final class CreditTeaserEverywhereTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);

        CreditProgramme::query()->update(['is_active' => false]);
        // 8 000 lei: 60 months at 48%/year → 353,62; 36 months at 1%/month → 302,23; 12 months at 0% → 666,67.
        $this->programme('long-but-dear', months: 60, fee: 0, rate: 4_800, sort: 0);
        $this->programme('cheapest', months: 36, fee: 100, rate: 0, sort: 1);
        $this->programme('zero-up-to-10000-lei', months: 12, fee: 0, rate: 0, sort: 2, max: 1_000_000);
    }

    #[Test]
    public function cards_the_product_page_and_the_cart_show_the_same_0_percent_plan(): void
    {
        $product = $this->popularProductAt(800_000);
        // Not the 36 months' 302,23 a month: "Rate de la 0%" goes with the 0% plan's 666,67.
        $expected = ['monthly' => 66_700, 'months' => 12, 'zero_percent' => true, 'effective_annual_rate_bp' => 0];

        $this->assertSame($expected, $this->pageTeaser('/produs/'.$product->slug));
        $page = $this->get('/ru/produs/'.$product->slug)->viewData('page')['props'];
        $this->assertSame($expected, $page['product']['credit']);
        $this->assertSame([35_400, 30_300, 66_700], array_column($page['creditProgrammes'], 'monthly_payment'));
        $this->assertSame(['long-but-dear', 'cheapest', 'zero-up-to-10000-lei'], array_column($page['creditProgrammes'], 'slug'));

        $this->assertSame($expected, $this->apiCard($product)['credit']);
        $this->assertSame($expected, $this->homeCard($product)['credit']);
        $this->assertSame($expected, $this->cartTeaser($product));
    }

    #[Test]
    public function above_the_0_percent_programme_s_limit_the_lowest_payment_comes_with_its_term_and_dae_everywhere(): void
    {
        $product = $this->popularProductAt(1_200_000);
        // 12 000 lei: 36 months at 1%/month → 453,34 (DAE 23,39%); 60 months at 48%/year → 530,43.
        $expected = ['monthly' => 45_400, 'months' => 36, 'zero_percent' => false, 'effective_annual_rate_bp' => 2_339];

        $this->assertSame($expected, $this->pageTeaser('/produs/'.$product->slug));
        $this->assertSame($expected, $this->apiCard($product)['credit']);
        $this->assertSame($expected, $this->homeCard($product)['credit']);
        $this->assertSame($expected, $this->cartTeaser($product));
    }

    #[Test]
    public function without_a_programme_for_the_price_there_is_no_teaser(): void
    {
        CreditProgramme::query()->update(['min_amount' => 2_000_000]);
        $product = $this->popularProductAt(800_000);

        $this->assertNull($this->pageTeaser('/produs/'.$product->slug));
        $this->assertNull($this->apiCard($product)['credit']);
        $this->assertNull($this->cartTeaser($product));
    }

    private function popularProductAt(int $priceBani): Product
    {
        $product = Product::query()->where('stock_total', '>', 0)->whereNull('family_id')->orderBy('id')->firstOrFail(); // a family shows as its best popular variant
        $product->forceFill(['price' => $priceBani, 'old_price' => $priceBani, 'discount_percent' => 0, 'is_popular' => true, 'popularity' => 1_000_000_000])->save();

        return $product;
    }

    /**
     * @return array<string, mixed>|null
     */
    private function pageTeaser(string $url): ?array
    {
        return $this->get($url)->assertOk()->viewData('page')['props']['product']['credit'];
    }

    /**
     * @return array<string, mixed>
     */
    private function apiCard(Product $product): array
    {
        $cards = $this->getJson('/api/main/slides-popular-product/')->assertOk()->json('data');

        return collect($cards)->firstWhere('id', $product->id) ?? $this->fail('the product is not among the popular cards');
    }

    /**
     * @return array<string, mixed>
     */
    private function homeCard(Product $product): array
    {
        $cards = $this->get('/ru')->assertOk()->viewData('page')['props']['popularProducts'];

        return collect($cards)->firstWhere('id', $product->id) ?? $this->fail('the product is not on the home page');
    }

    /**
     * @return array<string, mixed>|null
     */
    private function cartTeaser(Product $product): ?array
    {
        $guest = $this->withCookie(GuestId::COOKIE, Str::random(40));
        $guest->post('/cos/produse', ['product_id' => $product->id])->assertRedirect();

        return $guest->get('/cos')->assertOk()->viewData('page')['props']['summary']['credit'];
    }

    private function programme(string $slug, int $months, int $fee, int $rate, int $sort, ?int $max = null): void
    {
        CreditProgramme::factory()->create([
            'slug' => $slug, 'months' => $months, 'monthly_fee_bp' => $fee, 'annual_rate_bp' => $rate, 'min_amount' => 10_000,
            'max_amount' => $max, 'sort' => $sort,
        ]);
    }
}

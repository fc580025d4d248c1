<?php

declare(strict_types=1);

namespace Tests\Feature\Stock;

use App\Infrastructure\Shopper\GuestId;
use App\Models\Order;
use App\Models\Product;
use App\Models\ProductFamily;
use App\Services\Families\FamilyListing;
use App\Services\Stock\StockLedger;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;
use PHPUnit\Framework\Attributes\Test;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * The stock ledger keeps a family's listed variant in stock (docs/variants.md): when an order takes a variant's last
 * units, or gives them back, its family's listed variant is picked again after the commit.
 */
final class FamilyStockTest extends TestCase
{
    private int $family;

    private Product $cheaper;

    private Product $dearer;

    /** @var array{cheaper: int, dearer: int} */
    private array $ids;

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        // Two products of one category as a family: the cheaper has one unit left, the dearer three.
        $category = (int) DB::table('products')->whereNull('family_id')->where('is_active', true)->groupBy('category_id')->havingRaw('COUNT(*) >= 2')->orderBy('category_id')->value('category_id');
        $pair = array_map(intval(...), DB::table('products')->whereNull('family_id')->where('is_active', true)->where('category_id', $category)->orderBy('id')->limit(2)->pluck('id')->all());
        $this->assertCount(2, $pair, 'the demo has two products of one category');
        $this->cheaper = Product::query()->findOrFail($pair[0]);
        $this->dearer = Product::query()->findOrFail($pair[1]);
        $this->family = ProductFamily::query()->create([
            'slug' => 'familie-test', 'name' => ['ro' => 'Familie', 'ru' => 'Семейство'],
            'brand_id' => $this->cheaper->brand_id, 'category_id' => $this->cheaper->category_id,
        ])->id;
        $this->cheaper->forceFill(['family_id' => $this->family, 'price' => 100_000, 'old_price' => null, 'discount_percent' => 0])->save();
        $this->dearer->forceFill(['family_id' => $this->family, 'price' => 150_000, 'old_price' => null, 'discount_percent' => 0])->save();
        Stock::only($this->cheaper, 1);
        Stock::only($this->dearer, 3);
        FamilyListing::refresh([$this->family]);
        $this->ids = ['cheaper' => $this->cheaper->id, 'dearer' => $this->dearer->id];
        $this->assertSame([$this->ids['cheaper']], $this->listed());
    }

    #[Test]
    public function a_listed_variant_sold_out_at_checkout_leaves_its_sibling_in_stock_listed(): void
    {
        $this->withCredentials();
        $this->withCookie(GuestId::COOKIE, Str::random(40));
        $this->postJson('/cos/produse', ['product_id' => $this->cheaper->id, 'quantity' => 1])->assertOk();

        $this->post('/checkout', [
            'idempotency_key' => (string) Str::uuid(), 'name' => 'Ana Popescu', 'phone' => '060 12 34 56', 'email' => 'ana@example.md',
            'delivery_method' => 'courier', 'delivery_zone' => 'chisinau', 'city' => 'Chișinău', 'address' => 'str. Ștefan cel Mare 1',
            'delivery_interval' => '09-13', 'payment_method' => 'cash', 'consent' => true,
        ])->assertRedirect();

        $this->assertSame(0, Stock::total($this->cheaper));
        $this->assertSame([$this->ids['dearer']], $this->listed(), 'the family stands as its variant still in stock');

        // The order given back (a cancellation): the cheaper variant has its unit again and leads once more.
        app(StockLedger::class)->release(Order::query()->sole()->id);
        $this->assertSame([$this->ids['cheaper']], $this->listed());

        // Reverted: the unit is taken again, and the dearer variant leads again.
        app(StockLedger::class)->restore(Order::query()->sole()->id);
        $this->assertSame([$this->ids['dearer']], $this->listed());
    }

    #[Test]
    public function stock_that_stays_above_zero_leaves_the_family_alone(): void
    {
        // Nothing listed, against the rules: only a refresh would put it right, so each step shows whether one ran.
        DB::table('products')->where('family_id', $this->family)->update(['is_listed' => false]);

        app(StockLedger::class)->setQuantity($this->dearer->id, Stock::warehouse(), 5);
        $this->assertSame([], $this->listed(), 'three units to five crosses no zero: no refresh');

        app(StockLedger::class)->setQuantity($this->cheaper->id, Stock::warehouse(), 0);
        $this->assertSame(0, Stock::total($this->cheaper));
        $this->assertSame([$this->ids['dearer']], $this->listed(), 'a count to none: the family is worked out again');

        app(StockLedger::class)->setQuantity($this->cheaper->id, Stock::warehouse(), 2);
        $this->assertSame([$this->ids['cheaper']], $this->listed(), 'a count back from none');
    }

    /** @return list<int> */
    private function listed(): array
    {
        return array_values(DB::table('products')->where('family_id', $this->family)->where('is_listed', true)->orderBy('id')->pluck('id')->map(static fn (mixed $id): int => (int) $id)->all());
    }
}

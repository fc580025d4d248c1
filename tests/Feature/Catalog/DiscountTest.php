<?php

declare(strict_types=1);

namespace Tests\Feature\Catalog;

use App\Models\Product;
use Database\Seeders\DatabaseSeeder;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

final class DiscountTest extends TestCase
{
    #[Test]
    public function the_discount_is_stored_whenever_a_product_is_saved(): void
    {
        $this->seed(DatabaseSeeder::class);
        $product = Product::query()->whereNull('old_price')->firstOrFail();
        $this->assertSame(0, $product->discount_percent);

        $product->update(['price' => 850_000, 'old_price' => 1_000_000]);
        $this->assertSame(15, $product->fresh()?->discount_percent);
        $this->assertTrue(Product::scopeDiscounted(Product::query())->whereKey($product->id)->exists());

        $product->update(['old_price' => 800_000]);
        $this->assertSame(0, $product->fresh()?->discount_percent, 'an old price below the price is no discount');
        $this->assertFalse(Product::scopeDiscounted(Product::query())->whereKey($product->id)->exists());
    }

    #[Test]
    public function the_demo_data_stores_the_same_discount_the_prices_give(): void
    {
        $this->seed(DatabaseSeeder::class);

        $wrong = DB::table('products')->get(['price', 'old_price', 'discount_percent'])
            ->filter(fn (object $p): bool => Product::discountPercent((int) $p->price, $p->old_price === null ? null : (int) $p->old_price) !== (int) $p->discount_percent);

        $this->assertCount(0, $wrong);
        $this->assertGreaterThan(100, Product::scopeDiscounted(Product::query())->count());
    }
}

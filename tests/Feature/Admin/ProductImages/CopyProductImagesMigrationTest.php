<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\ProductImages;

use Database\Factories\ProductImageFactory;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/** The old `products.images` lists become product_images rows, in order, described by the product's name. */
final class CopyProductImagesMigrationTest extends TestCase
{
    use RefreshDatabase;

    #[Test]
    public function each_path_becomes_a_row_in_order_with_the_products_name_as_alt_text(): void
    {
        $product = ProductImageFactory::product();
        $bare = ProductImageFactory::product();
        Schema::table('products', static fn (Blueprint $table) => $table->json('images')->nullable());
        DB::table('products')->where('id', $product->id)->update(['images' => json_encode(['images/products/tv.svg', '/images/products/tv-back.svg', ''])]);
        DB::table('products')->where('id', $bare->id)->update(['images' => '[]']);

        (require database_path('migrations/2026_11_25_110100_copy_product_images.php'))->up();

        $rows = DB::table('product_images')->orderBy('sort')->get();
        $this->assertSame([[$product->id, 'images/products/tv.svg', 0], [$product->id, 'images/products/tv-back.svg', 1]], $rows->map(fn ($row): array => [(int) $row->product_id, $row->key, (int) $row->sort])->all());
        $this->assertSame($product->name, json_decode((string) $rows[0]->alt, true));
    }
}

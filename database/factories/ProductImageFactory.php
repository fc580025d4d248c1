<?php

declare(strict_types=1);

namespace Database\Factories;

use App\Models\Brand;
use App\Models\Category;
use App\Models\Product;
use App\Models\ProductImage;
use Illuminate\Database\Eloquent\Factories\Factory;
use Illuminate\Support\Facades\DB;

/**
 * A product's picture: a legacy demo picture (`images/products/tv.svg`, no files to make) after the product's last
 * one, with its alt text in both languages. Without `product_id` it makes a small product of its own (with a brand
 * and a one-level category) to hang on.
 *
 * @extends Factory<ProductImage>
 */
final class ProductImageFactory extends Factory
{
    protected $model = ProductImage::class;

    /**
     * @return array<string, mixed>
     */
    public function definition(): array
    {
        return [
            'product_id' => static fn (): int => self::product()->id,
            'key' => 'images/products/tv.svg',
            'sort' => static fn (array $attributes): int => (int) DB::table('product_images')->where('product_id', $attributes['product_id'])->max('sort') + 1,
            'alt' => ['ro' => 'Televizor, vedere din față', 'ru' => 'Телевизор, вид спереди'],
            'width' => null,
            'height' => null,
        ];
    }

    /** A product with no pictures yet, in a category and of a brand made for it. */
    public static function product(): Product
    {
        $number = fake()->unique()->numberBetween(1, 1_000_000_000);
        $brand = Brand::query()->create(['name' => "Brand {$number}", 'slug' => "brand-{$number}"]);
        $category = Category::query()->forceCreate([
            'parent_id' => null, 'depth' => 0, 'slug' => "categorie-{$number}", 'name' => ['ro' => "Categoria {$number}", 'ru' => "Категория {$number}"],
        ]);

        return Product::query()->create([
            'slug' => "produs-{$number}",
            'sku' => "TST-{$number}",
            'name' => ['ro' => "Televizor {$number}", 'ru' => "Телевизор {$number}"],
            'description' => ['ro' => 'Un televizor.', 'ru' => 'Телевизор.'],
            'brand_id' => $brand->id,
            'category_id' => $category->id,
            'category_root_id' => $category->id,
            'price' => 1_000_000,
        ]);
    }
}

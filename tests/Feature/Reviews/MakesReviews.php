<?php

declare(strict_types=1);

namespace Tests\Feature\Reviews;

use App\Enums\OrderStatus;
use App\Enums\ReviewStatus;
use App\Enums\StaffRole;
use App\Models\Brand;
use App\Models\Category;
use App\Models\Order;
use App\Models\Product;
use App\Models\ProductFamily;
use App\Models\Review;
use App\Models\User;

/** A small catalogue for the reviews' tests: a family of two variants, a product of its own, shoppers and staff. */
trait MakesReviews
{
    private Category $leaf;

    private Brand $brand;

    private ProductFamily $family;

    /** Two variants of the family. */
    private Product $black;

    private Product $white;

    /** A product without a family. */
    private Product $single;

    protected function makeCatalogue(): void
    {
        $root = Category::query()->create(['depth' => 0, 'slug' => 'telefoane', 'name' => ['ro' => 'Telefoane', 'ru' => 'Телефоны'], 'sort' => 1]);
        $this->leaf = Category::query()->create(['parent_id' => $root->id, 'depth' => 1, 'slug' => 'smartfoane', 'name' => ['ro' => 'Smartfoane', 'ru' => 'Смартфоны'], 'sort' => 1]);
        $this->brand = Brand::query()->create(['name' => 'Pomme', 'slug' => 'pomme']);
        $this->family = ProductFamily::query()->create(['slug' => 'pomme-18', 'name' => ['ro' => 'Pomme 18', 'ru' => 'Pomme 18'], 'brand_id' => $this->brand->id, 'category_id' => $this->leaf->id]);
        $this->black = $this->makeProduct('P18-BLACK', $this->family, true);
        $this->white = $this->makeProduct('P18-WHITE', $this->family, false);
        $this->single = $this->makeProduct('CASE-1', null, true);
    }

    private function makeProduct(string $sku, ?ProductFamily $family, bool $listed): Product
    {
        $product = Product::query()->create([
            'slug' => strtolower($sku),
            'sku' => $sku,
            'name' => ['ro' => 'Produs '.$sku, 'ru' => 'Товар '.$sku],
            'description' => ['ro' => 'Descriere', 'ru' => 'Описание'],
            'brand_id' => $this->brand->id,
            'category_id' => $this->leaf->id,
            'category_root_id' => (int) $this->leaf->parent_id,
            'category_sub_id' => $this->leaf->id,
            'price' => 1000_00,
            'stock_total' => 3,
            'is_active' => true,
            'family_id' => $family?->id,
        ]);
        $product->forceFill(['is_listed' => $listed])->save();

        return $product;
    }

    private function shopper(string $name = 'Ion Popescu', string $locale = 'ro'): User
    {
        return User::factory()->createOne(['name' => $name, 'locale' => $locale]);
    }

    private function staff(StaffRole $role = StaffRole::Manager): User
    {
        return User::factory()->staff($role)->createOne(['name' => 'Mara Manager']);
    }

    private function completedOrder(User $user, Product $product, OrderStatus $status = OrderStatus::Completed): Order
    {
        return Order::factory()->status($status)->withLine($product)->createOne(['user_id' => $user->id]);
    }

    /**
     * A review written straight into the table, in the state asked for.
     *
     * @param  array<string, mixed>  $attributes
     */
    private function review(User $user, Product $product, int $rating, ReviewStatus $status = ReviewStatus::Published, array $attributes = []): Review
    {
        $review = new Review([
            'user_id' => $user->id,
            'product_id' => $product->id,
            'family_id' => $product->family_id,
            'subject' => $product->family_id !== null ? 'f'.$product->family_id : 'p'.$product->id,
            'rating' => $rating,
            'body' => 'Un telefon bun, bateria ține două zile.',
            'locale' => 'ro',
            'status' => $status,
            'verified' => false,
        ]);
        $review->forceFill(['published_at' => $status === ReviewStatus::Published ? now() : null, ...$attributes])->save();

        return $review;
    }

    /**
     * @param  array<string, mixed>  $overrides
     * @return array<string, mixed>
     */
    private static function valid(array $overrides = []): array
    {
        return [
            'rating' => 4,
            'body' => 'Ecran foarte bun, bateria ține o zi și jumătate.',
            'pros' => 'Ecranul',
            'cons' => 'Prețul',
            ...$overrides,
        ];
    }
}

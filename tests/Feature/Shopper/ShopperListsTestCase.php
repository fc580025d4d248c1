<?php

declare(strict_types=1);

namespace Tests\Feature\Shopper;

use App\Models\Product;
use Database\Seeders\DatabaseSeeder;
use Tests\TestCase;

abstract class ShopperListsTestCase extends TestCase
{
    protected const GUEST_A = 'GuestA0000000000000000000000000000000000';

    protected const GUEST_B = 'GuestB0000000000000000000000000000000000';

    protected function setUp(): void
    {
        parent::setUp();
        $this->seed(DatabaseSeeder::class);
        // JSON calls carry the cookies too, as the shop's own fetches do.
        $this->withCredentials();
    }

    /**
     * Products of one leaf category, in id order.
     *
     * @return list<Product>
     */
    protected static function productsIn(string $categorySlug, int $count): array
    {
        $products = Product::query()->whereHas('category', static fn ($query) => $query->where('slug', $categorySlug))
            ->orderBy('id')->limit($count)->get()->all();
        self::assertCount($count, $products);

        return array_values($products);
    }

    protected static function tv(int $index = 0): Product
    {
        return self::productsIn('smart-tv', $index + 1)[$index];
    }
}

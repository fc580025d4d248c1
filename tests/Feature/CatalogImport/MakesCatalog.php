<?php

declare(strict_types=1);

namespace Tests\Feature\CatalogImport;

use App\Enums\StaffRole;
use App\Models\Product;
use App\Models\User;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;
use Tests\Support\Stock;

/** A small catalogue for the import tests: the warehouse (`depozit-test`), two stores and products by SKU. */
trait MakesCatalog
{
    private int $warehouse;

    private int $centre;

    private int $mall;

    private function catalogue(): void
    {
        $now = now();
        DB::table('brands')->insert(['id' => 1, 'name' => 'Volta', 'slug' => 'volta', 'created_at' => $now, 'updated_at' => $now]);
        DB::table('categories')->insert(['id' => 1, 'depth' => 0, 'slug' => 'tv', 'name' => json_encode(['ro' => 'Televizoare', 'ru' => 'Телевизоры']), 'created_at' => $now, 'updated_at' => $now]);
        $this->warehouse = Stock::warehouse();
        $this->centre = $this->place('centru', 'Centru', 10);
        $this->mall = $this->place('mall', 'Mall', 20);
    }

    private function place(string $slug, string $name, int $sorted): int
    {
        $now = now();

        return DB::table('stores')->insertGetId([
            'slug' => $slug, 'name' => json_encode(['ro' => $name, 'ru' => $name.' RU']), 'city' => '{}', 'address' => '{}', 'phones' => '[]',
            'hours' => '{}', 'latitude' => 47, 'longitude' => 28, 'sorted' => $sorted, 'created_at' => $now, 'updated_at' => $now,
        ]);
    }

    /**
     * @param  array<int, int>  $places  units by place id
     */
    private function product(string $sku, int $price = 10_000_00, ?int $oldPrice = null, array $places = []): Product
    {
        $now = now();
        $id = DB::table('products')->insertGetId([
            'slug' => Str::slug($sku), 'sku' => $sku, 'name' => json_encode(['ro' => "Produs $sku", 'ru' => "Товар $sku"]),
            'description' => json_encode(['ro' => '', 'ru' => '']), 'brand_id' => 1, 'category_id' => 1, 'category_root_id' => 1,
            'price' => $price, 'old_price' => $oldPrice, 'discount_percent' => Product::discountPercent($price, $oldPrice),
            'stock_total' => 0, 'created_at' => $now, 'updated_at' => $now,
        ]);
        foreach ($places as $place => $units) {
            Stock::set($id, $place, $units);
        }

        return Product::query()->findOrFail($id);
    }

    private function csv(string $content): string
    {
        $path = tempnam(sys_get_temp_dir(), 'catalog-import-');
        file_put_contents((string) $path, $content);
        $this->beforeApplicationDestroyed(static fn () => @unlink((string) $path));

        return (string) $path;
    }

    private function staff(StaffRole $role, string $locale = 'ro'): User
    {
        return User::factory()->staff($role)->createOne(['locale' => $locale]);
    }

    /** @return array{price: int, old_price: int|null, discount_percent: int, stock_total: int} */
    private function figures(string $sku): array
    {
        $row = DB::table('products')->where('sku', $sku)->first(['price', 'old_price', 'discount_percent', 'stock_total']);
        assert($row !== null);

        return ['price' => (int) $row->price, 'old_price' => $row->old_price === null ? null : (int) $row->old_price, 'discount_percent' => (int) $row->discount_percent, 'stock_total' => (int) $row->stock_total];
    }
}

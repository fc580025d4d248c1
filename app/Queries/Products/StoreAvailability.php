<?php

declare(strict_types=1);

namespace App\Queries\Products;

use App\Enums\StockLevel;
use App\Infrastructure\Cache\CatalogCache;
use App\Infrastructure\Cache\ServerMemory;
use App\Infrastructure\Locale\Locales;
use App\Models\Store;
use Illuminate\Support\Facades\DB;

/**
 * Every store (never a warehouse) with how many pieces of one product it holds (none where it has no stock row), in the
 * shop's store order. The stores' rows are kept in the app server's memory under the catalogue's version (a store
 * saved or deleted makes a new one); the product's stock rows are one query on their primary key.
 *
 * @phpstan-type StoreStock array{id: int, name: string, city: string, address: string, quantity: int, level: string}
 * @phpstan-type Shop array{id: int, name: array<string, string>, city: array<string, string>, address: array<string, string>}
 */
final class StoreAvailability
{
    private const TTL_SECONDS = 3600;

    /**
     * @return list<StoreStock>
     */
    public function forProduct(int $productId): array
    {
        $quantities = DB::table('product_stock')->where('product_id', $productId)->pluck('quantity', 'store_id')->all();
        $locale = app()->getLocale();

        return array_map(static function (array $shop) use ($quantities, $locale): array {
            $quantity = (int) ($quantities[$shop['id']] ?? 0);

            return [
                'id' => $shop['id'],
                'name' => Locales::pick($shop['name'], $locale),
                'city' => Locales::pick($shop['city'], $locale),
                'address' => Locales::pick($shop['address'], $locale),
                'quantity' => $quantity,
                'level' => StockLevel::forStore($quantity)->value,
            ];
        }, self::shops());
    }

    /**
     * @return list<Shop>
     */
    private static function shops(): array
    {
        /** @var list<Shop> */
        return ServerMemory::remember(CatalogCache::key('shops'), self::TTL_SECONDS, static function (): array {
            $shops = [];
            foreach (Store::scopeShops(Store::query())->orderBy('sorted')->orderBy('id')->get(['id', 'name', 'city', 'address']) as $store) {
                $shops[] = ['id' => $store->id, 'name' => $store->name, 'city' => $store->city, 'address' => $store->address];
            }

            return $shops;
        });
    }
}

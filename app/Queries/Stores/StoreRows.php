<?php

declare(strict_types=1);

namespace App\Queries\Stores;

use App\Models\Store;
use App\Services\Stores\StoreCalendar;

/**
 * A store as the JSON API's store list (`GET /api/shop/get-stores/`) and the home page's store widget read it, in the
 * request's language (resources/js/types/catalog.ts `StoreSummary`).
 *
 * @phpstan-type StoreRow array{id: int, slug: string, name: string, city: string, address: string, phones: list<string>, hours: list<array{0: string, 1: string}|null>, latitude: float, longitude: float, sorted: int, open_now: bool}
 */
final class StoreRows
{
    /**
     * @return StoreRow
     */
    public static function row(Store $store): array
    {
        return [
            'id' => $store->id,
            'slug' => $store->slug,
            'name' => $store->translate('name'),
            'city' => $store->translate('city'),
            'address' => $store->translate('address'),
            'phones' => $store->phones,
            // Seven entries, Monday first, null for a closed day: always a list, whichever days the store keeps.
            'hours' => array_map(static fn (int $weekday): ?array => $store->hours[$weekday] ?? null, range(1, 7)),
            'latitude' => (float) $store->latitude,
            'longitude' => (float) $store->longitude,
            'sorted' => $store->sorted,
            // Beyond the API's documented fields: the same answer as the stores page's "open now", in Chișinău time.
            'open_now' => StoreCalendar::hours($store)->isOpenAt(now()),
        ];
    }

    /**
     * @param  iterable<Store>  $stores
     * @return list<StoreRow>
     */
    public static function rows(iterable $stores): array
    {
        $rows = [];
        foreach ($stores as $store) {
            $rows[] = self::row($store);
        }

        return $rows;
    }
}

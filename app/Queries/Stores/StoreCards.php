<?php

declare(strict_types=1);

namespace App\Queries\Stores;

use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\Store;
use App\Services\Stores\OpeningHours;
use App\Services\Stores\StoreCalendar;
use Illuminate\Support\Str;

/**
 * A shop on the stores page (resources/js/types/content.ts): its hours grouped by days, whether it is open now and
 * links to its products and to a maps site. `products_count` is set by the query (StoresWithStock).
 *
 * @phpstan-import-type Group from OpeningHours
 * @phpstan-import-type Status from OpeningHours
 *
 * @phpstan-type StoreCard array{slug: string, name: string, city: string, city_key: string, address: string, phones: list<string>, hours: list<Group>, status: Status, exceptions: list<array{date: string, closed: bool, opens_at: string|null, closes_at: string|null, note: string}>, latitude: float, longitude: float, map_url: string, products_url: string, products_count: int}
 */
final class StoreCards
{
    /**
     * @return StoreCard
     */
    public static function card(Store $store): array
    {
        $hours = StoreCalendar::hours($store);
        $latitude = (float) $store->latitude;
        $longitude = (float) $store->longitude;

        return [
            'slug' => $store->slug,
            'name' => $store->translate('name'),
            'city' => $store->translate('city'),
            // The same key in both languages, so a chosen city survives the language switch.
            'city_key' => Str::slug($store->translate('city', 'ro')),
            'address' => $store->translate('address'),
            'phones' => $store->phones,
            'hours' => $hours->groups(),
            'status' => $hours->statusAt(now()),
            // Holidays and short days of the coming two weeks ("Închis pe 1 ianuarie").
            'exceptions' => StoreCalendar::upcoming($store),
            'latitude' => $latitude,
            'longitude' => $longitude,
            'map_url' => strtr(config()->string('company.map.directions_url'), ['{lat}' => (string) $latitude, '{lng}' => (string) $longitude]),
            'products_url' => LocalizedRoutes::url('stores.products', ['slug' => $store->slug]),
            'products_count' => (int) $store->getAttribute('products_count'),
        ];
    }

    /**
     * @param  iterable<Store>  $stores
     * @return list<StoreCard>
     */
    public static function cards(iterable $stores): array
    {
        $cards = [];
        foreach ($stores as $store) {
            $cards[] = self::card($store);
        }

        return $cards;
    }
}

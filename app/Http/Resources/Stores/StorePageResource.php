<?php

declare(strict_types=1);

namespace App\Http\Resources\Stores;

use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\Store;
use App\Services\Stores\StoreCalendar;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;
use Illuminate\Support\Str;

/**
 * A shop on the stores page (resources/js/types/content.ts): its hours grouped by days, whether it is open now and
 * links to its products and to a maps site. `products_count` is set by the query.
 *
 * @mixin Store
 */
final class StorePageResource extends JsonResource
{
    /**
     * @return array<string, mixed>
     */
    public function toArray(Request $request): array
    {
        /** @var Store $store */
        $store = $this->resource;
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
}

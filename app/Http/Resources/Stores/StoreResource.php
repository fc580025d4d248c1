<?php

declare(strict_types=1);

namespace App\Http\Resources\Stores;

use App\Models\Store;
use App\Services\Stores\StoreCalendar;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/**
 * @mixin Store
 */
final class StoreResource extends JsonResource
{
    /**
     * @return array<string, mixed>
     */
    public function toArray(Request $request): array
    {
        /** @var Store $store */
        $store = $this->resource;

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
}

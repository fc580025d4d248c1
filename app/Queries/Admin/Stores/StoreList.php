<?php

declare(strict_types=1);

namespace App\Queries\Admin\Stores;

use App\Models\Store;
use App\Models\StoreException;
use App\Services\Stores\StoreCalendar;

/** Every place (the stores and the warehouse) for the back office, shaped for the list and the form. */
final class StoreList
{
    /**
     * @return list<array<string, mixed>>
     */
    public function rows(): array
    {
        [$from] = StoreCalendar::window();

        /** @var \Illuminate\Database\Eloquent\Collection<int, Store> $stores */
        $stores = Store::query()->withCount(['exceptions as upcoming' => static fn ($query) => $query->where('date', '>=', $from)])
            ->orderBy('kind')->orderBy('sorted')->orderBy('id')->get();

        return array_values(array_map(static fn (Store $store): array => [
            'id' => $store->id,
            'slug' => $store->slug,
            'kind' => $store->kind->value,
            'name' => $store->translate('name'),
            'city' => $store->translate('city'),
            'address' => $store->translate('address'),
            'phones' => $store->phones,
            'sorted' => $store->sorted,
            'upcoming' => (int) $store->getAttribute('upcoming'),
        ], $stores->all()));
    }

    /**
     * @return array<string, mixed>
     */
    public function form(Store $store): array
    {
        [$from] = StoreCalendar::window();
        $text = static fn (array $values): array => ['ro' => $values['ro'] ?? '', 'ru' => $values['ru'] ?? ''];

        return [
            'id' => $store->id,
            'slug' => $store->slug,
            'kind' => $store->kind->value,
            'name' => $text($store->name),
            'city' => $text($store->city),
            'address' => $text($store->address),
            'phones' => $store->phones,
            'latitude' => number_format((float) $store->latitude, 6, '.', ''),
            'longitude' => number_format((float) $store->longitude, 6, '.', ''),
            'hours' => array_map(static function (int $weekday) use ($store): array {
                $day = $store->hours[$weekday] ?? null;

                return $day === null ? ['closed' => true, 'open' => '09:00', 'close' => '18:00'] : ['closed' => false, 'open' => $day[0], 'close' => $day[1]];
            }, range(1, 7)),
            'sorted' => $store->sorted,
            'exceptions' => array_values(array_map(static fn (StoreException $exception): array => [
                'id' => $exception->id,
                'date' => $exception->date,
                'closed' => $exception->isClosed(),
                'open' => $exception->opens_at,
                'close' => $exception->closes_at,
                'note' => $text($exception->note),
            ], $store->exceptions()->where('date', '>=', $from)->get()->all())),
        ];
    }
}

<?php

declare(strict_types=1);

namespace Tests\Support;

use App\Models\Store;

/** Shops for tests that need one with known hours and address, in a database with or without the demo stores. */
final class Stores
{
    /** "Magazinul Centru" in Chișinău: 9–19 on weekdays, 10–16 on Saturday, closed on Sunday. */
    public static function centre(): Store
    {
        return Store::query()->where('slug', 'centru')->first() ?? Store::query()->create([
            'slug' => 'centru',
            'name' => ['ro' => 'Magazinul Centru', 'ru' => 'Магазин Центр'],
            'city' => ['ro' => 'Chișinău', 'ru' => 'Кишинёв'],
            'address' => ['ro' => 'bd. Ștefan cel Mare 126', 'ru' => 'бул. Штефан чел Маре 126'],
            'phones' => ['+37322000000'],
            'hours' => [1 => ['09:00', '19:00'], 2 => ['09:00', '19:00'], 3 => ['09:00', '19:00'], 4 => ['09:00', '19:00'], 5 => ['09:00', '19:00'], 6 => ['10:00', '16:00'], 7 => null],
            'latitude' => 47.02,
            'longitude' => 28.83,
            'sorted' => 1,
        ]);
    }
}

<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Orders;

use App\Enums\StaffRole;
use App\Models\Store;
use App\Models\User;

/** Staff and stores for the back office's order tests. */
trait MakesOrders
{
    private function staff(StaffRole $role, string $locale = 'ro'): User
    {
        return User::factory()->staff($role)->createOne(['locale' => $locale, 'name' => ucfirst($role->value).' Test']);
    }

    private function store(string $name = 'Magazinul Centru'): Store
    {
        return Store::query()->create([
            'slug' => str()->slug($name),
            'name' => ['ro' => $name, 'ru' => $name.' RU'],
            'city' => ['ro' => 'Chișinău', 'ru' => 'Кишинёв'],
            'address' => ['ro' => 'bd. Ștefan cel Mare 1', 'ru' => 'бул. Штефан чел Маре 1'],
            'phones' => [],
            'hours' => [],
            'latitude' => 47.0,
            'longitude' => 28.8,
        ]);
    }
}

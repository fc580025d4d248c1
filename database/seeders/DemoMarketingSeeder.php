<?php

declare(strict_types=1);

namespace Database\Seeders;

use App\Models\Banner;
use App\Models\Store;
use App\Services\Stores\OpeningHours;
use Carbon\CarbonImmutable;
use Illuminate\Database\Seeder;

/**
 * Two home banners (drawings under public/images/banners) and the first store's next holidays: 24 December short,
 * 1 January closed.
 */
final class DemoMarketingSeeder extends Seeder
{
    public function run(): void
    {
        Banner::query()->create([
            'title' => ['ro' => 'Black Friday: reduceri de până la 40%', 'ru' => 'Black Friday: скидки до 40%'],
            'text' => ['ro' => 'Televizoare, laptopuri și electrocasnice la prețuri mici, doar câteva zile.', 'ru' => 'Телевизоры, ноутбуки и бытовая техника по низким ценам, всего несколько дней.'],
            'link' => '/promotii/black-friday',
            'image' => 'images/banners/black-friday.svg',
            'is_active' => true,
            'sort' => 1,
        ]);
        Banner::query()->create([
            'title' => ['ro' => 'Rate de la 0% pentru electrocasnice mari', 'ru' => 'Рассрочка 0% на крупную бытовую технику'],
            'text' => ['ro' => 'Plătiți în rate fără dobândă, cu aprobare în aceeași zi.', 'ru' => 'Платите частями без переплаты, одобрение в тот же день.'],
            'link' => '/credit',
            'image' => 'images/banners/credit-0.svg',
            'is_active' => true,
            'sort' => 2,
        ]);

        /** @var Store|null $store */
        $store = Store::scopeShops(Store::query())->orderBy('sorted')->orderBy('id')->first();
        if ($store === null) {
            return;
        }
        $today = CarbonImmutable::now(OpeningHours::TIMEZONE)->startOfDay();
        $christmasEve = $today->setDate($today->year, 12, 24);
        $newYear = $today->setDate($today->year + ($today->month === 1 && $today->day === 1 ? 0 : 1), 1, 1);
        $store->exceptions()->create([
            'date' => ($christmasEve < $today ? $christmasEve->addYear() : $christmasEve)->toDateString(),
            'opens_at' => '09:00', 'closes_at' => '15:00',
            'note' => ['ro' => 'Ajunul Crăciunului', 'ru' => 'Сочельник'],
        ]);
        $store->exceptions()->create([
            'date' => $newYear->toDateString(),
            'note' => ['ro' => 'Anul Nou', 'ru' => 'Новый год'],
        ]);
    }
}

<?php

declare(strict_types=1);

namespace App\Support\Checkout;

use Carbon\CarbonImmutable;

/**
 * The days a courier zone can deliver on, counted on the shop's calendar from today: `first` days ahead, then
 * `count` days in a row (config/checkout.php). Days leave as `2026-11-25` (App\Support\Dates).
 */
final class DeliveryDays
{
    /**
     * @return list<string>
     */
    public static function for(?string $zone): array
    {
        /** @var array{first: int, count: int}|null $days */
        $days = $zone === null ? null : config('checkout.delivery.zones.'.$zone.'.days');
        if ($days === null) {
            return [];
        }
        $today = CarbonImmutable::now(config()->string('app.shop_timezone'))->startOfDay();

        return array_map(
            static fn (int $offset): string => $today->addDays($days['first'] + $offset)->format('Y-m-d'),
            range(0, max(0, $days['count'] - 1)),
        );
    }
}

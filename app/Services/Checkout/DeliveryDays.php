<?php

declare(strict_types=1);

namespace App\Services\Checkout;

use Carbon\CarbonImmutable;
use DateTimeInterface;

/**
 * The days a courier zone can deliver on, counted on the shop's calendar from today: `first` days ahead, then
 * `count` days in a row (config/checkout.php). Days leave as `2026-11-25` (App\Support\Dates). The day turns at
 * midnight on the shop's clock, the only cut-off the rule has: an order placed at 23:59 counts from that day, one at
 * 00:00 from the next. The checkout's form and its validation ask for now; the product page's estimate
 * (App\Queries\Products\DeliveryEstimate) asks for now too and is told when the answer changes (`changesAt()`).
 */
final class DeliveryDays
{
    /**
     * @return list<string>
     */
    public static function for(?string $zone, ?DateTimeInterface $at = null): array
    {
        /** @var array{first: int, count: int}|null $days */
        $days = $zone === null ? null : config('checkout.delivery.zones.'.$zone.'.days');
        if ($days === null) {
            return [];
        }
        $today = self::local($at)->startOfDay();

        return array_map(
            static fn (int $offset): string => $today->addDays($days['first'] + $offset)->format('Y-m-d'),
            range(0, max(0, $days['count'] - 1)),
        );
    }

    /** The first moment after $at at which `for()` may answer differently: the next midnight on the shop's clock. */
    public static function changesAt(?DateTimeInterface $at = null): CarbonImmutable
    {
        return self::local($at)->addDay()->startOfDay();
    }

    private static function local(?DateTimeInterface $at): CarbonImmutable
    {
        $zone = config()->string('app.shop_timezone');

        return $at === null ? CarbonImmutable::now($zone) : CarbonImmutable::instance($at)->setTimezone($zone);
    }
}

<?php

declare(strict_types=1);

namespace App\Services\Checkout;

use App\Services\Stores\OpeningHours;
use App\Services\Stores\StoreCalendar;
use Carbon\CarbonImmutable;
use DateTimeInterface;

/**
 * When an order for pickup from a store that has its goods is ready: the store prepares it in
 * `checkout.pickup.ready_after_minutes` of its opening hours, counted from the order (or from the opening, for an
 * order placed while it is closed), rounded up to the full hour; an order that would not be ready before closing is
 * ready that long after the next opening. Days off and the store's exceptions (holidays, short days) are skipped, as
 * far ahead as the shop knows them (StoreCalendar::DAYS_AHEAD). The product page tells it before buying, the order
 * page and mails after.
 */
final class PickupReadiness
{
    public static function readyAt(OpeningHours $hours, DateTimeInterface $placedAt): ?CarbonImmutable
    {
        $minutes = self::minutes();
        $placed = CarbonImmutable::instance($placedAt)->setTimezone(OpeningHours::TIMEZONE);
        for ($offset = 0; $offset <= StoreCalendar::DAYS_AHEAD; $offset++) {
            $open = $hours->openOn($placed->startOfDay()->addDays($offset));
            if ($open === null) {
                continue;
            }
            [$opens, $closes] = $open;
            $start = $placed->greaterThan($opens) ? $placed : $opens;
            $ready = self::fullHour($start->addMinutes($minutes));
            if ($ready->lessThan($closes)) {
                return $ready;
            }
        }

        return null;
    }

    /**
     * The first moment after $at at which `readyAt()` (or the word for its day: today, tomorrow) may answer
     * differently: once an order placed then would be ready an hour later, and at the shop's midnight at the latest.
     */
    public static function changesAt(OpeningHours $hours, DateTimeInterface $at): CarbonImmutable
    {
        $midnight = DeliveryDays::changesAt($at);
        $ready = self::readyAt($hours, $at);
        if ($ready === null) {
            return $midnight;
        }
        // Orders placed up to $ready − the preparation time are ready at $ready; one a second later, an hour later.
        $later = $ready->subMinutes(self::minutes())->addSecond();

        return $later->lessThan($midnight) ? $later->setTimezone($midnight->getTimezone()) : $midnight;
    }

    public static function minutes(): int
    {
        return max(0, config()->integer('checkout.pickup.ready_after_minutes'));
    }

    private static function fullHour(CarbonImmutable $moment): CarbonImmutable
    {
        $hour = $moment->startOfHour();

        return $hour->equalTo($moment) ? $hour : $hour->addHour();
    }
}

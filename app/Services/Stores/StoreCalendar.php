<?php

declare(strict_types=1);

namespace App\Services\Stores;

use App\Models\Store;
use App\Models\StoreException;
use Carbon\CarbonImmutable;
use Illuminate\Database\Eloquent\Relations\Relation;

/**
 * A store's week together with its exceptions (holidays, short days): the hours shoppers are told, "open now" and
 * the days that differ in the coming two weeks. Queries load the exceptions of that window with `withUpcoming()`.
 */
final class StoreCalendar
{
    /** How far ahead shoppers are told about days that differ. */
    public const DAYS_AHEAD = 14;

    /**
     * The eager-load constraint of `exceptions`: today on the shops' clock and the two weeks after it.
     *
     * @return array<string, \Closure(Relation<*, *, *>): mixed>
     */
    public static function withUpcoming(): array
    {
        [$from, $to] = self::window();

        return ['exceptions' => static fn (Relation $query): mixed => $query->getQuery()->whereBetween('date', [$from, $to])];
    }

    public static function hours(Store $store): OpeningHours
    {
        return new OpeningHours($store->hours, self::exceptions($store));
    }

    /**
     * The days of the window that differ, as OpeningHours takes them: by date, their hours or null when closed.
     *
     * @return array<string, array{0: string, 1: string}|null>
     */
    public static function exceptions(Store $store): array
    {
        $exceptions = [];
        foreach (self::loaded($store) as $exception) {
            $exceptions[$exception->date] = $exception->isClosed() ? null : [(string) $exception->opens_at, (string) $exception->closes_at];
        }

        return $exceptions;
    }

    /**
     * The days of the coming two weeks that differ from the week, earliest first, texts in the page's language.
     *
     * @return list<array{date: string, closed: bool, opens_at: string|null, closes_at: string|null, note: string}>
     */
    public static function upcoming(Store $store): array
    {
        [$from, $to] = self::window();
        $days = [];
        foreach (self::loaded($store) as $exception) {
            $date = $exception->date;
            if ($date < $from || $date > $to) {
                continue;
            }
            $days[] = [
                'date' => $date,
                'closed' => $exception->isClosed(),
                'opens_at' => $exception->opens_at,
                'closes_at' => $exception->closes_at,
                'note' => $exception->translate('note'),
            ];
        }
        usort($days, static fn (array $a, array $b): int => strcmp($a['date'], $b['date']));

        return $days;
    }

    /**
     * @return array{0: string, 1: string}
     */
    public static function window(): array
    {
        $today = CarbonImmutable::now(OpeningHours::TIMEZONE)->startOfDay();

        return [$today->toDateString(), $today->addDays(self::DAYS_AHEAD)->toDateString()];
    }

    /**
     * @return iterable<StoreException>
     */
    private static function loaded(Store $store): iterable
    {
        /** @var iterable<StoreException> $exceptions */
        $exceptions = $store->relationLoaded('exceptions') ? $store->exceptions : $store->exceptions()->whereBetween('date', self::window())->get();

        return $exceptions;
    }
}

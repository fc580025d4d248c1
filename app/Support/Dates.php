<?php

declare(strict_types=1);

namespace App\Support;

use Carbon\CarbonImmutable;
use DateTimeInterface;
use InvalidArgumentException;

/**
 * The one way dates leave the server for shoppers (props, mails), and the way a day typed in a filter comes in: as the shop's wall clock (Europe/Chisinau by
 * default, with its summer time), in a fixed machine-readable shape the client formats per language
 * (resources/js/lib/format-date.ts). A day is `2026-11-23`, a moment `2026-11-23 14:05`.
 */
final class Dates
{
    /** The calendar day, in the shop's time zone, of a moment; null stays null. */
    public static function day(?DateTimeInterface $moment): ?string
    {
        return $moment === null ? null : self::local($moment)->format('Y-m-d');
    }

    /** Today on the shop's calendar: after midnight in Chisinau it is already tomorrow, though UTC is not. */
    public static function today(): string
    {
        return CarbonImmutable::now(config()->string('app.shop_timezone'))->format('Y-m-d');
    }

    /** Day, hours and minutes of a moment on the shop's clock. */
    public static function dateTime(DateTimeInterface $moment): string
    {
        return self::local($moment)->format('Y-m-d H:i');
    }

    /**
     * A moment in a text written on the server (a flash message), as format-date.ts's formatDateTime shows moments on
     * pages in both languages: `28.11.2026, 19:28` on the shop's clock.
     */
    public static function shownDateTime(DateTimeInterface $moment): string
    {
        return self::local($moment)->format('d.m.Y, H:i');
    }

    /** The shop's clock now as a file name's stamp (`2026-11-28-192805`): an export's name agrees with its rows. */
    public static function fileStamp(): string
    {
        return CarbonImmutable::now(config()->string('app.shop_timezone'))->format('Y-m-d-His');
    }

    /**
     * A day in words for texts written on the server (mails), in the words format-date.ts uses on pages:
     * `miercuri, 25 noiembrie 2026`, `среда, 25 ноября 2026`.
     */
    public static function longDay(string $day, string $locale): string
    {
        $date = CarbonImmutable::createFromFormat('!Y-m-d', substr($day, 0, 10));
        $date = $date instanceof CarbonImmutable ? $date->locale($locale) : null;

        return $date instanceof CarbonImmutable ? $date->isoFormat('dddd, D MMMM YYYY') : $day;
    }

    /**
     * The moment a day of the shop's calendar (`2026-11-23`, already validated) begins, in the time zone moments are
     * stored in: the lower bound of a "from this day" filter, and with addDay() the upper bound of "until this day".
     */
    public static function startOfDay(string $day): CarbonImmutable
    {
        $start = CarbonImmutable::createFromFormat('!Y-m-d', $day, config()->string('app.shop_timezone'));
        if (! $start instanceof CarbonImmutable) {
            throw new InvalidArgumentException("Not a day: {$day}");
        }

        return $start->setTimezone(config()->string('app.timezone', 'UTC'));
    }

    private static function local(DateTimeInterface $moment): CarbonImmutable
    {
        return CarbonImmutable::instance($moment)->setTimezone(config()->string('app.shop_timezone'));
    }
}

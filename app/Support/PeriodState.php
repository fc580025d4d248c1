<?php

declare(strict_types=1);

namespace App\Support;

use DateTimeInterface;

/** Where something with a period stands now: running, scheduled (starts later), ended, or switched off. */
final class PeriodState
{
    public static function of(bool $on, ?DateTimeInterface $startsAt, ?DateTimeInterface $endsAt): string
    {
        $now = now();

        return match (true) {
            ! $on => 'inactive',
            $startsAt !== null && $startsAt > $now => 'scheduled',
            $endsAt !== null && $endsAt < $now => 'ended',
            default => 'running',
        };
    }

    /** A stored (UTC) moment as a datetime-local field shows it on the shop's clock: `2026-11-25T09:00`. */
    public static function local(?DateTimeInterface $moment): ?string
    {
        return $moment === null ? null : \Carbon\CarbonImmutable::instance($moment)->setTimezone(config()->string('app.shop_timezone'))->format('Y-m-d\TH:i');
    }

    /** A datetime-local value typed on the shop's clock as the UTC moment stored. */
    public static function fromLocal(?string $typed): ?\Carbon\CarbonImmutable
    {
        if ($typed === null || $typed === '') {
            return null;
        }

        return \Carbon\CarbonImmutable::parse($typed, config()->string('app.shop_timezone'))->utc();
    }
}

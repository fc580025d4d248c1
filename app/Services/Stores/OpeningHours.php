<?php

declare(strict_types=1);

namespace App\Services\Stores;

use Carbon\CarbonImmutable;
use DateTimeInterface;

/**
 * Whether a shop is open at a moment, and when it closes or next opens, in the shops' own time zone
 * (Europe/Chisinau, with its summer time). Hours map ISO weekday (1 = Monday … 7 = Sunday) to ["09:00", "19:00"]
 * or null on days off; a closing time of "00:00" or "24:00" means midnight at the end of the day.
 *
 * @phpstan-type Hours array<int|string, mixed>
 * @phpstan-type Status array{open: bool, closes_at: string|null, opens_at: string|null, opens_day: int|null, opens_in_days: int|null}
 * @phpstan-type Group array{from: int, to: int, hours: array{0: string, 1: string}|null}
 */
final class OpeningHours
{
    public const TIMEZONE = 'Europe/Chisinau';

    /**
     * @param  Hours  $hours
     * @param  array<string, array{0: string, 1: string}|null>  $exceptions  days that differ from the week, by date
     *                                                                       (`2026-12-24` on the shops' clock): their hours, or null when closed
     */
    public function __construct(private readonly array $hours, private readonly array $exceptions = [])
    {
    }

    /**
     * @return Status `opens_in_days` is 0 for later today, 1 for tomorrow…; `opens_day` the ISO weekday it opens
     */
    public function statusAt(DateTimeInterface $moment): array
    {
        $local = CarbonImmutable::instance($moment)->setTimezone(self::TIMEZONE);
        $time = $local->format('H:i');
        $today = $this->on($local);

        if ($today !== null && $time >= $today[0] && $time < self::closing($today[1])) {
            return ['open' => true, 'closes_at' => $today[1], 'opens_at' => null, 'opens_day' => null, 'opens_in_days' => null];
        }
        if ($today !== null && $time < $today[0]) {
            return self::closed($today[0], $local->dayOfWeekIso, 0);
        }
        // A week ahead, or further when holidays close the days the week would open on.
        $limit = 7 + count($this->exceptions);
        for ($offset = 1; $offset <= $limit; $offset++) {
            $date = $local->addDays($offset);
            $day = $this->on($date);
            if ($day !== null) {
                return self::closed($day[0], $date->dayOfWeekIso, $offset);
            }
        }

        return ['open' => false, 'closes_at' => null, 'opens_at' => null, 'opens_day' => null, 'opens_in_days' => null];
    }

    public function isOpenAt(DateTimeInterface $moment): bool
    {
        return $this->statusAt($moment)['open'];
    }

    /**
     * Consecutive weekdays with the same hours, for a compact table ("Mon–Fri 09:00–19:00").
     *
     * @return list<Group>
     */
    public function groups(): array
    {
        $groups = [];
        $current = null;
        foreach (range(1, 7) as $weekday) {
            $hours = $this->day($weekday);
            if ($current !== null && $current['hours'] === $hours) {
                $current['to'] = $weekday;

                continue;
            }
            if ($current !== null) {
                $groups[] = $current;
            }
            $current = ['from' => $weekday, 'to' => $weekday, 'hours' => $hours];
        }
        $groups[] = $current;

        return $groups;
    }

    /**
     * The moments a calendar day of the shops' clock opens and closes (a closing at midnight is the next day's
     * start), or null on a day off: its exception when it has one, else its weekday's hours.
     *
     * @return array{0: CarbonImmutable, 1: CarbonImmutable}|null
     */
    public function openOn(DateTimeInterface $day): ?array
    {
        $local = CarbonImmutable::instance($day)->setTimezone(self::TIMEZONE)->startOfDay();
        $hours = $this->on($local);
        if ($hours === null) {
            return null;
        }
        $closing = self::closing($hours[1]);

        return [
            $local->setTimeFromTimeString($hours[0]),
            $closing === '24:00' ? $local->addDay() : $local->setTimeFromTimeString($closing),
        ];
    }

    /**
     * The hours of a calendar day: its exception when it has one, else its weekday's.
     *
     * @return array{0: string, 1: string}|null
     */
    private function on(CarbonImmutable $local): ?array
    {
        $date = $local->toDateString();
        if (array_key_exists($date, $this->exceptions)) {
            $hours = $this->exceptions[$date];

            return $hours === null ? null : [self::padded($hours[0]), self::padded($hours[1])];
        }

        return $this->day($local->dayOfWeekIso);
    }

    /**
     * @return array{0: string, 1: string}|null
     */
    private function day(int $weekday): ?array
    {
        $hours = $this->hours[$weekday] ?? $this->hours[(string) $weekday] ?? null;
        if (! is_array($hours) || ! isset($hours[0], $hours[1]) || ! is_string($hours[0]) || ! is_string($hours[1])) {
            return null;
        }

        return [self::padded($hours[0]), self::padded($hours[1])];
    }

    private static function padded(string $time): string
    {
        return str_pad($time, 5, '0', STR_PAD_LEFT);
    }

    private static function closing(string $time): string
    {
        return $time === '00:00' ? '24:00' : $time;
    }

    /**
     * @return Status
     */
    private static function closed(string $opensAt, int $weekday, int $inDays): array
    {
        return ['open' => false, 'closes_at' => null, 'opens_at' => $opensAt, 'opens_day' => $weekday, 'opens_in_days' => $inDays];
    }
}

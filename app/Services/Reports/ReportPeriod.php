<?php

declare(strict_types=1);

namespace App\Services\Reports;

use Carbon\CarbonImmutable;

/**
 * A report's days on the shop's calendar, first and last included, and the period before it: as many days, ending the
 * day before the first. Built from validated days (ReportRequest).
 */
final readonly class ReportPeriod
{
    /** The longest period a report reads: two years and a leap day. */
    public const MAX_DAYS = 731;

    public const PRESETS = ['today', '7_days', 'this_month', 'last_month', 'this_year'];

    public function __construct(public string $from, public string $to)
    {
    }

    /** A preset's days, ending today at the latest ("this month" is the 1st until today). */
    public static function preset(string $preset, string $today): self
    {
        $day = CarbonImmutable::createFromFormat('!Y-m-d', $today) ?? CarbonImmutable::now()->startOfDay();

        return match ($preset) {
            '7_days' => new self($day->subDays(6)->format('Y-m-d'), $today),
            'this_month' => new self($day->startOfMonth()->format('Y-m-d'), $today),
            'last_month' => new self($day->startOfMonth()->subMonth()->format('Y-m-d'), $day->startOfMonth()->subDay()->format('Y-m-d')),
            'this_year' => new self($day->startOfYear()->format('Y-m-d'), $today),
            default => new self($today, $today),
        };
    }

    public function days(): int
    {
        return (int) round(self::day($this->from)->diffInDays(self::day($this->to), true)) + 1;
    }

    public function previous(): self
    {
        $length = $this->days();
        $first = self::day($this->from);

        return new self($first->subDays($length)->format('Y-m-d'), $first->subDay()->format('Y-m-d'));
    }

    /**
     * Every day of the period, in order.
     *
     * @return list<string>
     */
    public function everyDay(): array
    {
        $days = [];
        for ($day = self::day($this->from); $day->format('Y-m-d') <= $this->to; $day = $day->addDay()) {
            $days[] = $day->format('Y-m-d');
        }

        return $days;
    }

    /** @return array{from: string, to: string, days: int} */
    public function toArray(): array
    {
        return ['from' => $this->from, 'to' => $this->to, 'days' => $this->days()];
    }

    private static function day(string $day): CarbonImmutable
    {
        return CarbonImmutable::createFromFormat('!Y-m-d', $day, 'UTC') ?? CarbonImmutable::parse($day, 'UTC');
    }
}

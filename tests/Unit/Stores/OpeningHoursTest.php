<?php

declare(strict_types=1);

namespace Tests\Unit\Stores;

use App\Services\Stores\OpeningHours;
use Carbon\CarbonImmutable;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Test;
use PHPUnit\Framework\TestCase;

final class OpeningHoursTest extends TestCase
{
    /** Mon–Fri 09:00–19:00, Saturday 09:00–17:00, closed on Sunday. */
    private const HOURS = [
        1 => ['09:00', '19:00'], 2 => ['09:00', '19:00'], 3 => ['09:00', '19:00'], 4 => ['09:00', '19:00'],
        5 => ['09:00', '19:00'], 6 => ['09:00', '17:00'], 7 => null,
    ];

    private static function utc(string $moment): CarbonImmutable
    {
        return CarbonImmutable::parse($moment, 'UTC');
    }

    #[Test]
    public function a_shop_is_open_between_its_hours_and_says_when_it_closes(): void
    {
        // Wednesday 2026-01-14 10:30 in Chișinău (UTC+2 in winter).
        $status = (new OpeningHours(self::HOURS))->statusAt(self::utc('2026-01-14 08:30'));

        $this->assertSame(['open' => true, 'closes_at' => '19:00', 'opens_at' => null, 'opens_day' => null, 'opens_in_days' => null], $status);
    }

    #[Test]
    public function the_same_utc_moment_is_before_opening_in_winter_and_after_it_in_summer(): void
    {
        $hours = new OpeningHours(self::HOURS);

        // 06:30 UTC is 08:30 in winter (UTC+2) but 09:30 in summer (UTC+3).
        $winter = $hours->statusAt(self::utc('2026-01-14 06:30'));
        $summer = $hours->statusAt(self::utc('2026-07-15 06:30'));

        $this->assertFalse($winter['open']);
        $this->assertSame(['09:00', 3, 0], [$winter['opens_at'], $winter['opens_day'], $winter['opens_in_days']]);
        $this->assertTrue($summer['open']);
    }

    #[Test]
    public function the_switch_to_summer_time_moves_local_opening_by_an_hour(): void
    {
        $hours = new OpeningHours([1 => ['09:00', '19:00'], 2 => ['09:00', '19:00'], 3 => ['09:00', '19:00'], 4 => ['09:00', '19:00'], 5 => ['09:00', '19:00'], 6 => ['09:00', '19:00'], 7 => ['09:00', '19:00']]);

        // Sunday 29 March 2026 clocks go from 03:00 to 04:00 local; Saturday 06:30 UTC was 08:30, Sunday's is 09:30.
        $this->assertFalse($hours->isOpenAt(self::utc('2026-03-28 06:30')));
        $this->assertTrue($hours->isOpenAt(self::utc('2026-03-29 06:30')));
        // And back on 25 October 2026: 16:30 UTC is 19:30 (closed) on Saturday, 18:30 (open) on Sunday.
        $this->assertFalse($hours->isOpenAt(self::utc('2026-10-24 16:30')));
        $this->assertTrue($hours->isOpenAt(self::utc('2026-10-25 16:30')));
    }

    /**
     * @return array<string, array{string, bool, string|null, int|null, int|null}>
     */
    public static function moments(): array
    {
        return [
            'opening minute (Monday 09:00 local)' => ['2026-01-12 07:00', true, null, null, null],
            'closing minute is closed (Monday 19:00)' => ['2026-01-12 17:00', false, '09:00', 2, 1],
            'one minute before closing' => ['2026-01-12 16:59', true, null, null, null],
            'Friday evening opens on Saturday (tomorrow)' => ['2026-01-16 20:00', false, '09:00', 6, 1],
            'Saturday evening skips closed Sunday to Monday' => ['2026-01-17 16:00', false, '09:00', 1, 2],
            'all of Sunday is closed' => ['2026-01-18 10:00', false, '09:00', 1, 1],
            'just after midnight UTC is already Tuesday 02:00 local' => ['2026-01-13 00:00', false, '09:00', 2, 0],
        ];
    }

    #[Test]
    #[DataProvider('moments')]
    public function it_knows_when_the_shop_opens_next(string $utc, bool $open, ?string $opensAt, ?int $opensDay, ?int $inDays): void
    {
        $status = (new OpeningHours(self::HOURS))->statusAt(self::utc($utc));

        $this->assertSame($open, $status['open']);
        $this->assertSame($opensAt, $status['opens_at']);
        $this->assertSame($opensDay, $status['opens_day']);
        $this->assertSame($inDays, $status['opens_in_days']);
    }

    #[Test]
    public function midnight_closing_counts_as_the_end_of_the_day_and_short_times_are_understood(): void
    {
        $hours = new OpeningHours(['1' => ['8:00', '00:00']]);

        $this->assertTrue($hours->isOpenAt(self::utc('2026-01-12 21:30')));
        $this->assertTrue($hours->isOpenAt(self::utc('2026-01-12 06:00')));
        $this->assertFalse($hours->isOpenAt(self::utc('2026-01-12 05:59')));
    }

    #[Test]
    public function a_shop_with_no_hours_is_never_open_and_never_opens(): void
    {
        $status = (new OpeningHours([]))->statusAt(self::utc('2026-01-12 10:00'));

        $this->assertSame(['open' => false, 'closes_at' => null, 'opens_at' => null, 'opens_day' => null, 'opens_in_days' => null], $status);
    }

    #[Test]
    public function consecutive_days_with_equal_hours_are_grouped(): void
    {
        $this->assertSame([
            ['from' => 1, 'to' => 5, 'hours' => ['09:00', '19:00']],
            ['from' => 6, 'to' => 6, 'hours' => ['09:00', '17:00']],
            ['from' => 7, 'to' => 7, 'hours' => null],
        ], (new OpeningHours(self::HOURS))->groups());
    }
}

<?php

declare(strict_types=1);

namespace Tests\Unit\Support;

use App\Support\Dates;
use Carbon\CarbonImmutable;
use DateTimeImmutable;
use DateTimeZone;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

final class DatesTest extends TestCase
{
    #[Test]
    public function a_day_is_the_day_on_the_shops_clock_not_in_utc(): void
    {
        // 22:30 UTC on 23 November is already 24 November in Chișinău (UTC+2 in winter).
        $this->assertSame('2026-11-24', Dates::day(CarbonImmutable::parse('2026-11-23 22:30:00', 'UTC')));
        $this->assertSame('2026-11-23', Dates::day(CarbonImmutable::parse('2026-11-23 21:30:00', 'UTC')));
    }

    #[Test]
    public function a_moment_keeps_hours_and_minutes_with_summer_time(): void
    {
        // UTC+3 in July.
        $this->assertSame('2026-07-01 12:05', Dates::dateTime(new DateTimeImmutable('2026-07-01 09:05:59', new DateTimeZone('UTC'))));
        $this->assertSame('2026-01-01 11:05', Dates::dateTime(new DateTimeImmutable('2026-01-01 09:05:00', new DateTimeZone('UTC'))));
    }

    #[Test]
    public function a_moment_shown_in_a_text_reads_as_the_pages_show_it(): void
    {
        config()->set('app.shop_timezone', 'Europe/Chisinau');
        $this->assertSame('29.11.2026, 00:30', Dates::shownDateTime(CarbonImmutable::parse('2026-11-28 22:30:00', 'UTC')));
        $this->assertSame('01.07.2026, 12:05', Dates::shownDateTime(CarbonImmutable::parse('2026-07-01 09:05:00', 'UTC')));
    }

    #[Test]
    public function an_export_file_is_stamped_on_the_shops_clock(): void
    {
        config()->set('app.shop_timezone', 'Europe/Chisinau');
        // 22:30 UTC on 28 November is already 29 November in Chișinău: the file is named for the day its rows are in.
        $this->travelTo(CarbonImmutable::parse('2026-11-28 22:30:05', 'UTC'));
        $this->assertSame('2026-11-29-003005', Dates::fileStamp());
    }

    #[Test]
    public function no_moment_is_no_day(): void
    {
        $this->assertNull(Dates::day(null));
    }

    #[Test]
    public function the_shops_time_zone_comes_from_the_config(): void
    {
        config(['app.shop_timezone' => 'UTC']);

        $this->assertSame('2026-11-23', Dates::day(CarbonImmutable::parse('2026-11-23 22:30:00', 'UTC')));
    }
}

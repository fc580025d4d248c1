<?php

declare(strict_types=1);

namespace Tests\Unit\Compat;

use Carbon\Carbon;
use Carbon\CarbonImmutable;
use Carbon\FactoryImmutable;
use Carbon\WrapperClock;
use DateTimeImmutable;
use DateTimeZone;
use Illuminate\Support\Carbon as IlluminateCarbon;
use InvalidArgumentException;
use PHPUnit\Framework\Attributes\Test;
use PHPUnit\Framework\TestCase;
use Psr\Clock\ClockInterface as PsrClockInterface;
use Symfony\Component\Clock\ClockInterface;
use Symfony\Component\Clock\NativeClock;

/**
 * packages/symfony-clock-shim stands in for symfony/clock: these are the parts Carbon 3 and Laravel rely on.
 */
final class NativeClockTest extends TestCase
{
    private string $defaultTimeZone;

    protected function setUp(): void
    {
        $this->defaultTimeZone = date_default_timezone_get();
    }

    protected function tearDown(): void
    {
        date_default_timezone_set($this->defaultTimeZone);
        Carbon::setTestNow();
        CarbonImmutable::setTestNow();
    }

    #[Test]
    public function it_is_a_symfony_and_a_psr_clock(): void
    {
        $clock = new NativeClock;

        $this->assertInstanceOf(ClockInterface::class, $clock);
        $this->assertInstanceOf(PsrClockInterface::class, $clock);
        $this->assertTrue(is_subclass_of(ClockInterface::class, PsrClockInterface::class));
    }

    #[Test]
    public function now_is_the_current_time_in_the_default_time_zone(): void
    {
        date_default_timezone_set('Europe/Chisinau');
        $before = time();

        $now = (new NativeClock)->now();

        $this->assertInstanceOf(DateTimeImmutable::class, $now);
        $this->assertSame('Europe/Chisinau', $now->getTimezone()->getName());
        $this->assertGreaterThanOrEqual($before, $now->getTimestamp());
        $this->assertLessThanOrEqual(time(), $now->getTimestamp());
    }

    #[Test]
    public function each_call_to_now_is_a_fresh_later_instant(): void
    {
        $clock = new NativeClock('UTC');

        $first = $clock->now();
        usleep(2_000);
        $second = $clock->now();

        $this->assertNotSame($first, $second);
        $this->assertGreaterThan($first, $second);
    }

    #[Test]
    public function the_time_zone_is_fixed_when_the_clock_is_made(): void
    {
        date_default_timezone_set('Europe/Chisinau');
        $clock = new NativeClock;

        date_default_timezone_set('America/New_York');

        $this->assertSame('Europe/Chisinau', $clock->now()->getTimezone()->getName());
    }

    #[Test]
    public function it_takes_a_time_zone_as_a_name_or_an_object(): void
    {
        $this->assertSame('Europe/Chisinau', (new NativeClock('Europe/Chisinau'))->now()->getTimezone()->getName());
        $this->assertSame('Asia/Tokyo', (new NativeClock(new DateTimeZone('Asia/Tokyo')))->now()->getTimezone()->getName());
        $this->assertSame('+02:00', (new NativeClock('+02:00'))->now()->getTimezone()->getName());
    }

    #[Test]
    public function with_time_zone_returns_a_new_clock_and_leaves_the_original_alone(): void
    {
        $utc = new NativeClock('UTC');

        $chisinau = $utc->withTimeZone('Europe/Chisinau');
        $tokyo = $utc->withTimeZone(new DateTimeZone('Asia/Tokyo'));

        $this->assertInstanceOf(NativeClock::class, $chisinau);
        $this->assertNotSame($utc, $chisinau);
        $this->assertNotSame($utc, $tokyo);
        $this->assertSame('Europe/Chisinau', $chisinau->now()->getTimezone()->getName());
        $this->assertSame('Asia/Tokyo', $tokyo->now()->getTimezone()->getName());
        $this->assertSame('UTC', $utc->now()->getTimezone()->getName());
    }

    #[Test]
    public function an_unknown_time_zone_is_rejected_by_with_time_zone(): void
    {
        $this->expectException(InvalidArgumentException::class);

        (new NativeClock('UTC'))->withTimeZone('Mars/Olympus_Mons');
    }

    #[Test]
    public function an_unknown_time_zone_is_rejected_by_the_constructor(): void
    {
        $this->expectException(InvalidArgumentException::class);

        new NativeClock('Not/A_Zone');
    }

    #[Test]
    public function sleep_waits_at_least_the_given_fraction_of_a_second(): void
    {
        $clock = new NativeClock('UTC');

        $start = hrtime(true);
        $clock->sleep(0.02);
        $elapsed = (hrtime(true) - $start) / 1e9;

        $this->assertGreaterThanOrEqual(0.02, $elapsed);
        $this->assertLessThan(5.0, $elapsed);
    }

    #[Test]
    public function sleep_returns_at_once_for_zero_or_less(): void
    {
        $clock = new NativeClock('UTC');

        $start = hrtime(true);
        $clock->sleep(0);
        $clock->sleep(0.0);
        $clock->sleep(-3);
        $elapsed = (hrtime(true) - $start) / 1e9;

        $this->assertLessThan(1.0, $elapsed);
    }

    #[Test]
    public function carbon_now_works(): void
    {
        $before = time();

        $now = Carbon::now();

        $this->assertInstanceOf(Carbon::class, $now);
        $this->assertGreaterThanOrEqual($before, $now->getTimestamp());
        $this->assertLessThanOrEqual(time(), $now->getTimestamp());
        $this->assertInstanceOf(IlluminateCarbon::class, IlluminateCarbon::now());
    }

    #[Test]
    public function carbon_immutable_now_takes_the_shop_time_zone(): void
    {
        $now = CarbonImmutable::now('Europe/Chisinau');

        $this->assertSame('Europe/Chisinau', $now->getTimezone()->getName());
        $this->assertContains($now->getOffset(), [2 * 3600, 3 * 3600]);
    }

    #[Test]
    public function carbon_factory_immutable_is_a_clock(): void
    {
        $factory = new FactoryImmutable;

        $this->assertInstanceOf(ClockInterface::class, $factory);
        $this->assertInstanceOf(PsrClockInterface::class, $factory);
        $this->assertInstanceOf(CarbonImmutable::class, $factory->now());
        $this->assertSame('Europe/Chisinau', $factory->withTimeZone('Europe/Chisinau')->now()->getTimezone()->getName());
    }

    #[Test]
    public function carbon_factory_sleep_uses_the_native_clock(): void
    {
        $start = hrtime(true);
        (new FactoryImmutable)->sleep(0.02);

        $this->assertGreaterThanOrEqual(0.02, (hrtime(true) - $start) / 1e9);
    }

    #[Test]
    public function carbon_factory_sleep_moves_a_frozen_clock_without_waiting(): void
    {
        $factory = new FactoryImmutable;
        $factory->setTestNow('2026-03-01 12:00:00');

        $start = hrtime(true);
        $factory->sleep(90);

        $this->assertLessThan(5.0, (hrtime(true) - $start) / 1e9);
        $this->assertSame('2026-03-01 12:01:30', $factory->now()->toDateTimeString());
    }

    #[Test]
    public function carbon_set_test_now_still_freezes_time(): void
    {
        Carbon::setTestNow('2026-03-01 12:00:00');

        $this->assertSame('2026-03-01 12:00:00', Carbon::now()->toDateTimeString());
        $this->assertSame('2026-03-01 12:00:00', CarbonImmutable::now()->toDateTimeString());
        $this->assertSame('2026-03-01 12:00:00', IlluminateCarbon::now()->toDateTimeString());

        Carbon::setTestNow();

        $this->assertEqualsWithDelta(time(), Carbon::now()->getTimestamp(), 2);
    }

    #[Test]
    public function carbon_wraps_a_native_clock(): void
    {
        $wrapped = new WrapperClock(new NativeClock('Europe/Chisinau'));

        $this->assertSame('Europe/Chisinau', $wrapped->now()->getTimezone()->getName());
        $this->assertSame('UTC', $wrapped->withTimeZone('UTC')->now()->getTimezone()->getName());
        $this->assertEqualsWithDelta(time(), $wrapped->now()->getTimestamp(), 2);
    }
}

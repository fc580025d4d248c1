<?php

declare(strict_types=1);

namespace Tests\Feature\Admin;

use App\Enums\OrderStatus;
use App\Enums\SalesCount;
use App\Models\Order;
use App\Queries\Admin\DashboardFigures;
use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\DB;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * The dashboard's orders and revenue: periods on the shop's calendar (Europe/Chisinau, UTC+2 in winter and +3 in
 * summer), each against the period before cut at the same hour; orders and revenue count the same confirmed orders,
 * new ones apart as awaiting confirmation, cancelled and released ones nowhere; a 30-day series with empty days as
 * zeros. Moments below are UTC, as stored; comments give the shop's clock. Orders are confirmed unless said otherwise.
 */
final class DashboardFiguresTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        config()->set('app.shop_timezone', 'Europe/Chisinau');
        // Thursday 15 January 2026, 12:00 in Chișinău.
        $this->travelTo(CarbonImmutable::parse('2026-01-15 10:00:00', 'UTC'));
    }

    private function order(string $utc, int $lei, OrderStatus $status = OrderStatus::Confirmed): void
    {
        Order::factory()->status($status)->create(['created_at' => $utc, 'subtotal' => $lei * 100, 'total' => $lei * 100]);
    }

    /**
     * @return array<string, array{key: string, days: int, orders: array{value: int, previous: int, change: float|null}, revenue: array{value: int, previous: int, change: float|null}, awaiting: array{value: int, previous: int, change: float|null}}>
     */
    private function periods(): array
    {
        $periods = [];
        foreach ((new DashboardFigures)->handle()['periods'] as $period) {
            $periods[$period['key']] = $period;
        }

        return $periods;
    }

    #[Test]
    public function today_starts_at_midnight_in_chisinau_and_is_compared_with_yesterday_until_the_same_hour(): void
    {
        $this->order('2026-01-14 08:00:00', 200);   // yesterday 10:00: before the hour it is now
        $this->order('2026-01-14 10:30:00', 700);   // yesterday 12:30: after it
        $this->order('2026-01-14 21:59:59', 50);    // yesterday 23:59:59
        $this->order('2026-01-14 22:00:00', 100);   // today 00:00
        $this->order('2026-01-15 09:00:00', 200, OrderStatus::Cancelled);
        $this->order('2026-01-15 09:30:00', 300, OrderStatus::Completed);
        $this->order('2026-01-15 09:45:00', 400, OrderStatus::Released);
        $this->order('2026-01-15 09:50:00', 80, OrderStatus::Shipped);

        $today = $this->periods()['today'];

        $this->assertSame(1, $today['days']);
        // 100 + 300 + 80 lei: the cancelled and the released order are neither orders nor revenue.
        $this->assertSame(['value' => 3, 'previous' => 1, 'change' => 200.0], $today['orders']);
        $this->assertSame(['value' => 480_00, 'previous' => 200_00, 'change' => 140.0], $today['revenue']);
        $this->assertSame(['value' => 0, 'previous' => 0, 'change' => null], $today['awaiting']);
    }

    #[Test]
    public function seven_days_are_today_and_the_six_before_against_the_seven_before_those(): void
    {
        $this->order('2026-01-08 22:00:00', 100);   // 9 January 00:00: the first day of the week
        $this->order('2026-01-08 11:00:00', 900);   // 8 January 13:00: neither week (after the cut of the earlier one)
        $this->order('2026-01-08 09:00:00', 30);    // 8 January 11:00: the earlier week's first day, before the cut
        $this->order('2026-01-01 22:00:00', 70);    // 2 January 00:00: the earlier week's last full day
        $this->order('2026-01-01 21:59:59', 5000);  // 1 January 23:59: before both

        $week = $this->periods()['week'];

        $this->assertSame(7, $week['days']);
        $this->assertSame(['value' => 1, 'previous' => 2, 'change' => -50.0], $week['orders']);
        $this->assertSame(['value' => 100_00, 'previous' => 100_00, 'change' => 0.0], $week['revenue']);
    }

    #[Test]
    public function thirty_days_against_the_thirty_before(): void
    {
        $this->order('2025-12-16 22:00:00', 300);   // 17 December 00:00: the first of the 30 days
        $this->order('2025-12-16 09:59:00', 100);   // 16 December 11:59: the earlier period, before the cut
        $this->order('2025-12-16 10:00:00', 900);   // 16 December 12:00: after the cut
        $this->order('2025-11-16 22:00:00', 200, OrderStatus::Completed); // 17 November 00:00: the earlier period's first full day
        $this->order('2025-11-16 21:59:00', 900);   // 16 November 23:59: 60 days ago, out of both

        $month = $this->periods()['month'];

        $this->assertSame(30, $month['days']);
        $this->assertSame(['value' => 1, 'previous' => 2, 'change' => -50.0], $month['orders']);
        $this->assertSame(['value' => 300_00, 'previous' => 300_00, 'change' => 0.0], $month['revenue']);
    }

    #[Test]
    public function the_change_is_null_without_a_previous_figure_and_rounded_to_one_decimal(): void
    {
        $this->order('2026-01-15 08:00:00', 100);
        $this->order('2026-01-15 08:10:00', 100);
        $this->order('2026-01-14 08:00:00', 0);
        $this->order('2026-01-14 08:10:00', 0);
        $this->order('2026-01-14 08:20:00', 0);

        $today = $this->periods()['today'];

        $this->assertSame(['value' => 2, 'previous' => 3, 'change' => -33.3], $today['orders']);
        $this->assertSame(['value' => 200_00, 'previous' => 0, 'change' => null], $today['revenue']);
    }

    #[Test]
    public function no_orders_at_all_gives_zeros_and_no_change(): void
    {
        $figures = (new DashboardFigures)->handle();

        foreach ($figures['periods'] as $period) {
            $this->assertSame(['value' => 0, 'previous' => 0, 'change' => null], $period['orders']);
            $this->assertSame(['value' => 0, 'previous' => 0, 'change' => null], $period['revenue']);
        }
        $this->assertCount(30, $figures['series']);
        $this->assertSame(['day' => '2025-12-17', 'orders' => 0, 'revenue' => 0], $figures['series'][0]);
        $this->assertSame(['day' => '2026-01-15', 'orders' => 0, 'revenue' => 0], $figures['series'][29]);
    }

    #[Test]
    public function the_series_has_every_one_of_the_30_days_oldest_first_with_empty_days_as_zeros(): void
    {
        $this->order('2025-12-16 21:59:59', 999);   // 16 December 23:59:59: before the first day
        $this->order('2025-12-16 22:00:00', 10);    // 17 December 00:00
        $this->order('2026-01-10 21:59:59', 20);    // 10 January 23:59:59
        $this->order('2026-01-10 22:00:00', 30);    // 11 January 00:00
        $this->order('2026-01-10 23:00:00', 40, OrderStatus::Released);
        $this->order('2026-01-10 23:10:00', 60, OrderStatus::New);
        $this->order('2026-01-15 09:59:59', 50);    // today, a second before now
        $this->order('2026-01-15 10:00:01', 999);   // later than now

        $series = (new DashboardFigures)->handle()['series'];

        $this->assertCount(30, $series);
        $this->assertSame(array_map(
            static fn (int $ago): string => CarbonImmutable::parse('2026-01-15')->subDays($ago)->format('Y-m-d'),
            range(29, 0),
        ), array_column($series, 'day'));
        $byDay = array_column($series, null, 'day');
        $this->assertSame(['day' => '2025-12-17', 'orders' => 1, 'revenue' => 10_00], $byDay['2025-12-17']);
        $this->assertSame(['day' => '2026-01-10', 'orders' => 1, 'revenue' => 20_00], $byDay['2026-01-10']);
        $this->assertSame(['day' => '2026-01-11', 'orders' => 1, 'revenue' => 30_00], $byDay['2026-01-11']);
        $this->assertSame(['day' => '2026-01-12', 'orders' => 0, 'revenue' => 0], $byDay['2026-01-12']);
        $this->assertSame(['day' => '2026-01-15', 'orders' => 1, 'revenue' => 50_00], $byDay['2026-01-15']);
        $this->assertSame(4, array_sum(array_column($series, 'orders')));
    }

    #[Test]
    public function every_status_is_counted_by_the_one_rule(): void
    {
        // One order of each status today, each of a different amount so the revenue says which ones it holds.
        $lei = [
            'new' => 1, 'confirmed' => 10, 'packed' => 100, 'shipped' => 1_000, 'ready_for_pickup' => 10_000,
            'completed' => 100_000, 'cancelled' => 1_000_000, 'released' => 10_000_000,
        ];
        $this->assertSame(array_map(static fn (OrderStatus $status): string => $status->value, OrderStatus::cases()), array_keys($lei), 'a new status needs its line here');
        $minute = 0;
        foreach ($lei as $status => $amount) {
            $this->order(CarbonImmutable::parse('2026-01-15 08:00:00')->addMinutes($minute++)->format('Y-m-d H:i:s'), $amount, OrderStatus::from($status));
        }
        // The same again yesterday, awaiting twice.
        $this->order('2026-01-14 08:00:00', 1, OrderStatus::New);
        $this->order('2026-01-14 08:01:00', 1, OrderStatus::New);

        $today = $this->periods()['today'];
        $figures = (new DashboardFigures)->handle();

        // Confirmed, packed, shipped, ready for pickup, completed: five orders and their 111 110 lei, and nothing else.
        $this->assertSame(['value' => 5, 'previous' => 0, 'change' => null], $today['orders']);
        $this->assertSame(['value' => 111_110_00, 'previous' => 0, 'change' => null], $today['revenue']);
        // The new one is said apart.
        $this->assertSame(['value' => 1, 'previous' => 2, 'change' => -50.0], $today['awaiting']);
        $this->assertSame(['day' => '2026-01-15', 'orders' => 5, 'revenue' => 111_110_00], $figures['series'][29]);
        $this->assertSame(['day' => '2026-01-14', 'orders' => 0, 'revenue' => 0], $figures['series'][28]);

        $this->assertSame(['confirmed', 'packed', 'shipped', 'ready_for_pickup', 'completed'], SalesCount::Sale->statuses());
        $this->assertSame(['new'], SalesCount::Awaiting->statuses());
        $this->assertSame(['cancelled', 'released'], SalesCount::None->statuses());
    }

    #[Test]
    public function days_follow_summer_time_on_both_sides_of_the_clock_change(): void
    {
        // Summer time ended on Sunday 25 October 2026 (UTC+3 before, UTC+2 after).
        $this->travelTo(CarbonImmutable::parse('2026-11-10 10:00:00', 'UTC'));
        $this->order('2026-10-20 20:59:59', 1);     // 20 October 23:59:59 summer time
        $this->order('2026-10-20 21:00:00', 2);     // 21 October 00:00 summer time
        $this->order('2026-10-26 21:30:00', 3);     // 26 October 23:30 winter time
        $this->order('2026-10-26 22:00:00', 4);     // 27 October 00:00 winter time

        $byDay = array_column((new DashboardFigures)->handle()['series'], null, 'day');

        $this->assertSame(100, $byDay['2026-10-20']['revenue']);
        $this->assertSame(200, $byDay['2026-10-21']['revenue']);
        $this->assertSame(300, $byDay['2026-10-26']['revenue']);
        $this->assertSame(400, $byDay['2026-10-27']['revenue']);
    }

    #[Test]
    public function every_figure_comes_from_one_query_however_many_orders_there_are(): void
    {
        foreach (range(1, 40) as $i) {
            $this->order(CarbonImmutable::parse('2026-01-15 09:00:00')->subHours($i * 31)->format('Y-m-d H:i:s'), $i);
        }

        DB::enableQueryLog();
        (new DashboardFigures)->handle();

        $this->assertCount(1, DB::getQueryLog());
    }
}

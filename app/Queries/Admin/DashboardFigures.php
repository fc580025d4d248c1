<?php

declare(strict_types=1);

namespace App\Queries\Admin;

use App\Enums\OrderStatus;
use App\Support\Database\LocalDay;
use Carbon\CarbonImmutable;
use Illuminate\Database\Query\Builder;
use Illuminate\Support\Facades\DB;

/**
 * Orders and revenue today, over 7 and over 30 days, each against the same stretch of time one period earlier, and
 * the orders and revenue of each of the last 30 days, on the shop's calendar (`app.shop_timezone`).
 *
 * A period runs from midnight of its first day to now, and is compared with the period before it cut at the same
 * hour: today until 10:00 against yesterday until 10:00, so a morning is not compared with a whole day. Every order
 * counts as an order; revenue is the sum of the totals (bani) of every order but the cancelled and the released
 * (one-click holds nobody confirmed).
 *
 * Two indexed queries, whatever the number of orders: one grouped by day over the last 60 days (the 30 shown and
 * the 30 before), and one for the three partial days the comparisons end on. Both read only
 * orders (created_at, status, total).
 */
final class DashboardFigures
{
    /** The days of the chart, and of the longest period. */
    public const SERIES_DAYS = 30;

    /** Each period: its key and its length in days. */
    public const PERIODS = ['today' => 1, 'week' => 7, 'month' => self::SERIES_DAYS];

    /**
     * @return array{
     *     periods: list<array{key: string, days: int, orders: array{value: int, previous: int, change: float|null}, revenue: array{value: int, previous: int, change: float|null}}>,
     *     series: list<array{day: string, orders: int, revenue: int}>,
     * }
     */
    public function handle(): array
    {
        $timezone = config()->string('app.shop_timezone');
        $now = CarbonImmutable::now($timezone);
        $today = $now->startOfDay();
        $days = $this->days($today->subDays(2 * self::SERIES_DAYS - 1), $now, $timezone);
        $partial = $this->partialDays($today, $now);

        $periods = [];
        foreach (self::PERIODS as $key => $length) {
            $current = $this->sum($days, $today, 0, $length - 1);
            // The period before: its full days, then its first day cut at the hour it is now.
            $previous = $this->sum($days, $today, $length + 1, 2 * $length - 1);
            $previous = [$previous[0] + $partial[$length][0], $previous[1] + $partial[$length][1]];
            $periods[] = [
                'key' => $key,
                'days' => $length,
                'orders' => self::figure($current[0], $previous[0]),
                'revenue' => self::figure($current[1], $previous[1]),
            ];
        }

        $series = [];
        for ($ago = self::SERIES_DAYS - 1; $ago >= 0; $ago--) {
            $day = $today->subDays($ago)->format('Y-m-d');
            $series[] = ['day' => $day, 'orders' => $days[$day][0] ?? 0, 'revenue' => $days[$day][1] ?? 0];
        }

        return ['periods' => $periods, 'series' => $series];
    }

    /**
     * Orders and revenue per day on the shop's calendar, from the midnight $from to $now; days without orders are
     * absent.
     *
     * @return array<string, array{0: int, 1: int}>
     */
    private function days(CarbonImmutable $from, CarbonImmutable $now, string $timezone): array
    {
        $query = DB::table('orders');
        [$day, $bindings] = LocalDay::expression($query->getConnection(), 'created_at', $from, $now, $timezone);

        $rows = $query
            ->selectRaw($day->getValue($query->getGrammar()).' as day', $bindings)
            ->selectRaw('count(*) as orders')
            ->selectRaw($this->revenue().' as revenue', $this->withoutRevenue())
            ->where('created_at', '>=', self::utc($from))
            ->where('created_at', '<', self::utc($now))
            ->groupBy('day')
            ->get();

        $days = [];
        foreach ($rows as $row) {
            /** @var object{day: string, orders: int|string, revenue: int|string|null} $row */
            $days[(string) $row->day] = [(int) $row->orders, (int) $row->revenue];
        }

        return $days;
    }

    /**
     * Orders and revenue of the day 1, 7 and 30 days ago, from its midnight to the hour it is now.
     *
     * @return array<int, array{0: int, 1: int}>
     */
    private function partialDays(CarbonImmutable $today, CarbonImmutable $now): array
    {
        /** @var Builder|null $union */
        $union = null;
        foreach (self::PERIODS as $length) {
            $query = DB::table('orders')
                ->selectRaw('? as ago', [$length])
                ->selectRaw('count(*) as orders')
                ->selectRaw($this->revenue().' as revenue', $this->withoutRevenue())
                ->where('created_at', '>=', self::utc($today->subDays($length)))
                ->where('created_at', '<', self::utc($now->subDays($length)));
            $union = $union === null ? $query : $union->unionAll($query);
        }

        $partial = array_fill_keys(array_values(self::PERIODS), [0, 0]);
        foreach ($union?->get() ?? [] as $row) {
            /** @var object{ago: int|string, orders: int|string, revenue: int|string|null} $row */
            $partial[(int) $row->ago] = [(int) $row->orders, (int) $row->revenue];
        }

        return $partial;
    }

    /**
     * The states whose orders bring no money (cancelled, released).
     *
     * @return list<string>
     */
    private function withoutRevenue(): array
    {
        $statuses = array_filter(OrderStatus::cases(), static fn (OrderStatus $status): bool => ! $status->isSale());

        return array_values(array_map(static fn (OrderStatus $status): string => $status->value, $statuses));
    }

    private function revenue(): string
    {
        $placeholders = implode(', ', array_fill(0, count($this->withoutRevenue()), '?'));

        return 'coalesce(sum(case when status not in ('.$placeholders.') then total else 0 end), 0)';
    }

    /**
     * The sum of the days from $newest to $oldest days ago (inclusive).
     *
     * @param  array<string, array{0: int, 1: int}>  $days
     * @return array{0: int, 1: int}
     */
    private function sum(array $days, CarbonImmutable $today, int $newest, int $oldest): array
    {
        $sum = [0, 0];
        for ($ago = $newest; $ago <= $oldest; $ago++) {
            $day = $days[$today->subDays($ago)->format('Y-m-d')] ?? [0, 0];
            $sum = [$sum[0] + $day[0], $sum[1] + $day[1]];
        }

        return $sum;
    }

    /**
     * @return array{value: int, previous: int, change: float|null} change in percent, one decimal; null without a
     *                                                              previous figure to compare with
     */
    private static function figure(int $value, int $previous): array
    {
        return [
            'value' => $value,
            'previous' => $previous,
            'change' => $previous === 0 ? null : round(($value - $previous) * 100 / $previous, 1),
        ];
    }

    private static function utc(CarbonImmutable $moment): string
    {
        return $moment->utc()->format('Y-m-d H:i:s');
    }
}

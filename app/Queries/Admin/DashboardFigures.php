<?php

declare(strict_types=1);

namespace App\Queries\Admin;

use App\Enums\SalesCount;
use Carbon\CarbonImmutable;
use Illuminate\Database\Query\Builder;
use Illuminate\Support\Facades\DB;

/**
 * Orders, revenue and orders awaiting confirmation today, over 7 and over 30 days, each against the same stretch of
 * time one period earlier, and the orders and revenue of each of the last 30 days, on the shop's calendar
 * (`app.shop_timezone`).
 *
 * A period runs from midnight of its first day to now, and is compared with the period before it cut at the same
 * hour: today until 10:00 against yesterday until 10:00, so a morning is not compared with a whole day. Orders and
 * revenue (the totals, in bani) count the same orders, by the one rule of SalesCount: the confirmed ones, in any state
 * after that; new orders are counted apart as awaiting confirmation; cancelled and released ones count nowhere.
 *
 * One query whatever the number of orders: a count and a sum for each of the last 60 days (the 30 shown and the 30
 * before) and for the three partial days the comparisons end on, each an index range of orders (created_at, status,
 * total). The days' bounds are the shop's midnights worked out here, so summer time needs nothing of the database,
 * and ranges in one UNION ALL cost a third of a GROUP BY on a computed day (bench/README.md).
 */
final class DashboardFigures
{
    /** The days of the chart, and of the longest period. */
    public const SERIES_DAYS = 30;

    /** Each period: its key and its length in days. */
    public const PERIODS = ['today' => 1, 'week' => 7, 'month' => self::SERIES_DAYS];

    /**
     * @return array{
     *     periods: list<array{key: string, days: int, orders: array{value: int, previous: int, change: float|null}, revenue: array{value: int, previous: int, change: float|null}, awaiting: array{value: int, previous: int, change: float|null}}>,
     *     series: list<array{day: string, orders: int, revenue: int}>,
     * }
     */
    public function handle(): array
    {
        $now = CarbonImmutable::now(config()->string('app.shop_timezone'));
        $today = $now->startOfDay();

        // "d{n}": the day n days ago, today until now; "p{n}": the day n days ago until the hour it is now.
        $ranges = [];
        for ($ago = 0; $ago < 2 * self::SERIES_DAYS; $ago++) {
            $ranges['d'.$ago] = [$today->subDays($ago), $ago === 0 ? $now : $today->subDays($ago - 1)];
        }
        foreach (self::PERIODS as $length) {
            $ranges['p'.$length] = [$today->subDays($length), $now->subDays($length)];
        }
        $figures = $this->figures($ranges);

        $periods = [];
        foreach (self::PERIODS as $key => $length) {
            $current = $this->sum($figures, range(0, $length - 1));
            // The period before: its full days, then its first day cut at the hour it is now.
            $previous = $this->sum($figures, $length > 1 ? range($length + 1, 2 * $length - 1) : [], 'p'.$length);
            $periods[] = [
                'key' => $key,
                'days' => $length,
                'orders' => self::figure($current[0], $previous[0]),
                'revenue' => self::figure($current[1], $previous[1]),
                'awaiting' => self::figure($current[2], $previous[2]),
            ];
        }

        $series = [];
        for ($ago = self::SERIES_DAYS - 1; $ago >= 0; $ago--) {
            [$orders, $revenue] = $figures['d'.$ago];
            $series[] = ['day' => $today->subDays($ago)->format('Y-m-d'), 'orders' => $orders, 'revenue' => $revenue];
        }

        return ['periods' => $periods, 'series' => $series];
    }

    /**
     * Orders, revenue and orders awaiting confirmation from each range's start (inclusive) to its end (exclusive).
     *
     * @param  array<string, array{0: CarbonImmutable, 1: CarbonImmutable}>  $ranges
     * @return array<string, array{0: int, 1: int, 2: int}>
     */
    private function figures(array $ranges): array
    {
        $sales = SalesCount::Sale->statuses();
        $awaiting = SalesCount::Awaiting->statuses();
        $in = static fn (array $statuses): string => 'status in ('.implode(', ', array_fill(0, count($statuses), '?')).')';

        /** @var Builder|null $union */
        $union = null;
        foreach ($ranges as $key => [$from, $to]) {
            $query = DB::table('orders')
                ->selectRaw('? as range_key', [$key])
                ->selectRaw('coalesce(sum(case when '.$in($sales).' then 1 else 0 end), 0) as orders', $sales)
                ->selectRaw('coalesce(sum(case when '.$in($sales).' then total else 0 end), 0) as revenue', $sales)
                ->selectRaw('coalesce(sum(case when '.$in($awaiting).' then 1 else 0 end), 0) as awaiting', $awaiting)
                ->where('created_at', '>=', self::utc($from))
                ->where('created_at', '<', self::utc($to));
            $union = $union === null ? $query : $union->unionAll($query);
        }

        $figures = array_fill_keys(array_keys($ranges), [0, 0, 0]);
        foreach ($union?->get() ?? [] as $row) {
            /** @var object{range_key: string, orders: int|string, revenue: int|string|null, awaiting: int|string} $row */
            $figures[$row->range_key] = [(int) $row->orders, (int) $row->revenue, (int) $row->awaiting];
        }

        return $figures;
    }

    /**
     * The sum of the days $ago days ago, and of one more range.
     *
     * @param  array<string, array{0: int, 1: int, 2: int}>  $figures
     * @param  list<int>  $ago
     * @return array{0: int, 1: int, 2: int}
     */
    private function sum(array $figures, array $ago, ?string $extra = null): array
    {
        $keys = array_map(static fn (int $day): string => 'd'.$day, $ago);
        if ($extra !== null) {
            $keys[] = $extra;
        }
        $sum = [0, 0, 0];
        foreach ($keys as $key) {
            $sum = [$sum[0] + $figures[$key][0], $sum[1] + $figures[$key][1], $sum[2] + $figures[$key][2]];
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

<?php

declare(strict_types=1);

namespace App\Services\Reports;

use App\Enums\SalesCount;
use App\Support\Dates;
use Carbon\CarbonImmutable;
use Illuminate\Database\Query\Builder;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\DB;

/**
 * The reports' daily totals (tables `sales_daily` and `sales_daily_products`, docs/reports.md): one day of the shop's
 * calendar is re-totalled as a whole from its orders' indexed range (orders.created_at), in one transaction that
 * deletes the day's rows and writes them again. Running it twice writes the same rows; nothing is ever incremented, so
 * a lost event or a retried job cannot leave a total wrong.
 *
 * Which days: every day holding an order created or changed (orders.updated_at, indexed) since the last run, less a
 * margin for transactions that committed late. The scheduler runs it every ten minutes and each report runs it first,
 * so a report is exact; today is read live from the orders (SalesTotals::orderRows/productRows over today's range).
 *
 * An order counts on the day it was placed, by SalesCount's rule (confirmed and after; new, cancelled and released
 * orders nowhere), so a cancellation next week takes the order out of the day it was placed.
 */
final class SalesTotals
{
    /** Transactions still open when a run starts may have stamped their orders a little earlier. */
    private const MARGIN_SECONDS = 300;

    private const RUN = 'sales_daily';

    /** Re-totals the days of orders created or changed since the last run; returns how many days. */
    public function retotalChanged(): int
    {
        $lock = Cache::lock('reports:sales-daily', 600);
        if ($lock->get() === false) {
            return 0;
        }
        try {
            $startedAt = CarbonImmutable::now('UTC');
            /** @var string|null $checkedAt */
            $checkedAt = DB::table('sales_daily_runs')->where('name', self::RUN)->value('checked_at');
            $days = $checkedAt === null ? $this->everyDay() : $this->changedDays(
                CarbonImmutable::parse($checkedAt, 'UTC')->subSeconds(self::MARGIN_SECONDS),
            );
            foreach ($days as $day) {
                $this->retotal($day);
            }
            // Nothing changed: the next run looks from the same moment, and a report reads without writing.
            if ($days === [] && $checkedAt !== null) {
                return 0;
            }
            DB::table('sales_daily_runs')->upsert(
                [['name' => self::RUN, 'checked_at' => $startedAt->format('Y-m-d H:i:s')]],
                ['name'],
                ['checked_at'],
            );

            return count($days);
        } finally {
            $lock->release();
        }
    }

    /** Writes one day's totals again from its orders (`2026-11-23` on the shop's calendar). */
    public function retotal(string $day): void
    {
        [$from, $to] = self::range($day, $day);
        $orders = array_map(static fn (array $row): array => ['day' => $day] + $row, $this->orderRows($from, $to));
        $products = array_map(static fn (array $row): array => ['day' => $day] + $row, $this->productRows($from, $to));

        DB::transaction(static function () use ($day, $orders, $products): void {
            DB::table('sales_daily')->where('day', $day)->delete();
            DB::table('sales_daily_products')->where('day', $day)->delete();
            foreach (array_chunk($orders, 500) as $chunk) {
                DB::table('sales_daily')->insert($chunk);
            }
            foreach (array_chunk($products, 500) as $chunk) {
                DB::table('sales_daily_products')->insert($chunk);
            }
        });
    }

    /**
     * The sold orders placed in [from, to) by store, payment method and kind.
     *
     * @return list<array{store_id: int, payment_method: string, kind: string, orders: int, units: int, revenue: int, discounts: int, delivery_fees: int}>
     */
    public function orderRows(CarbonImmutable $from, CarbonImmutable $to): array
    {
        $rows = $this->sold(DB::table('orders as o'), $from, $to)
            ->selectRaw('coalesce(o.store_id, 0) as store_id, coalesce(o.payment_method, \'\') as payment_method, o.kind')
            ->selectRaw('count(*) as orders')
            ->selectRaw('coalesce(sum((select sum(l.quantity) from order_lines l where l.order_id = o.id)), 0) as units')
            ->selectRaw('coalesce(sum(o.total), 0) as revenue, coalesce(sum(o.discount_total), 0) as discounts, coalesce(sum(o.delivery_fee), 0) as delivery_fees')
            ->groupByRaw('coalesce(o.store_id, 0), coalesce(o.payment_method, \'\'), o.kind')
            ->get();

        $out = [];
        foreach ($rows as $row) {
            /** @var object{store_id: int|string, payment_method: string, kind: string, orders: int|string, units: int|string, revenue: int|string, discounts: int|string, delivery_fees: int|string} $row */
            $out[] = [
                'store_id' => (int) $row->store_id,
                'payment_method' => $row->payment_method,
                'kind' => $row->kind,
                'orders' => (int) $row->orders,
                'units' => (int) $row->units,
                'revenue' => (int) $row->revenue,
                'discounts' => (int) $row->discounts,
                'delivery_fees' => (int) $row->delivery_fees,
            ];
        }

        return $out;
    }

    /**
     * The lines of the sold orders placed in [from, to) by product (0: a product deleted since).
     *
     * @return list<array{product_id: int, orders: int, units: int, revenue: int, discounts: int, cost: int, costed_revenue: int}>
     */
    public function productRows(CarbonImmutable $from, CarbonImmutable $to): array
    {
        $net = '(l.line_total - l.discount)';
        $rows = $this->sold(DB::table('orders as o')->join('order_lines as l', 'l.order_id', '=', 'o.id'), $from, $to)
            ->selectRaw('coalesce(l.product_id, 0) as product_id')
            ->selectRaw('count(distinct o.id) as orders, coalesce(sum(l.quantity), 0) as units')
            ->selectRaw("coalesce(sum($net), 0) as revenue, coalesce(sum(l.discount), 0) as discounts")
            ->selectRaw('coalesce(sum(case when l.cost_price is null then 0 else l.cost_price * l.quantity end), 0) as cost')
            ->selectRaw("coalesce(sum(case when l.cost_price is null then 0 else $net end), 0) as costed_revenue")
            ->groupByRaw('coalesce(l.product_id, 0)')
            ->get();

        $out = [];
        foreach ($rows as $row) {
            /** @var object{product_id: int|string, orders: int|string, units: int|string, revenue: int|string, discounts: int|string, cost: int|string, costed_revenue: int|string} $row */
            $out[] = [
                'product_id' => (int) $row->product_id,
                'orders' => (int) $row->orders,
                'units' => (int) $row->units,
                'revenue' => (int) $row->revenue,
                'discounts' => (int) $row->discounts,
                'cost' => (int) $row->cost,
                'costed_revenue' => (int) $row->costed_revenue,
            ];
        }

        return $out;
    }

    /**
     * The moments (UTC) a run of days of the shop's calendar begins and ends: [first day's midnight, midnight after
     * the last day).
     *
     * @return array{0: CarbonImmutable, 1: CarbonImmutable}
     */
    public static function range(string $firstDay, string $lastDay): array
    {
        $next = CarbonImmutable::createFromFormat('!Y-m-d', $lastDay)?->addDay()->format('Y-m-d') ?? $lastDay;

        return [Dates::startOfDay($firstDay)->utc(), Dates::startOfDay($next)->utc()];
    }

    public static function utc(CarbonImmutable $moment): string
    {
        return $moment->utc()->format('Y-m-d H:i:s');
    }

    private function sold(Builder $query, CarbonImmutable $from, CarbonImmutable $to): Builder
    {
        return $query->whereIn('o.status', SalesCount::Sale->statuses())
            ->where('o.created_at', '>=', self::utc($from))
            ->where('o.created_at', '<', self::utc($to));
    }

    /**
     * The days from the first order's to today.
     *
     * @return list<string>
     */
    private function everyDay(): array
    {
        /** @var string|null $first */
        $first = DB::table('orders')->min('created_at');
        if ($first === null) {
            return [];
        }
        $day = CarbonImmutable::parse($first, 'UTC')->setTimezone(config()->string('app.shop_timezone'))->startOfDay();
        $today = Dates::today();
        $days = [];
        while ($day->format('Y-m-d') <= $today) {
            $days[] = $day->format('Y-m-d');
            $day = $day->addDay();
        }

        return $days;
    }

    /**
     * The days on which orders changed since $since were placed.
     *
     * @return list<string>
     */
    private function changedDays(CarbonImmutable $since): array
    {
        $days = [];
        // In the updated_at index's order: by id, SQLite would walk the whole table to find the few changed orders.
        foreach (DB::table('orders')->where('updated_at', '>=', self::utc($since))->orderBy('updated_at')->select(['created_at'])->cursor() as $row) {
            /** @var object{created_at: string} $row */
            $days[(string) Dates::day(CarbonImmutable::parse($row->created_at, 'UTC'))] = true;
        }
        $days = array_keys($days);
        sort($days);

        return $days;
    }
}

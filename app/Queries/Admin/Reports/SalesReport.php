<?php

declare(strict_types=1);

namespace App\Queries\Admin\Reports;

use App\Services\Reports\ReportPeriod;
use App\Services\Reports\SalesTotals;
use App\Support\Dates;
use Illuminate\Database\Query\Builder;
use Illuminate\Support\Facades\DB;

/**
 * Sales for a period against the period before it (as many days, just before), in total and by day, product,
 * top-level category, brand, store, payment method or order kind (docs/reports.md).
 *
 * Days before today are read from the daily totals (SalesTotals, re-totalled first for the orders changed since its
 * last run), today from the orders themselves. Revenue is what the sold orders came to (goods after discounts, plus
 * delivery); a product's, category's or brand's revenue is its lines' after their discounts. Refunds count on the day
 * they were paid, under the order's store, payment method and kind. A margin is the revenue of the lines whose cost
 * was known at the sale less that cost; `costedShare` says how much of the revenue that is.
 */
final class SalesReport
{
    /** The reports by a property of the order (read from `sales_daily`). */
    public const ORDER_DIMENSIONS = ['days' => 'day', 'stores' => 'store_id', 'payments' => 'payment_method', 'kinds' => 'kind'];

    /** The reports by a property of the product (read from `sales_daily_products`). */
    public const PRODUCT_DIMENSIONS = ['products' => 'product_id', 'categories' => 'category_root_id', 'brands' => 'brand_id'];

    public function __construct(private readonly SalesTotals $totals, private readonly ReportLabels $labels)
    {
    }

    /**
     * @param  string  $by  a key of ORDER_DIMENSIONS or PRODUCT_DIMENSIONS
     * @param  int|null  $limit  rows at most (the best-selling first), null for all (the CSV)
     * @return array{
     *     by: string,
     *     period: array{from: string, to: string, days: int},
     *     previous: array{from: string, to: string, days: int},
     *     totals: array{current: array<string, int|float|null>, previous: array<string, int|float|null>},
     *     rows: list<array{key: string, label: string, detail: string|null, current: array<string, int|float|null>, previous: array<string, int|float|null>}>,
     *     more: int,
     * }
     */
    public function handle(ReportPeriod $period, string $by, ?int $limit = 200): array
    {
        $this->totals->retotalChanged();
        $before = $period->previous();
        $current = $this->read($period, $by);
        $previous = $this->read($before, $by);

        if ($by === 'days') {
            // Every day shown, an empty one too; each against the day as far into the period before.
            $previousDays = $before->everyDay();
            $keys = [];
            foreach ($period->everyDay() as $index => $day) {
                $keys[$day] = $previousDays[$index] ?? '';
            }
        } else {
            $raw = $current['rows'];
            uasort($raw, static fn (array $a, array $b): int => [$b['revenue'], $b['units']] <=> [$a['revenue'], $a['units']]);
            $keys = [];
            foreach (array_keys($raw) as $key) {
                $keys[(string) $key] = (string) $key;
            }
        }
        $more = $limit !== null ? max(0, count($keys) - $limit) : 0;
        if ($limit !== null) {
            $keys = array_slice($keys, 0, $limit, true);
        }

        $labels = $this->labels->for($by, array_map('strval', array_keys($keys)));
        $rows = [];
        foreach ($keys as $rowKey => $previousKey) {
            $key = strval($rowKey);
            $rows[] = [
                'key' => $key,
                'label' => $labels[$key]['label'] ?? $key,
                'detail' => $labels[$key]['detail'] ?? null,
                'current' => self::shown($current['rows'][$key] ?? self::zero(), $by),
                'previous' => self::shown($previous['rows'][$previousKey] ?? self::zero(), $by),
            ];
        }

        return [
            'by' => $by,
            'period' => $period->toArray(),
            'previous' => $before->toArray(),
            'totals' => ['current' => self::shown($current['total'], 'total'), 'previous' => self::shown($previous['total'], 'total')],
            'rows' => $rows,
            'more' => $more,
        ];
    }

    /**
     * The raw sums of a period: in total and per key of the dimension.
     *
     * @return array{total: array<string, int>, rows: array<int|string, array<string, int>>} numeric keys are ints (PHP)
     */
    private function read(ReportPeriod $period, string $by): array
    {
        $today = Dates::today();
        $pastTo = min($period->to, self::dayBefore($today));
        $live = $period->from <= $today && $today <= $period->to;
        [$liveFrom, $liveTo] = SalesTotals::range($today, $today);

        $total = self::zero();
        $rows = [];
        $add = static function (array &$into, array $sums): void {
            foreach ($sums as $name => $value) {
                $into[$name] = ($into[$name] ?? 0) + $value;
            }
        };

        // Orders, units, revenue, discounts: the past days' totals and today's orders.
        $orderColumn = self::ORDER_DIMENSIONS[$by] ?? null;
        $orderSums = [];
        if ($period->from <= $pastTo) {
            $query = DB::table('sales_daily')->whereBetween('day', [$period->from, $pastTo])
                ->selectRaw('sum(orders) as orders, sum(units) as units, sum(revenue) as revenue, sum(discounts) as discounts');
            if ($orderColumn !== null) {
                $query->addSelect(DB::raw("$orderColumn as dim"))->groupBy($orderColumn);
            }
            foreach ($query->get() as $row) {
                /** @var object{dim?: string|int, orders: int|string|null, units: int|string|null, revenue: int|string|null, discounts: int|string|null} $row */
                $orderSums[] = [self::key($row->dim ?? ''), ['orders' => (int) $row->orders, 'units' => (int) $row->units, 'revenue' => (int) $row->revenue, 'discounts' => (int) $row->discounts]];
            }
        }
        if ($live) {
            foreach ($this->totals->orderRows($liveFrom, $liveTo) as $row) {
                $dim = $orderColumn === 'day' ? $today : ($orderColumn !== null ? $row[$orderColumn] : '');
                $orderSums[] = [self::key($dim), ['orders' => $row['orders'], 'units' => $row['units'], 'revenue' => $row['revenue'], 'discounts' => $row['discounts']]];
            }
        }
        foreach ($orderSums as [$key, $sums]) {
            $add($total, $sums);
            if ($orderColumn !== null) {
                $rows[$key] ??= self::zero();
                $add($rows[$key], $sums);
            }
        }

        // Refunds, on the day they were paid.
        [$from, $to] = SalesTotals::range($period->from, $period->to);
        $refunds = DB::table('refunds as r')->join('orders as o', 'o.id', '=', 'r.order_id')
            ->where('r.created_at', '>=', SalesTotals::utc($from))->where('r.created_at', '<', SalesTotals::utc($to))
            ->select(['r.amount', 'r.created_at', 'o.store_id', 'o.payment_method', 'o.kind']);
        foreach ($refunds->cursor() as $refund) {
            /** @var object{amount: int|string, created_at: string, store_id: int|string|null, payment_method: string|null, kind: string} $refund */
            $total['refunds'] += (int) $refund->amount;
            if ($orderColumn !== null) {
                $key = match ($orderColumn) {
                    'day' => (string) Dates::day(\Carbon\CarbonImmutable::parse($refund->created_at, 'UTC')),
                    'store_id' => (string) (int) $refund->store_id,
                    'payment_method' => (string) $refund->payment_method,
                    default => $refund->kind,
                };
                $rows[$key] ??= self::zero();
                $rows[$key]['refunds'] += (int) $refund->amount;
            }
        }

        // The products' lines: margins always, and the rows of a report by product, category or brand.
        $productColumn = self::PRODUCT_DIMENSIONS[$by] ?? null;
        $productSums = [];
        if ($period->from <= $pastTo) {
            $query = DB::table('sales_daily_products as s')->whereBetween('s.day', [$period->from, $pastTo])
                ->selectRaw('sum(s.orders) as orders, sum(s.units) as units, sum(s.revenue) as revenue, sum(s.discounts) as discounts, sum(s.cost) as cost, sum(s.costed_revenue) as costed_revenue');
            $this->groupByProduct($query, $productColumn);
            foreach ($query->get() as $row) {
                /** @var object{dim?: string|int|null, orders: int|string|null, units: int|string|null, revenue: int|string|null, discounts: int|string|null, cost: int|string|null, costed_revenue: int|string|null} $row */
                $productSums[] = [self::key($row->dim ?? ''), [
                    'orders' => (int) $row->orders, 'units' => (int) $row->units, 'revenue' => (int) $row->revenue,
                    'discounts' => (int) $row->discounts, 'cost' => (int) $row->cost, 'costed_revenue' => (int) $row->costed_revenue,
                ]];
            }
        }
        if ($live) {
            $liveRows = $this->totals->productRows($liveFrom, $liveTo);
            $dims = $productColumn === null || $productColumn === 'product_id' ? [] : DB::table('products')
                ->whereIn('id', array_column($liveRows, 'product_id'))->pluck($productColumn, 'id')->all();
            foreach ($liveRows as $row) {
                $dim = match ($productColumn) {
                    null => '',
                    'product_id' => $row['product_id'],
                    default => $dims[$row['product_id']] ?? 0,
                };
                unset($row['product_id']);
                $productSums[] = [self::key($dim), $row];
            }
        }
        foreach ($productSums as [$key, $sums]) {
            $total['cost'] += $sums['cost'];
            $total['costed_revenue'] += $sums['costed_revenue'];
            $total['goods'] += $sums['revenue'];
            if ($productColumn !== null) {
                $rows[$key] ??= self::zero();
                $add($rows[$key], $sums);
            }
        }

        return ['total' => $total, 'rows' => $rows];
    }

    private function groupByProduct(Builder $query, ?string $column): void
    {
        if ($column === 'product_id') {
            $query->addSelect(DB::raw('s.product_id as dim'))->groupBy('s.product_id');
        } elseif ($column !== null) {
            // Lines of a product deleted since have no category or brand: they come under 0.
            $query->leftJoin('products as p', 'p.id', '=', 's.product_id')
                ->addSelect(DB::raw("coalesce(p.$column, 0) as dim"))->groupByRaw("coalesce(p.$column, 0)");
        }
    }

    /** @return array<string, int> */
    private static function zero(): array
    {
        return ['orders' => 0, 'units' => 0, 'revenue' => 0, 'discounts' => 0, 'refunds' => 0, 'cost' => 0, 'costed_revenue' => 0, 'goods' => 0];
    }

    /**
     * The figures shown: sums, the average order, the margin and its share (null when nothing had a known cost).
     *
     * @param  array<string, int>  $sums
     * @return array<string, int|float|null>
     */
    private static function shown(array $sums, string $by): array
    {
        $costed = $sums['costed_revenue'];
        // The share of the goods' revenue (delivery has no cost price): a total's goods, a product's own revenue.
        $goods = $sums['goods'] > 0 ? $sums['goods'] : $sums['revenue'];
        $byCategory = $by === 'categories' || $by === 'brands';

        return [
            // An order holding two products of one category is one order: a category's or brand's orders are not
            // the sum of its products', so they are not shown.
            'orders' => $byCategory ? null : $sums['orders'],
            'units' => $sums['units'],
            'revenue' => $sums['revenue'],
            'average' => $byCategory || $sums['orders'] === 0 ? null : intdiv($sums['revenue'], $sums['orders']),
            'discounts' => $sums['discounts'],
            'refunds' => isset(self::PRODUCT_DIMENSIONS[$by]) ? null : $sums['refunds'],
            'margin' => $costed === 0 ? null : $costed - $sums['cost'],
            'marginRate' => $costed === 0 ? null : round(($costed - $sums['cost']) * 100 / $costed, 1),
            'costedShare' => $goods === 0 ? null : round(min($costed, $goods) * 100 / $goods, 1),
        ];
    }

    private static function key(mixed $value): string
    {
        return is_scalar($value) ? (string) $value : '';
    }

    private static function dayBefore(string $day): string
    {
        return \Carbon\CarbonImmutable::createFromFormat('!Y-m-d', $day)?->subDay()->format('Y-m-d') ?? $day;
    }
}

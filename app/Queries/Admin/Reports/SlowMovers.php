<?php

declare(strict_types=1);

namespace App\Queries\Admin\Reports;

use App\Services\Reports\SalesTotals;
use App\Support\Dates;
use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\DB;

/**
 * Products with units on hand and no sale in the last N days (today included), the ones tying up the most money at
 * cost first, then the most units. A product added to the catalogue within those days is not slow yet. The last sale
 * comes from the daily totals (sales_daily_products' product_id, day index), so it costs one index probe per product.
 */
final class SlowMovers
{
    public const DAYS = [30, 60, 90, 180];

    public function __construct(private readonly SalesTotals $totals)
    {
    }

    /**
     * @return array{days: int, since: string, rows: list<array{id: int, name: string, sku: string, stock: int, costPrice: int|null, value: int|null, lastSold: string|null}>, more: int}
     */
    public function handle(int $days, ?int $limit = 200): array
    {
        $this->totals->retotalChanged();
        $today = Dates::today();
        $since = (CarbonImmutable::createFromFormat('!Y-m-d', $today) ?? CarbonImmutable::now())->subDays($days - 1)->format('Y-m-d');
        [$todayFrom, $todayTo] = SalesTotals::range($today, $today);
        $soldToday = array_column($this->totals->productRows($todayFrom, $todayTo), 'product_id');

        $query = DB::table('products as p')
            ->where('p.stock_total', '>', 0)
            ->where('p.created_at', '<', SalesTotals::utc(Dates::startOfDay($since)))
            ->whereNotIn('p.id', $soldToday)
            ->whereNotExists(static function ($sold) use ($since): void {
                $sold->selectRaw('1')->from('sales_daily_products as d')->whereColumn('d.product_id', 'p.id')->where('d.day', '>=', $since);
            });
        $count = (clone $query)->count();
        $query->select(['p.id', 'p.name', 'p.sku', 'p.stock_total', 'p.cost_price'])
            ->selectSub(DB::table('sales_daily_products as l')->whereColumn('l.product_id', 'p.id')->selectRaw('max(l.day)'), 'last_sold')
            ->orderByRaw('case when p.cost_price is null then 0 else p.stock_total * p.cost_price end desc')
            ->orderByDesc('p.stock_total')->orderBy('p.id');
        if ($limit !== null) {
            $query->limit($limit);
        }

        $rows = [];
        $locale = app()->getLocale();
        foreach ($query->get() as $row) {
            /** @var object{id: int|string, name: string, sku: string, stock_total: int|string, cost_price: int|string|null, last_sold: string|null} $row */
            $names = json_decode($row->name, true);
            $cost = $row->cost_price === null ? null : (int) $row->cost_price;
            $rows[] = [
                'id' => (int) $row->id,
                'name' => is_array($names) ? (string) ($names[$locale] ?? $names['ro'] ?? reset($names)) : '',
                'sku' => $row->sku,
                'stock' => (int) $row->stock_total,
                'costPrice' => $cost,
                'value' => $cost === null ? null : $cost * (int) $row->stock_total,
                'lastSold' => $row->last_sold === null ? null : substr($row->last_sold, 0, 10),
            ];
        }

        return ['days' => $days, 'since' => $since, 'rows' => $rows, 'more' => $limit === null ? 0 : max(0, $count - $limit)];
    }
}

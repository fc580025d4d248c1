<?php

declare(strict_types=1);

namespace App\Queries\Admin\Reports;

use Illuminate\Support\Facades\DB;

/**
 * What the units on the shelves are worth at cost: units on hand × the product's cost price (products.cost_price),
 * per place and per top-level category, with the units whose cost is unknown counted apart, so the value is never
 * read as complete when it is not. Units reserved by open orders have left the shelves' counts already.
 */
final class StockValuation
{
    public function __construct(private readonly ReportLabels $labels)
    {
    }

    /**
     * @return array{
     *     total: array{units: int, value: int, unknownUnits: int},
     *     places: list<array{key: string, label: string, units: int, value: int, unknownUnits: int}>,
     *     categories: list<array{key: string, label: string, units: int, value: int, unknownUnits: int}>,
     * }
     */
    public function handle(): array
    {
        $places = $this->grouped('s.store_id', 'stores');
        $categories = $this->grouped('p.category_root_id', 'categories');
        $total = ['units' => 0, 'value' => 0, 'unknownUnits' => 0];
        foreach ($places as $place) {
            $total['units'] += $place['units'];
            $total['value'] += $place['value'];
            $total['unknownUnits'] += $place['unknownUnits'];
        }

        return ['total' => $total, 'places' => $places, 'categories' => $categories];
    }

    /**
     * @return list<array{key: string, label: string, units: int, value: int, unknownUnits: int}>
     */
    private function grouped(string $column, string $labels): array
    {
        $rows = DB::table('product_stock as s')->join('products as p', 'p.id', '=', 's.product_id')
            ->where('s.quantity', '>', 0)
            ->selectRaw("$column as dim, sum(s.quantity) as units")
            ->selectRaw('sum(case when p.cost_price is null then 0 else s.quantity * p.cost_price end) as value')
            ->selectRaw('sum(case when p.cost_price is null then s.quantity else 0 end) as unknown_units')
            ->groupBy($column)
            ->orderByDesc('value')
            ->get();
        $keys = [];
        foreach ($rows as $row) {
            $keys[] = is_scalar($row->dim) ? (string) $row->dim : '';
        }
        $names = $this->labels->for($labels, $keys);

        $out = [];
        foreach ($rows as $row) {
            /** @var object{dim: int|string, units: int|string, value: int|string|null, unknown_units: int|string|null} $row */
            $key = (string) $row->dim;
            $out[] = [
                'key' => $key,
                'label' => $names[$key]['label'] ?? $key,
                'units' => (int) $row->units,
                'value' => (int) $row->value,
                'unknownUnits' => (int) $row->unknown_units,
            ];
        }

        return $out;
    }
}

<?php

declare(strict_types=1);

namespace App\Actions\Reports;

use App\Queries\Admin\Reports\SalesReport;
use App\Queries\Admin\Reports\SlowMovers;
use App\Queries\Admin\Reports\StockValuation;
use App\Services\Reports\ReportPeriod;
use App\Support\Csv\SpreadsheetCsv;
use App\Support\Dates;
use App\Support\Text;
use Closure;

/**
 * A report as CSV for Excel, as the orders' export writes it (UTF-8 with a BOM, `;`, the header in the staff member's
 * language, money in lei with two decimals): every row of a sales report with the period before beside it, the stock
 * valuation per place and per category, or every slow mover. Figures only, no customer's data: unlike the orders'
 * export it is not written to the audit log.
 */
final class ExportReport
{
    public function __construct(
        private readonly SalesReport $sales,
        private readonly StockValuation $stock,
        private readonly SlowMovers $slow,
    ) {
    }

    public static function filename(string $report): string
    {
        return 'raport-'.$report.'-'.Dates::fileStamp().'.csv';
    }

    /**
     * @return Closure(resource): void
     */
    public function handle(string $report, ReportPeriod $period, int $days): Closure
    {
        $column = static fn (string $key): string => Text::get('admin.reports.columns.'.$key);

        if ($report === 'stock') {
            $valuation = $this->stock->handle();

            return static function ($out) use ($valuation, $column): void {
                SpreadsheetCsv::start($out, array_map($column, ['group', 'name', 'units', 'value', 'unknown_units']));
                foreach (['places' => 'place', 'categories' => 'category'] as $list => $group) {
                    foreach ($valuation[$list] as $row) {
                        SpreadsheetCsv::row($out, [$column($group), SpreadsheetCsv::safe($row['label']), (string) $row['units'], self::lei($row['value']), (string) $row['unknownUnits']]);
                    }
                }
            };
        }

        if ($report === 'slow') {
            $slow = $this->slow->handle($days, null);

            return static function ($out) use ($slow, $column): void {
                SpreadsheetCsv::start($out, array_map($column, ['name', 'sku', 'units', 'cost_price', 'value', 'last_sold']));
                foreach ($slow['rows'] as $row) {
                    SpreadsheetCsv::row($out, [
                        SpreadsheetCsv::safe($row['name']), SpreadsheetCsv::safe($row['sku']), (string) $row['stock'],
                        self::lei($row['costPrice']), self::lei($row['value']), $row['lastSold'] ?? '',
                    ]);
                }
            };
        }

        $sales = $this->sales->handle($period, $report, null);

        return static function ($out) use ($sales, $column, $report): void {
            $header = [$column($report === 'days' ? 'day' : 'name')];
            if ($report === 'products') {
                $header[] = $column('sku');
            }
            $keys = ['orders', 'units', 'revenue', 'average', 'discounts', 'refunds', 'margin', 'margin_rate'];
            foreach ($keys as $key) {
                $header[] = $column($key);
            }
            $header[] = $column('previous_orders');
            $header[] = $column('previous_revenue');
            SpreadsheetCsv::start($out, $header);

            foreach ($sales['rows'] as $row) {
                $current = $row['current'];
                $cells = [SpreadsheetCsv::safe($row['label'])];
                if ($report === 'products') {
                    $cells[] = SpreadsheetCsv::safe($row['detail']);
                }
                array_push(
                    $cells,
                    self::number($current['orders']),
                    self::number($current['units']),
                    self::lei($current['revenue']),
                    self::lei($current['average']),
                    self::lei($current['discounts']),
                    self::lei($current['refunds']),
                    self::lei($current['margin']),
                    $current['marginRate'] === null ? '' : number_format((float) $current['marginRate'], 1, ',', ''),
                    self::number($row['previous']['orders']),
                    self::lei($row['previous']['revenue']),
                );
                SpreadsheetCsv::row($out, $cells);
            }
        };
    }

    private static function lei(int|float|null $bani): string
    {
        return $bani === null ? '' : number_format((int) $bani / 100, 2, ',', '');
    }

    private static function number(int|float|null $value): string
    {
        return $value === null ? '' : (string) (int) $value;
    }
}

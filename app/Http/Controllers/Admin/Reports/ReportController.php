<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Reports;

use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Reports\ReportRequest;
use App\Infrastructure\Inertia\Page;
use App\Queries\Admin\Reports\SalesReport;
use App\Queries\Admin\Reports\SlowMovers;
use App\Queries\Admin\Reports\StockValuation;
use App\Services\Reports\ReportPeriod;
use App\Support\Text;
use Inertia\Response;

/** The reports page: one report at a time, its period in the query string (the route checks view-reports). */
final class ReportController extends Controller
{
    public function __invoke(ReportRequest $request, SalesReport $sales, StockValuation $stock, SlowMovers $slow): Response
    {
        $report = $request->report();
        $period = $request->period();

        return Page::render('admin/reports/index', Text::get('admin.reports.title'), [
            'filters' => ['report' => $report, 'preset' => $request->preset(), ...$period->toArray(), 'slowDays' => $request->days()],
            'options' => ['reports' => ReportRequest::REPORTS, 'presets' => ReportPeriod::PRESETS, 'slowDays' => SlowMovers::DAYS, 'maxDays' => ReportPeriod::MAX_DAYS],
            'sales' => $request->isSales() ? $sales->handle($period, $report) : null,
            'stock' => $report === 'stock' ? $stock->handle() : null,
            'slow' => $report === 'slow' ? $slow->handle($request->days()) : null,
        ]);
    }
}

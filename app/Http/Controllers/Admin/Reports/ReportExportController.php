<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Reports;

use App\Actions\Reports\ExportReport;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Reports\ReportExportRequest;
use Symfony\Component\HttpFoundation\StreamedResponse;

/** One report as a CSV file, every row of it (the page shows the first 200). */
final class ReportExportController extends Controller
{
    public function __invoke(ReportExportRequest $request, ExportReport $export): StreamedResponse
    {
        $write = $export->handle($request->report(), $request->period(), $request->days());

        return response()->streamDownload(static function () use ($write): void {
            $out = fopen('php://output', 'wb');
            if ($out !== false) {
                $write($out);
                fclose($out);
            }
        }, ExportReport::filename($request->report()), ['Content-Type' => 'text/csv; charset=UTF-8']);
    }
}

<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Orders;

use App\Actions\Orders\ExportOrders;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Orders\ListOrdersRequest;
use App\Infrastructure\Security\StaffActor;
use Symfony\Component\HttpFoundation\StreamedResponse;

/** The filtered order list as a CSV file, streamed a chunk at a time; with `lines=1` one row per order line. */
final class OrderExportController extends Controller
{
    public function __invoke(ListOrdersRequest $request, ExportOrders $export): StreamedResponse
    {
        $write = $export->handle($request->filters(), StaffActor::of($request), $request->boolean('lines'));

        return response()->streamDownload(static function () use ($write): void {
            $out = fopen('php://output', 'wb');
            if ($out !== false) {
                $write($out);
                fclose($out);
            }
        }, ExportOrders::filename(), ['Content-Type' => 'text/csv; charset=UTF-8']);
    }
}

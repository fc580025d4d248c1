<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Newsletter;

use App\Actions\Inbox\ExportSubscribers;
use App\Http\Controllers\Controller;
use App\Infrastructure\Security\StaffActor;
use App\Queries\Admin\InboxSubscribers;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\StreamedResponse;

/** The filtered subscriber list as a CSV file, streamed. */
final class SubscriberExportController extends Controller
{
    public function __invoke(Request $request, ExportSubscribers $export): StreamedResponse
    {
        $write = $export->handle(InboxSubscribers::filters($request->query->all()), StaffActor::of($request));

        return response()->streamDownload(static function () use ($write): void {
            $out = fopen('php://output', 'wb');
            if ($out !== false) {
                $write($out);
                fclose($out);
            }
        }, ExportSubscribers::filename(), ['Content-Type' => 'text/csv; charset=UTF-8']);
    }
}

<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Applications;

use App\Actions\Inbox\RecordCvDownload;
use App\Http\Controllers\Controller;
use App\Infrastructure\Security\StaffActor;
use App\Models\JobApplication;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Storage;
use Symfony\Component\HttpFoundation\StreamedResponse;

/**
 * An application's CV from the private `applications` disk, as an attachment under a safe name. The route wants a
 * valid temporary signature (the application's page makes one) and a signed-in staff member allowed to see
 * applications; the download is audited.
 */
final class DownloadApplicationCvController extends Controller
{
    public function __invoke(Request $request, JobApplication $application, RecordCvDownload $record): StreamedResponse
    {
        /** @var \Illuminate\Filesystem\FilesystemAdapter $disk */
        $disk = Storage::disk('applications');
        abort_unless($disk->exists($application->cv_path), 404);
        $filename = $record->handle($application, StaffActor::of($request));

        return $disk->download($application->cv_path, $filename, [
            'Content-Type' => $application->cv_type === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
            'X-Content-Type-Options' => 'nosniff',
            'Cache-Control' => 'private, no-store',
        ]);
    }
}

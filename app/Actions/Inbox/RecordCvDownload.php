<?php

declare(strict_types=1);

namespace App\Actions\Inbox;

use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Models\JobApplication;
use App\Services\Audit\AuditLog;
use Illuminate\Support\Str;

/**
 * Records that a staff member downloads an application's CV (`application.cv_download`) and names the file they get:
 * the applicant's name made safe for any file system, never the name the applicant's browser sent.
 */
final class RecordCvDownload
{
    public function handle(JobApplication $application, StaffActor $staff): string
    {
        $filename = self::filename($application);
        WriteTransaction::run(static function () use ($application, $staff, $filename): void {
            AuditLog::record($staff, 'application.cv_download', $application, [], ['file' => $filename], $application->email);
        });

        return $filename;
    }

    /** `cv-ion-popescu-12.pdf`: ASCII letters, digits and dashes, the stored type's extension. */
    public static function filename(JobApplication $application): string
    {
        $name = Str::limit(Str::slug($application->name), 60, '');
        $extension = in_array($application->cv_type, ['pdf', 'docx'], true) ? $application->cv_type : 'bin';

        return 'cv-'.($name === '' ? '' : $name.'-').$application->id.'.'.$extension;
    }
}

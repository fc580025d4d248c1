<?php

declare(strict_types=1);

namespace App\Actions\CatalogImport;

use App\Infrastructure\Security\StaffActor;
use App\Services\CatalogImport\ImportReport;
use App\Services\CatalogImport\PendingImports;

/**
 * "Apply" in the back office: the file the staff member previewed, found by its token, applied (ApplyCatalogImport)
 * and removed; when rows turned bad meanwhile, the new report replaces the dry run's and the file stays for another try.
 */
final readonly class ApplyPendingCatalogImport
{
    public function __construct(private ApplyCatalogImport $apply, private PendingImports $pending)
    {
    }

    /** @return ImportReport|null null when the token is unknown, someone else's or expired */
    public function handle(string $token, int $userId, bool $mayChangePrices, StaffActor $actor): ?ImportReport
    {
        $previewed = $this->pending->report($token, $userId);
        if ($previewed === null) {
            return null;
        }
        $report = $this->pending->withLocalCopy(
            $token,
            $userId,
            fn (string $path, ?string $zip): ImportReport => $this->apply->handle($path, $previewed->fileName, $mayChangePrices, $actor, picturesZip: $zip),
        );
        if ($report === null) {
            return null;
        }
        if ($report->applied) {
            $this->pending->forget($token);
        } else {
            $this->pending->save($token, $userId, $report);
        }

        return $report;
    }
}

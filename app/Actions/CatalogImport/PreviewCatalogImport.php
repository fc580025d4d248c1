<?php

declare(strict_types=1);

namespace App\Actions\CatalogImport;

use App\Services\CatalogImport\CatalogImporter;
use App\Services\CatalogImport\ImportReport;
use App\Services\CatalogImport\PendingImports;

/**
 * The dry run of an uploaded price and stock file: every row checked against the catalogue as it is now, nothing
 * written. The file is kept (privately, under a random token, for a while) so that "Apply" runs exactly it.
 */
final readonly class PreviewCatalogImport
{
    public function __construct(private CatalogImporter $importer, private PendingImports $pending)
    {
    }

    /**
     * @return array{token: string, report: ImportReport}
     */
    public function handle(string $path, string $fileName, bool $mayChangePrices, int $userId): array
    {
        $report = $this->importer->scan($path, $fileName, $mayChangePrices);

        return ['token' => $this->pending->keep($path, $userId, $report), 'report' => $report];
    }
}

<?php

declare(strict_types=1);

namespace App\Actions\CatalogImport;

use App\Services\CatalogImport\CatalogImporter;
use App\Services\CatalogImport\ImportReport;
use App\Services\CatalogImport\PendingImports;
use App\Services\CatalogImport\PictureDownloader;
use App\Services\CatalogImport\PictureSources;

/**
 * The dry run of an uploaded price and stock file: every row checked against the catalogue as it is now, nothing
 * written. The file is kept (privately, under a random token, for a while) so that "Apply" runs exactly it.
 */
final readonly class PreviewCatalogImport
{
    public function __construct(private CatalogImporter $importer, private PendingImports $pending, private PictureDownloader $downloader)
    {
    }

    /**
     * @return array{token: string, report: ImportReport}
     */
    public function handle(string $path, string $fileName, bool $mayChangePrices, int $userId, ?string $picturesZip = null): array
    {
        $report = $this->importer->scan($path, $fileName, $mayChangePrices, pictures: new PictureSources($this->downloader, $picturesZip));

        return ['token' => $this->pending->keep($path, $userId, $report, $picturesZip), 'report' => $report];
    }
}

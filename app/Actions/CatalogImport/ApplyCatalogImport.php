<?php

declare(strict_types=1);

namespace App\Actions\CatalogImport;

use App\Actions\Reviews\RecountRating;
use App\Infrastructure\Cache\CatalogCache;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Images\PictureFiles;
use App\Infrastructure\Security\StaffActor;
use App\Models\Product;
use App\Services\Audit\AuditLog;
use App\Services\CatalogImport\CatalogImporter;
use App\Services\CatalogImport\CsvReader;
use App\Services\CatalogImport\ImportColumns;
use App\Services\CatalogImport\ImportRefused;
use App\Services\CatalogImport\ImportReport;
use App\Services\CatalogImport\PictureDownloader;
use App\Services\CatalogImport\PictureSources;
use App\Services\Families\FamilyListing;
use App\Services\Products\ProductImageChanges;
use App\Services\Products\RefreshCatalogue;
use App\Services\StockAlerts\AlertTriggers;
use Closure;
use Illuminate\Support\Facades\DB;

/**
 * Applies a price and stock file, all or nothing: the rows are checked again against the catalogue as it is now and
 * written in ONE write transaction with one audit entry (`catalog.import`: the file's name and counts); a bad row
 * anywhere rolls everything back and the report says why. After the commit the families whose listed variant may have
 * changed (a variant's price, its stock there or not, a product joining or leaving) get FamilyListing once each, the
 * search documents of products whose stock went from none to some (or back) are refreshed in bulk, and the catalogue
 * caches are flushed once.
 */
final readonly class ApplyCatalogImport
{
    public function __construct(
        private CatalogImporter $importer,
        private RecountRating $ratings,
        private RefreshCatalogue $refresh,
        private PictureDownloader $downloader,
        private PictureFiles $files,
        private ProductImageChanges $pictureChanges,
    ) {
    }

    /**
     * @param  Closure(float): void|null  $progress  how far through the file (0 … 1), after each chunk
     * @return ImportReport applied, or with the reasons nothing was
     */
    public function handle(string $path, string $fileName, bool $mayChangePrices, StaffActor $actor, ?Closure $progress = null, ?string $picturesZip = null): ImportReport
    {
        // Pictures are fetched and checked first, outside the write transaction (a download never holds the write
        // lock): the file's dry run brings them into a staging folder, and the write reads only those copies.
        $pictures = new PictureSources($this->downloader, $picturesZip);
        if (self::namesPictures($path)) {
            $dryRun = $this->importer->scan($path, $fileName, $mayChangePrices, pictures: $pictures);
            if (! $dryRun->clean()) {
                return $dryRun;
            }
            $pictures->offline();
        }
        $stored = [];
        $restoreCache = $this->widenSqliteCache();
        try {
            $report = WriteTransaction::run(function () use ($path, $fileName, $mayChangePrices, $actor, $progress, $pictures, &$stored): ImportReport {
                $report = $this->importer->scan($path, $fileName, $mayChangePrices, write: true, progress: $progress, pictures: $pictures);
                $stored = $report->storedPictures;
                if (! $report->clean()) {
                    throw new ImportRefused($report);
                }
                AuditLog::record($actor, 'catalog.import', null, [], [
                    'file' => $fileName, 'rows' => $report->rows, 'changed' => $report->changed, 'created' => $report->created, 'unchanged' => $report->unchanged,
                    'columns' => implode(', ', $report->columns),
                ], $fileName);

                return $report;
            });
        } catch (ImportRefused $refused) {
            $this->forgetStored($refused->report->storedPictures);

            return $refused->report;
        } catch (\Throwable $exception) {
            $this->forgetStored($stored);

            throw $exception;
        } finally {
            $restoreCache();
        }
        foreach (array_unique($report->droppedPictures) as $key) {
            $this->pictureChanges->forget($key);
        }
        $report->applied = true;
        if ($report->changed > 0 || $report->created > 0) {
            $this->afterCommit($report);
        }

        return $report;
    }

    /** Whether the file's header has an `images` column (read before anything else: the first line only). */
    private static function namesPictures(string $path): bool
    {
        $records = (new CsvReader($path))->records();

        return $records->valid() && in_array(ImportColumns::IMAGES, array_map(static fn (string $name): string => mb_strtolower(trim($name)), $records->current()), true);
    }

    /**
     * @param  list<string>  $keys  picture files stored by a write that did not commit
     */
    private function forgetStored(array $keys): void
    {
        foreach ($keys as $key) {
            $this->files->delete($key);
        }
    }

    /**
     * SQLite keeps 2 MB of pages by default; a large import updates rows and a dozen listing indexes all over the
     * products table, and with the pages at hand in memory it does so several times faster. Returns the restorer.
     *
     * @return Closure(): void
     */
    private function widenSqliteCache(): Closure
    {
        $connection = DB::connection();
        if ($connection->getDriverName() !== 'sqlite') {
            return static function (): void {
            };
        }
        $before = (int) ($connection->selectOne('PRAGMA cache_size')->cache_size ?? -2000);
        $connection->statement('PRAGMA cache_size = -131072');

        return static function () use ($connection, $before): void {
            $connection->statement("PRAGMA cache_size = {$before}");
        };
    }

    private function afterCommit(ImportReport $report): void
    {
        // Each family whose listed variant may have changed, once, after the bulk writes (docs/variants.md).
        FamilyListing::refresh(array_keys($report->families));
        // A product that joined or left a family shows its new family's review rating, or its own.
        $this->ratings->products($report->familyMoves);
        CatalogCache::flush();
        // Prices and stock changed in bulk: every product someone waits for is looked at once, in a queued job.
        AlertTriggers::everything();
        foreach (array_chunk($report->stockFlipped, 500) as $ids) {
            $products = Product::query()->whereKey($ids)->get();
            $products->first()?->queueMakeSearchable($products);
        }
        // Products moved to another category or put on or off sale: their families' listed variants, the search index
        // (an inactive product leaves it) and the caches, as the product form and the list's bulk bar do.
        foreach (array_chunk($report->reshaped, 500) as $ids) {
            $this->refresh->products($ids);
        }
    }
}

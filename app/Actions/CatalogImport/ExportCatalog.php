<?php

declare(strict_types=1);

namespace App\Actions\CatalogImport;

use App\Infrastructure\Security\StaffActor;
use App\Services\Audit\AuditLog;
use App\Services\CatalogImport\CatalogExporter;
use App\Support\Dates;
use Closure;

/**
 * The price and stock CSV for download (CatalogExporter), audited as `catalog.export` with its filters; the writer
 * it gives back is streamed by the controller.
 */
final readonly class ExportCatalog
{
    public function __construct(private CatalogExporter $exporter)
    {
    }

    public static function filename(): string
    {
        return 'preturi-stocuri-'.Dates::fileStamp().'.csv';
    }

    /**
     * @return Closure(resource): void
     */
    public function handle(bool $withPrices, ?int $categoryId, ?int $brandId, StaffActor $actor, bool $full = false): Closure
    {
        AuditLog::record($actor, 'catalog.export', null, [], array_filter([
            'prices' => $withPrices, 'category' => $categoryId, 'brand' => $brandId, 'full' => $full ? true : null,
        ], static fn (mixed $value): bool => $value !== null));

        // The names in the staff member's language, as the request set it (the stream is written after it returns).
        $locale = app()->getLocale();

        return function ($out) use ($withPrices, $categoryId, $brandId, $locale, $full): void {
            $this->exporter->write($out, $withPrices, $categoryId, $brandId, locale: $locale, full: $full);
        };
    }
}

<?php

declare(strict_types=1);

namespace App\Queries\Admin\CatalogImport;

use App\Enums\StockPlaceKind;
use App\Models\Store;
use App\Services\CatalogImport\ImportColumns;
use App\Services\CatalogImport\ImportError;
use App\Services\CatalogImport\ImportReport;
use App\Services\CatalogImport\PendingImports;

/**
 * What /admin/import-catalog shows: the places (their slugs are the stock columns), what the staff member may
 * change, the limits, and the dry run of their pending file when the URL names one, its reasons in their language.
 */
final readonly class CatalogImportPage
{
    public function __construct(private PendingImports $pending)
    {
    }

    /**
     * @return array<string, mixed>
     */
    public function props(?string $token, int $userId, bool $mayChangePrices): array
    {
        $report = null;
        if ($token !== null && ($found = $this->pending->report($token, $userId)) !== null) {
            $report = self::report($found, $token);
        }
        /** @var \Illuminate\Database\Eloquent\Collection<int, Store> $places */
        $places = Store::query()->orderByRaw("CASE WHEN kind = 'store' THEN 0 ELSE 1 END")->orderBy('sorted')->orderBy('id')->get();

        return [
            'places' => $places->map(static fn (Store $place): array => [
                'slug' => $place->slug,
                'name' => $place->translate('name'),
                'warehouse' => $place->kind === StockPlaceKind::Warehouse,
            ])->values()->all(),
            'mayChangePrices' => $mayChangePrices,
            'limits' => [
                'rows' => config()->integer('catalog_import.max_rows'),
                'megabytes' => (int) (config()->integer('catalog_import.max_kilobytes') / 1024),
            ],
            'report' => $report,
        ];
    }

    /**
     * @return array<string, mixed>
     */
    private static function report(ImportReport $report, string $token): array
    {
        $error = static fn (ImportError $error): array => ['line' => $error->line, 'sku' => $error->sku, 'message' => $error->message()];

        return [
            'token' => $token,
            'fileName' => $report->fileName,
            'rows' => $report->rows,
            'changed' => $report->changed,
            'created' => $report->created,
            'unchanged' => $report->unchanged,
            'badRows' => $report->badRows,
            'columns' => $report->columns,
            'headerErrors' => array_map($error, $report->headerErrors),
            'errors' => array_map($error, $report->errors),
            'changes' => array_map(static fn (array $change): array => [
                'line' => $change['line'],
                'sku' => $change['sku'],
                'created' => $change['created'] ?? false,
                'fields' => array_map(
                    static fn (string $field, array $values): array => [
                        'field' => $field,
                        // A family is shown by its id, a plain number; a category by its slug; on sale as yes or no.
                        'kind' => match (true) {
                            str_starts_with($field, ImportColumns::STOCK), $field === ImportColumns::FAMILY, $field === ImportColumns::IMAGES => 'units',
                            $field === ImportColumns::CATEGORY, $field === ImportColumns::BRAND, str_starts_with($field, ImportColumns::NAME_IN),
                            str_starts_with($field, ImportColumns::DESCRIPTION_IN), str_starts_with($field, ImportColumns::SPEC) => 'text',
                            $field === ImportColumns::ACTIVE => 'flag',
                            default => 'money',
                        },
                        'before' => $values[0],
                        'after' => $values[1],
                    ],
                    array_keys($change['fields']),
                    array_values($change['fields']),
                ),
            ], $report->changes),
        ];
    }
}

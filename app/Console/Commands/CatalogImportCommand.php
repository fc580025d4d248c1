<?php

declare(strict_types=1);

namespace App\Console\Commands;

use App\Actions\CatalogImport\ApplyCatalogImport;
use App\Console\Concerns\ShowsProgress;
use App\Infrastructure\Security\StaffActor;
use App\Services\CatalogImport\CatalogImporter;
use App\Services\CatalogImport\ImportColumns;
use App\Services\CatalogImport\ImportError;
use App\Services\CatalogImport\ImportReport;
use App\Services\CatalogImport\PictureDownloader;
use App\Services\CatalogImport\PictureSources;
use App\Services\CatalogImport\PriceParser;
use Illuminate\Console\Command;

/**
 * `php artisan catalog:import FILE [--dry-run]`: the back office's price and stock import from the command line
 * (the same importer, every column allowed, audited as `console`), with a progress bar and the report as tables.
 * Exits with 1 when the file or any row is bad (nothing is then changed).
 */
final class CatalogImportCommand extends Command
{
    use ShowsProgress;

    protected $signature = 'catalog:import {file : the CSV (docs/catalog-import.md)} {--dry-run : check and show what would change, change nothing} {--pictures= : a zip of the pictures the images column names by file name}';

    protected $description = 'Import products, prices and stock per place from a CSV, by SKU, all or nothing';

    public function handle(CatalogImporter $importer, ApplyCatalogImport $apply, PictureDownloader $downloader): int
    {
        $file = is_string($this->argument('file')) ? $this->argument('file') : '';
        if (! is_file($file) || ! is_readable($file)) {
            $this->error("Cannot read {$file}.");

            return self::FAILURE;
        }
        $zip = is_string($this->option('pictures')) && $this->option('pictures') !== '' ? $this->option('pictures') : null;
        if ($zip !== null && (! is_file($zip) || ! is_readable($zip))) {
            $this->error("Cannot read {$zip}.");

            return self::FAILURE;
        }
        $bar = $this->progressBar(100);
        $bar->start();
        $progress = static function (float $done) use ($bar): void {
            $bar->setProgress((int) round($done * 100));
        };
        $started = microtime(true);
        $report = $this->option('dry-run') === true
            ? $importer->scan($file, basename($file), true, progress: $progress, pictures: new PictureSources($downloader, $zip))
            : $apply->handle($file, basename($file), true, StaffActor::console(), $progress, $zip);
        $bar->finish();
        $this->newLine(2);
        $this->show($report);
        $seconds = microtime(true) - $started;

        if (! $report->clean()) {
            $this->error(sprintf('Nothing changed: %d bad row(s)%s.', $report->badRows, $report->headerErrors === [] ? '' : ' and a bad header'));

            return self::FAILURE;
        }
        $this->info($report->applied
            ? sprintf('Applied: %d product(s) changed and %d added in %.1f s.', $report->changed, $report->created, $seconds)
            : sprintf('Dry run: %d product(s) would change and %d be added (%.1f s); nothing was written.', $report->changed, $report->created, $seconds));

        return self::SUCCESS;
    }

    private function show(ImportReport $report): void
    {
        $this->table(['rows read', 'would change', 'would add', 'unchanged', 'bad rows'], [[$report->rows, $report->changed, $report->created, $report->unchanged, $report->badRows]]);
        if ($report->changes !== []) {
            $rows = [];
            foreach ($report->changes as $change) {
                foreach ($change['fields'] as $field => [$before, $after]) {
                    $rows[] = [$change['line'], $change['sku'], $field, self::value($field, $before).' → '.self::value($field, $after)];
                }
            }
            $this->line(sprintf('Changes (the first %d of %d products):', count($report->changes), $report->changed));
            $this->table(['row', 'sku', 'field', 'before → after'], $rows);
        }
        $errors = [...$report->headerErrors, ...$report->errors];
        if ($errors !== []) {
            $this->table(['row', 'sku', 'reason'], array_map(static fn (ImportError $error): array => [$error->line, $error->sku, $error->message()], $errors));
            if (count($report->errors) < $report->badRows) {
                $this->line(sprintf('… %d bad rows in all; the first %d are listed.', $report->badRows, count($report->errors)));
            }
        }
    }

    private static function value(string $field, int|string|null $value): string
    {
        if ($value === null) {
            return '—';
        }

        return is_int($value) && in_array($field, [ImportColumns::PRICE, ImportColumns::OLD_PRICE], true) ? PriceParser::lei($value) : (string) $value;
    }
}

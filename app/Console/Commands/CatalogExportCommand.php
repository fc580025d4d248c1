<?php

declare(strict_types=1);

namespace App\Console\Commands;

use App\Console\Concerns\ShowsProgress;
use App\Services\CatalogImport\CatalogExporter;
use Illuminate\Console\Command;

/** `php artisan catalog:export FILE`: every product's prices and stock per place, in the shape catalog:import reads. */
final class CatalogExportCommand extends Command
{
    use ShowsProgress;

    protected $signature = 'catalog:export {file : where to write the CSV} {--stock-only : leave the price columns out} {--full : also the names, descriptions, brand and spec values}';

    protected $description = 'Export prices and stock per place as the CSV catalog:import reads';

    public function handle(CatalogExporter $exporter): int
    {
        $file = self::text($this->argument('file'));
        $out = @fopen($file, 'wb');
        if ($out === false) {
            $this->error("Cannot write {$file}.");

            return self::FAILURE;
        }
        $bar = $this->progressBar();
        $bar->start();
        $count = $exporter->write($out, $this->option('stock-only') !== true, progress: static fn (int $written) => $bar->setProgress($written), full: $this->option('full') === true);
        fclose($out);
        $bar->finish();
        $bar->clear();
        $this->info("Exported {$count} products.");

        return self::SUCCESS;
    }

    private static function text(mixed $value): string
    {
        return is_string($value) ? $value : '';
    }
}

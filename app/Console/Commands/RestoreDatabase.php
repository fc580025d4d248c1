<?php

declare(strict_types=1);

namespace App\Console\Commands;

use App\Console\Concerns\ShowsProgress;
use App\Infrastructure\Backup\SqliteBackup;
use Illuminate\Console\Command;
use RuntimeException;

/**
 * Puts a copy made by shop:backup back in place of the SQLite database, in maintenance mode, after keeping a copy of
 * the database as it was. docs/operations.md, "Health check, backups and restore", has the whole procedure.
 */
final class RestoreDatabase extends Command
{
    use ShowsProgress;

    protected $signature = 'shop:restore {file : A copy made by shop:backup (.sqlite or .sqlite.gz)} {--force : Do not ask for confirmation}';

    protected $description = 'Replace the SQLite database with a backup copy (checked first; the shop is in maintenance meanwhile)';

    public function handle(): int
    {
        $backup = SqliteBackup::forDefaultConnection();
        $refusal = $backup->refusal();
        if ($refusal !== null) {
            $this->error($refusal);

            return self::FAILURE;
        }

        $file = $this->argument('file');
        $file = is_string($file) ? $file : '';
        try {
            $prepared = $backup->prepare($file);
        } catch (RuntimeException $e) {
            $this->error('Nothing was restored: '.$e->getMessage());

            return self::FAILURE;
        }

        try {
            return $this->restore($backup, $file, $prepared);
        } finally {
            @unlink($prepared);
        }
    }

    private function restore(SqliteBackup $backup, string $file, string $prepared): int
    {
        $this->line("The copy {$file} is whole. Everything written to the database after it was made will be lost.");
        $this->warn('Stop the queue workers and the scheduler first (systemctl stop …), and start them again afterwards.');
        if ($this->option('force') !== true && ! $this->confirm('Replace the database with this copy?')) {
            $this->line('Nothing was restored.');

            return self::FAILURE;
        }

        // Shoppers get the maintenance page meanwhile; a shop that was already down stays down afterwards.
        $wasDown = $this->laravel->isDownForMaintenance();
        if (! $wasDown) {
            $this->callSilently('down', ['--retry' => 60]);
        }

        $bar = $this->progressBar(2);
        $bar->setFormat(' %current%/%max% [%bar%] %message%');
        $bar->setMessage('copy of the database as it is');
        $bar->start();
        try {
            $before = $backup->take();
            $bar->advance();
            $bar->setMessage('restore');
            $bar->display();
            $backup->restore($prepared);
            $bar->finish();
            $bar->clear();
        } catch (RuntimeException $e) {
            $bar->clear();
            $this->error('The restore failed: '.$e->getMessage());

            return self::FAILURE;
        } finally {
            if (! $wasDown) {
                $this->callSilently('up');
            }
        }

        $this->info("Restored the database from {$file}.");
        $this->line("The database as it was before is kept as {$before}.");
        $this->line('If the copy is older than the code, run php artisan migrate --force; then start the workers again.');

        return self::SUCCESS;
    }
}

<?php

declare(strict_types=1);

namespace App\Console\Commands;

use App\Console\Concerns\ShowsProgress;
use App\Infrastructure\Backup\SqliteBackup;
use Illuminate\Console\Command;
use RuntimeException;

/** Scheduled daily: a checked online copy of the SQLite database into BACKUP_PATH, keeping the newest N. */
final class BackupDatabase extends Command
{
    use ShowsProgress;

    protected $signature = 'shop:backup {--keep= : How many of the newest copies to keep (default: BACKUP_KEEP)}';

    protected $description = 'Copy the SQLite database while the shop runs (VACUUM INTO), check and compress the copy, keep the newest N';

    public function handle(): int
    {
        $backup = SqliteBackup::forDefaultConnection();
        $refusal = $backup->refusal();
        if ($refusal !== null) {
            $this->error($refusal);

            return self::FAILURE;
        }

        $keep = $this->option('keep') ?? config()->integer('backup.keep');
        if (filter_var($keep, FILTER_VALIDATE_INT, ['options' => ['min_range' => 1]]) === false) {
            $this->error('--keep takes a whole number of at least 1.');

            return self::FAILURE;
        }

        $started = microtime(true);
        $bar = $this->progressBar(config()->boolean('backup.compress') ? 4 : 3);
        $bar->setFormat(' %current%/%max% [%bar%] %message%');
        $bar->setMessage('copy');
        $bar->start();
        try {
            $path = $backup->take(static function (string $step) use ($bar): void {
                if ($step !== 'copy') {
                    $bar->advance();
                }
                $bar->setMessage($step);
                $bar->display();
            });
        } catch (RuntimeException $e) {
            $bar->clear();
            $this->error('No backup was made: '.$e->getMessage());

            return self::FAILURE;
        }
        $bar->advance();
        $bar->setMessage('prune');
        $deleted = $backup->prune((int) $keep);
        $bar->finish();
        $bar->clear();

        $this->info(sprintf('Backed up to %s (%.1f MB) in %.1f s.', $path, (int) filesize($path) / 1048576, microtime(true) - $started));
        if ($deleted !== []) {
            $this->line(sprintf('Deleted %d older %s, keeping the newest %d.', count($deleted), count($deleted) === 1 ? 'copy' : 'copies', (int) $keep));
        }

        return self::SUCCESS;
    }
}

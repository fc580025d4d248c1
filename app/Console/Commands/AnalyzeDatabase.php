<?php

declare(strict_types=1);

namespace App\Console\Commands;

use App\Infrastructure\Database\PlannerStatistics;
use Illuminate\Console\Command;
use Illuminate\Support\Facades\DB;

/** Scheduled daily: SQLite's statistics for the query planner, taken again for the tables that changed (PlannerStatistics). */
final class AnalyzeDatabase extends Command
{
    protected $signature = 'db:analyze';

    protected $description = 'Take SQLite\'s query planner statistics again for the tables whose size changed or that lack them';

    public function handle(): int
    {
        $statistics = new PlannerStatistics(DB::connection());
        if (! $statistics->applies()) {
            $this->info('Nothing to do: '.DB::connection()->getDriverName().' keeps its statistics itself.');

            return self::SUCCESS;
        }

        $analysed = 0;
        foreach ($statistics->refresh() as $table) {
            if ($table['analysed']) {
                $analysed++;
                $this->line(sprintf('%-40s analysed (%s)', $table['table'], $table['reason']));
            } elseif ($this->output->isVerbose()) {
                $this->line(sprintf('%-40s %s', $table['table'], $table['reason']));
            }
        }
        $this->info($analysed === 0 ? 'Every table\'s statistics are up to date.' : "{$analysed} table(s) analysed.");

        return self::SUCCESS;
    }
}

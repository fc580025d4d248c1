<?php

declare(strict_types=1);

namespace App\Console\Commands;

use App\Services\Reports\SalesTotals;
use Carbon\CarbonImmutable;
use Illuminate\Console\Command;

/**
 * Scheduled every ten minutes: the reports' daily totals of the days whose orders changed since the last run. With
 * --from and --to it re-totals those days whatever changed (after a restore or a correction made in the database).
 */
final class RetotalSalesCommand extends Command
{
    protected $signature = 'reports:retotal {--from= : first day, 2026-11-01} {--to= : last day, 2026-11-30}';

    protected $description = 'Re-total the reports\' daily sales totals of changed days, or of the days given';

    public function handle(SalesTotals $totals): int
    {
        $from = $this->option('from');
        $to = $this->option('to');
        if (! is_string($from) && ! is_string($to)) {
            $this->info(sprintf('Re-totalled %d days.', $totals->retotalChanged()));

            return self::SUCCESS;
        }
        // One of the two alone is that one day.
        $firstDay = is_string($from) ? $from : $to;
        $lastDay = is_string($to) ? $to : $from;
        $day = static fn (string $day): ?CarbonImmutable => preg_match('/^\d{4}-\d{2}-\d{2}$/', $day) === 1 ? CarbonImmutable::createFromFormat('!Y-m-d', $day) : null;
        $first = $day($firstDay);
        $last = $day($lastDay);
        if ($first === null || $last === null || $first > $last) {
            $this->error('Give days as 2026-11-01, the first not after the last.');

            return self::INVALID;
        }
        $days = 0;
        for ($day = $first; $day <= $last; $day = $day->addDay()) {
            $totals->retotal($day->format('Y-m-d'));
            $days++;
        }
        $this->info(sprintf('Re-totalled %d days.', $days));

        return self::SUCCESS;
    }
}

<?php

declare(strict_types=1);

namespace App\Console\Concerns;

use Symfony\Component\Console\Helper\ProgressBar;
use Symfony\Component\Console\Output\NullOutput;
use Symfony\Component\Console\Output\OutputInterface;

/**
 * A progress bar for long artisan jobs (catalogue generation, re-indexing, sitemaps, backups, imports) that shows on a
 * terminal and stays silent in cron, CI and logs: it draws only when the output is a decorated terminal and not
 * --quiet. Elsewhere the bar writes to nowhere, so the command's code is the same either way.
 */
trait ShowsProgress
{
    protected function progressBar(int $max = 0): ProgressBar
    {
        $output = $this->output->getOutput();
        $visible = $output->isDecorated() && $output->getVerbosity() > OutputInterface::VERBOSITY_QUIET;

        $bar = new ProgressBar($visible ? $output : new NullOutput(), $max);
        $bar->setFormat($max > 0 ? ' %current%/%max% [%bar%] %percent:3s%% %elapsed:6s%/%estimated:-6s%' : ' %current% [%bar%] %elapsed:6s%');

        return $bar;
    }
}

<?php

declare(strict_types=1);

namespace App\Console\Commands;

use App\Services\Privacy\ShopPruner;
use Illuminate\Console\Command;

/** Scheduled daily: removes personal data and leftovers past the periods of config/privacy.php. */
final class PruneShopData extends Command
{
    protected $signature = 'shop:prune';

    protected $description = 'Remove idle guest data, expired tokens and reset links, old failed jobs and personal data past its keeping period';

    public function handle(ShopPruner $pruner): int
    {
        foreach ($pruner->prune() as $kind => $count) {
            $this->line(sprintf('%-30s %d', $kind, $count));
        }

        return self::SUCCESS;
    }
}

<?php

declare(strict_types=1);

namespace App\Console\Commands;

use App\Infrastructure\PageCache\PageCache;
use App\Infrastructure\PageCache\ProxyPurge;
use Illuminate\Console\Command;

/** Every cached page is rendered afresh on its next request (after a deployment, or a change made outside the app). */
final class ClearPageCache extends Command
{
    protected $signature = 'page-cache:clear';

    protected $description = 'Start a new page-cache version: every page anonymous shoppers see is rendered again';

    public function handle(): int
    {
        PageCache::bump();
        // nginx's copy of the version too, now rather than when the command ends, so the message is true when read.
        ProxyPurge::flush();
        $this->info('Page cache cleared: every page is rendered again on its next request.');

        return self::SUCCESS;
    }
}

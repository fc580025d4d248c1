<?php

declare(strict_types=1);

namespace App\Console\Commands;

use App\Infrastructure\Eloquent\ModelBootPlans;
use Illuminate\Console\Command;

/** Part of `php artisan optimize`: what booting each model runs, as a PHP file OPcache keeps (App\Infrastructure\Eloquent\ModelBootPlans). */
final class CacheModelBootPlans extends Command
{
    protected $signature = 'models:cache';

    protected $description = 'Compile what booting each model runs into a PHP file for faster requests';

    public function handle(): int
    {
        $path = ModelBootPlans::write();
        $this->components->info('Model boot plans cached in '.basename($path).'.');

        return self::SUCCESS;
    }
}

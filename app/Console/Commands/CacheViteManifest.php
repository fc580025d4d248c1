<?php

declare(strict_types=1);

namespace App\Console\Commands;

use App\Infrastructure\Frontend\CompiledViteManifest;
use App\Infrastructure\Frontend\FrontendBuild;
use Illuminate\Console\Command;

/** Part of `php artisan optimize`: the build's manifest as a PHP file OPcache keeps (App\Infrastructure\Frontend\CompiledViteManifest). */
final class CacheViteManifest extends Command
{
    protected $signature = 'vite-manifest:cache';

    protected $description = 'Compile the front-end build manifest into a PHP file for faster pages';

    public function handle(): int
    {
        $path = CompiledViteManifest::write(FrontendBuild::manifest());
        $this->components->info($path === null ? 'No front-end build: nothing to compile.' : 'Vite manifest cached in '.basename($path).'.');

        return self::SUCCESS;
    }
}

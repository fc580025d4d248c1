<?php

declare(strict_types=1);

namespace App\Console\Commands;

use App\Infrastructure\Frontend\CompiledViteManifest;
use Illuminate\Console\Command;

/** Part of `php artisan optimize:clear`: the build's manifest is read from its JSON again. */
final class ClearViteManifest extends Command
{
    protected $signature = 'vite-manifest:clear';

    protected $description = 'Remove the compiled front-end build manifest';

    public function handle(): int
    {
        CompiledViteManifest::clear();
        $this->components->info('Compiled Vite manifest cleared.');

        return self::SUCCESS;
    }
}

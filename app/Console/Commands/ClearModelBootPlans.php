<?php

declare(strict_types=1);

namespace App\Console\Commands;

use App\Infrastructure\Eloquent\ModelBootPlans;
use Illuminate\Console\Command;

/** Part of `php artisan optimize:clear`: models boot Eloquent's own way again. */
final class ClearModelBootPlans extends Command
{
    protected $signature = 'models:clear';

    protected $description = 'Remove the compiled model boot plans';

    public function handle(): int
    {
        ModelBootPlans::clear();
        $this->components->info('Model boot plans cleared.');

        return self::SUCCESS;
    }
}

<?php

declare(strict_types=1);

namespace App\Console\Commands;

use App\Infrastructure\Locale\CompiledTranslations;
use Illuminate\Console\Command;

/** Part of `php artisan optimize:clear`: the translations are read from the JSON files again. */
final class ClearTranslations extends Command
{
    protected $signature = 'translations:clear';

    protected $description = 'Remove the compiled translations file';

    public function handle(): int
    {
        CompiledTranslations::clear();
        $this->components->info('Compiled translations cleared.');

        return self::SUCCESS;
    }
}

<?php

declare(strict_types=1);

namespace App\Console\Commands;

use App\Infrastructure\Locale\CompiledTranslations;
use Illuminate\Console\Command;
use Illuminate\Translation\Translator;

/** Part of `php artisan optimize`: the JSON translations as a PHP file OPcache keeps (App\Infrastructure\Locale\CompiledTranslations). */
final class CacheTranslations extends Command
{
    protected $signature = 'translations:cache';

    protected $description = 'Compile the JSON translations into a PHP file for faster requests';

    public function handle(Translator $translator): int
    {
        $path = CompiledTranslations::write($translator->getLoader());
        $this->components->info('Translations cached in '.basename($path).'.');

        return self::SUCCESS;
    }
}

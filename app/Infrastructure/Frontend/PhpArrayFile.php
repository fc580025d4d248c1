<?php

declare(strict_types=1);

namespace App\Infrastructure\Frontend;

use Illuminate\Support\Facades\File;

/**
 * An array kept as a PHP file that returns it, the form `php artisan optimize` gives its caches: OPcache keeps the
 * compiled file, so reading it costs no parsing or decoding. Written beside and renamed, so a worker never includes
 * half a file.
 */
final class PhpArrayFile
{
    /**
     * Where one of `optimize`'s files goes: the path the configuration names under $configKey (an APP_*_CACHE
     * variable), else bootstrap/cache/$fileName beside Laravel's own.
     */
    public static function path(string $configKey, string $fileName): string
    {
        $path = config($configKey);

        return is_string($path) && $path !== '' ? $path : app()->bootstrapPath('cache/'.$fileName);
    }

    /** @param  array<array-key, mixed>  $value */
    public static function write(string $path, array $value): void
    {
        File::ensureDirectoryExists(dirname($path));
        File::put($path.'.tmp', '<?php return '.var_export($value, true).';'.PHP_EOL);
        File::move($path.'.tmp', $path);
    }

    /** @return array<array-key, mixed>|false the array, or false without the file */
    public static function read(string $path): array|false
    {
        if (! is_file($path)) {
            return false;
        }
        $value = require $path;

        return is_array($value) ? $value : false;
    }
}

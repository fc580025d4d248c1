<?php

declare(strict_types=1);

namespace App\Infrastructure\Locale;

use App\Infrastructure\Frontend\PhpArrayFile;
use App\Infrastructure\Inertia\OnceFiles;
use Illuminate\Contracts\Translation\Loader;
use Illuminate\Support\Facades\File;

/**
 * The JSON translations (lang/ro.json, lang/ru.json) as one PHP file written by `php artisan optimize`
 * (`translations:cache`): OPcache keeps its array in shared memory, so a request neither reads nor decodes 150 KB of
 * JSON, and the hash that names the storefront's translations file (App\Infrastructure\Inertia\OnceFiles) is computed once
 * per deploy instead of per page. Without the file (development, tests) everything is read from the JSON as before.
 * `php artisan optimize:clear` (`translations:clear`) removes it.
 */
final class CompiledTranslations
{
    /** @var array{lines: array<string, array<string, string>>, hashes: array<string, string>}|false|null */
    private static array|false|null $compiled = null;

    public static function path(): string
    {
        return PhpArrayFile::path('app.translations_cache', 'translations.php');
    }

    /** Writes the file from the JSON files as they are now; answers its path. */
    public static function write(Loader $loader): string
    {
        // The loader answers from the file while it exists: gone first, so the lines come from the JSON.
        self::clear();
        $lines = [];
        $hashes = [];
        foreach (Locales::all() as $locale) {
            /** @var array<string, string> $all */
            $all = $loader->load($locale, '*', '*');
            $lines[$locale] = $all;
            $hashes[$locale] = OnceFiles::hash(self::storefront($all));
        }
        $path = self::path();
        PhpArrayFile::write($path, ['lines' => $lines, 'hashes' => $hashes]);
        self::$compiled = null;

        return $path;
    }

    public static function clear(): void
    {
        File::delete(self::path());
        self::$compiled = null;
    }

    /**
     * A language's JSON lines from the file, or null without it.
     *
     * @return array<string, string>|null
     */
    public static function lines(string $locale): ?array
    {
        $compiled = self::compiled();

        return $compiled === false ? null : ($compiled['lines'][$locale] ?? null);
    }

    /** The OnceFiles hash of a language's storefront translations from the file, or null without it. */
    public static function storefrontHash(string $locale): ?string
    {
        $compiled = self::compiled();

        return $compiled === false ? null : ($compiled['hashes'][$locale] ?? null);
    }

    /**
     * The lines the storefront's pages get: the back office's own strings (`admin.*`) left out.
     *
     * @param  array<string, string>  $lines
     * @return array<string, string>
     */
    public static function storefront(array $lines): array
    {
        return array_filter($lines, static fn (string $key): bool => ! str_starts_with($key, 'admin.'), ARRAY_FILTER_USE_KEY);
    }

    /**
     * @return array{lines: array<string, array<string, string>>, hashes: array<string, string>}|false
     */
    private static function compiled(): array|false
    {
        if (self::$compiled === null) {
            /** @var array{lines: array<string, array<string, string>>, hashes: array<string, string>}|false $loaded */
            $loaded = PhpArrayFile::read(self::path());
            self::$compiled = $loaded;
        }

        return self::$compiled;
    }
}

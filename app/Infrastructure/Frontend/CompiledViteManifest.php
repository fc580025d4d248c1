<?php

declare(strict_types=1);

namespace App\Infrastructure\Frontend;

use Illuminate\Support\Facades\File;

/**
 * The front-end build's manifest (public/build/manifest.json, 75 KB of JSON read at every page) as a PHP file written by
 * `php artisan optimize` (`vite-manifest:cache`), which OPcache keeps decoded; with its hash, the Inertia asset version.
 * The file records the manifest's hash and is used only while the manifest on disk has it (hashing 75 KB takes tens of
 * microseconds; decoding it is what costs): a build made after `optimize` is read from its JSON as before, never from
 * an old copy. `optimize:clear` removes it.
 */
final class CompiledViteManifest
{
    /** @var array{manifest: string, hash: string, entries: array<string, mixed>}|false|null */
    private static array|false|null $compiled = null;

    public static function path(): string
    {
        return PhpArrayFile::path('app.vite_manifest_cache', 'vite-manifest.php');
    }

    /** Writes the file from the manifest as it is now; answers its path, or null without a build. */
    public static function write(string $manifest): ?string
    {
        self::clear();
        if (! is_file($manifest)) {
            return null;
        }
        $json = (string) file_get_contents($manifest);
        $compiled = [
            'manifest' => $manifest,
            'hash' => hash('xxh128', $json),
            'entries' => json_decode($json, true, flags: JSON_THROW_ON_ERROR),
        ];
        $path = self::path();
        PhpArrayFile::write($path, $compiled);

        return $path;
    }

    public static function clear(): void
    {
        File::delete(self::path());
        self::$compiled = null;
    }

    /**
     * The decoded manifest at this path, when the compiled copy is of this very file; else null.
     *
     * @return array<string, mixed>|null
     */
    public static function entries(string $manifest): ?array
    {
        $compiled = self::current($manifest);

        return $compiled === null ? null : $compiled['entries'];
    }

    /** The xxh128 hash of the manifest at this path, when the compiled copy is of this very file; else null. */
    public static function hash(string $manifest): ?string
    {
        return self::current($manifest)['hash'] ?? null;
    }

    /**
     * @return array{manifest: string, hash: string, entries: array<string, mixed>}|null
     */
    private static function current(string $manifest): ?array
    {
        if (self::$compiled === null) {
            /** @var array{manifest: string, hash: string, entries: array<string, mixed>}|false $loaded */
            $loaded = PhpArrayFile::read(self::path());
            self::$compiled = $loaded;
        }
        $compiled = self::$compiled;
        if ($compiled === false || $compiled['manifest'] !== $manifest) {
            return null;
        }

        return @hash_file('xxh128', $manifest) === $compiled['hash'] ? $compiled : null;
    }
}

<?php

declare(strict_types=1);

namespace App\Support\Seo;

use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\File;
use Illuminate\Support\Str;
use RuntimeException;

/**
 * Where the sitemap lives and whether it is up to date. Each run writes a new folder under `releases/`, then points
 * the `current` link at it with one rename, so readers see the old files or the new ones, never a half-written set;
 * the previous folder stays for requests still reading it, older ones are removed.
 *
 * Any catalogue or content change marks it stale (a new token in the shared cache); a run records the token it was
 * built from, so `sitemap:generate --if-stale` rebuilds only after a change, on whichever server runs it.
 */
final class SitemapFiles
{
    private const CHANGED_KEY = 'sitemap:changed';

    private const BUILT_FROM_KEY = 'sitemap:built-from';

    /** A chunk's name as the route and the writer spell it: `products-12`. */
    public const FILE_PATTERN = '[a-z]+-[1-9][0-9]{0,5}';

    public static function directory(): string
    {
        return rtrim(config()->string('seo.sitemap.directory'), '/');
    }

    /** A file of the published sitemap (`sitemap.xml`, `products-1.xml`), or null when there is none. */
    public static function path(string $file): ?string
    {
        if ($file !== SitemapWriter::INDEX && preg_match('/^'.self::FILE_PATTERN.'\.xml$/', $file) !== 1) {
            return null;
        }
        $path = self::directory().'/current/'.$file;

        return is_file($path) ? $path : null;
    }

    public static function exists(): bool
    {
        return self::path(SitemapWriter::INDEX) !== null;
    }

    /** Called after every catalogue or content write has committed. */
    public static function markStale(): void
    {
        Cache::forever(self::CHANGED_KEY, Str::lower((string) Str::ulid()));
    }

    public static function isStale(): bool
    {
        return ! self::exists() || Cache::get(self::CHANGED_KEY) !== Cache::get(self::BUILT_FROM_KEY);
    }

    /** The change a run starts from: read before reading the data, so a change made during the run counts again. */
    public static function changeToken(): ?string
    {
        $token = Cache::get(self::CHANGED_KEY);

        return is_string($token) ? $token : null;
    }

    /** A new, empty folder for a run's files. */
    public static function newRelease(): string
    {
        $folder = self::directory().'/releases/'.Str::lower((string) Str::ulid());
        File::ensureDirectoryExists($folder);

        return $folder;
    }

    /**
     * Makes a finished folder the published sitemap (one atomic rename of the `current` link), records the change it
     * was built from, and removes every release but it and the one before.
     */
    public static function publish(string $release, ?string $token): void
    {
        $directory = self::directory();
        $current = $directory.'/current';
        $previous = is_link($current) ? readlink($current) : false;
        $target = 'releases/'.basename($release);

        $link = $directory.'/.current-'.Str::lower(Str::random(8));
        if (! symlink($target, $link) || ! rename($link, $current)) {
            @unlink($link);
            throw new RuntimeException("Cannot publish the sitemap in $directory.");
        }
        Cache::forever(self::BUILT_FROM_KEY, $token);

        $keep = $previous === false ? [basename($release)] : [basename($release), basename($previous)];
        foreach (File::directories($directory.'/releases') as $folder) {
            if (! in_array(basename($folder), $keep, true)) {
                File::deleteDirectory($folder);
            }
        }
    }

    /** Removes a run's folder after it failed. */
    public static function discard(string $release): void
    {
        File::deleteDirectory($release);
    }
}

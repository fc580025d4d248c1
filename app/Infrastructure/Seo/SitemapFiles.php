<?php

declare(strict_types=1);

namespace App\Infrastructure\Seo;

use App\Infrastructure\Database\OncePerTransaction;
use Illuminate\Filesystem\FilesystemAdapter;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\Storage;
use Illuminate\Support\Str;
use League\Flysystem\FilesystemException;

/**
 * Where the sitemap lives and whether it is up to date. It is kept on the `sitemap` disk (config/filesystems.php), so
 * every app server serves what any of them generated. Each run copies its files into a new folder `releases/<ulid>/`,
 * then names that folder in `current.txt` (written aside and moved over the old one: one rename on a local disk, one
 * copy on S3), so readers see the old files or the new ones, never a half-written set; the previous folder stays for
 * requests still reading it, older ones are removed.
 *
 * Any catalogue or content change marks it stale (a new token in the shared cache); a run records the token it was
 * built from, so `sitemap:generate --if-stale` rebuilds only after a change, on whichever server runs it. A new
 * catalogue version marks it (CatalogCache::flush), and so does any statement that writes to CONTENT_TABLES once it
 * commits (PageCacheInvalidation watches them).
 */
final class SitemapFiles
{
    public const DISK = 'sitemap';

    /** The sitemap's sections that no catalogue version follows: content pages, vacancies, blog posts. */
    public const CONTENT_TABLES = ['pages', 'vacancies', 'blog_posts'];

    private const CHANGED_KEY = 'sitemap:changed';

    private const BUILT_FROM_KEY = 'sitemap:built-from';

    /** The file that names the published release. */
    private const POINTER = 'current.txt';

    private const RELEASE = '/^[0-9a-z]{26}$/';

    /** A chunk's name as the route and the writer spell it: `products-12`. */
    public const FILE_PATTERN = '[a-z]+-[1-9][0-9]{0,5}';

    public static function disk(): FilesystemAdapter
    {
        $disk = Storage::disk(self::DISK);
        assert($disk instanceof FilesystemAdapter);

        return $disk;
    }

    /** The published release's folder name, or null before the first run. */
    public static function current(): ?string
    {
        try {
            $release = trim((string) self::disk()->get(self::POINTER));
        } catch (FilesystemException) {
            return null;
        }

        return preg_match(self::RELEASE, $release) === 1 ? $release : null;
    }

    /** A file of the published sitemap (`sitemap.xml`, `products-1.xml`), or null when there is none. */
    public static function find(string $file): ?SitemapFile
    {
        if ($file !== SitemapWriter::INDEX && preg_match('/^'.self::FILE_PATTERN.'\.xml$/', $file) !== 1) {
            return null;
        }
        $release = self::current();
        if ($release === null) {
            return null;
        }
        $path = 'releases/'.$release.'/'.$file;
        try {
            $size = self::disk()->size($path);
        } catch (FilesystemException) {
            return null;
        }

        return new SitemapFile($path, $release, $size);
    }

    public static function exists(): bool
    {
        return self::find(SitemapWriter::INDEX) !== null;
    }

    /** A statement wrote to one of CONTENT_TABLES: markStale() once the current transaction commits. */
    public static function changed(): void
    {
        OncePerTransaction::run('sitemap', self::markStale(...));
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

    /** A new release's name; its folder is made by the first file put into it. */
    public static function newRelease(): string
    {
        return Str::lower((string) Str::ulid());
    }

    /** Copies one finished file of a run (from this server's scratch folder) into its release on the disk. */
    public static function put(string $release, string $file, string $localPath): void
    {
        $stream = fopen($localPath, 'rb');
        if ($stream === false) {
            throw new \RuntimeException("Cannot read the sitemap file $localPath.");
        }
        try {
            self::disk()->writeStream('releases/'.$release.'/'.$file, $stream);
        } finally {
            if (is_resource($stream)) {
                fclose($stream);
            }
        }
    }

    /**
     * Makes a finished release the published sitemap (its name written aside, then moved over `current.txt` in one
     * step), records the change it was built from, and removes every release but it and the one before.
     */
    public static function publish(string $release, ?string $token): void
    {
        $disk = self::disk();
        $previous = self::current();
        $aside = '.current-'.Str::lower(Str::random(12)).'.txt';
        $disk->put($aside, $release);
        try {
            $disk->move($aside, self::POINTER);
        } catch (\Throwable $error) {
            $disk->delete($aside);

            throw $error;
        }
        Cache::forever(self::BUILT_FROM_KEY, $token);

        $keep = $previous === null ? [$release] : [$release, $previous];
        foreach ($disk->directories('releases') as $folder) {
            if (! in_array(basename($folder), $keep, true)) {
                $disk->deleteDirectory($folder);
            }
        }
    }

    /** Removes a run's folder after it failed. */
    public static function discard(string $release): void
    {
        self::disk()->deleteDirectory('releases/'.$release);
    }
}

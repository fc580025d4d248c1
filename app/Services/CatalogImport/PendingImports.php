<?php

declare(strict_types=1);

namespace App\Services\CatalogImport;

use Illuminate\Filesystem\FilesystemAdapter;
use Illuminate\Http\File;
use Illuminate\Support\Facades\Storage;
use Illuminate\Support\Str;
use League\Flysystem\FilesystemException;

/**
 * Uploaded import files waiting for "Apply", on the private `catalog-imports` disk (never served; shared by every app
 * server, so "Apply" may reach another server than the preview did) under a random token, with who uploaded them, their
 * name and the dry run's report beside them. Only the uploader finds theirs, and only for
 * `catalog_import.pending_minutes`; applying removes the file, and shop:prune removes those left behind.
 */
final class PendingImports
{
    public const DISK = 'catalog-imports';

    private const TOKEN = '/^[A-Za-z0-9]{40}$/';

    /** Keeps a copy of the file (and of its pictures' zip) and its report; returns the token that finds them. */
    public function keep(string $path, int $userId, ImportReport $report, ?string $zipPath = null): string
    {
        $token = Str::random(40);
        $this->disk()->putFileAs('', new File($path), $this->file($token));
        if ($zipPath !== null) {
            $this->disk()->putFileAs('', new File($zipPath), $this->zip($token));
        }
        $this->save($token, $userId, $report);

        return $token;
    }

    /** Replaces the stored report (a new dry run of the same file). */
    public function save(string $token, int $userId, ImportReport $report): void
    {
        $this->disk()->put($this->meta($token), (string) json_encode([
            'user_id' => $userId,
            'created_at' => now()->getTimestamp(),
            'report' => $report->toArray(),
        ], JSON_UNESCAPED_UNICODE));
    }

    /**
     * The report of the user's pending file, or null when the token is malformed, unknown, someone else's or expired.
     */
    public function report(string $token, int $userId): ?ImportReport
    {
        $meta = $this->metaFor($token, $userId);

        return $meta === null ? null : ImportReport::fromArray((array) ($meta['report'] ?? []));
    }

    /**
     * Runs $use on a copy of the user's pending file in this server's temporary folder (the disk may be another
     * machine's), removed afterwards; null when there is no such file (as report()).
     *
     * @template T
     *
     * @param  \Closure(string, string|null): T  $use  given the copy's path and the pictures' zip copy (if any)
     * @return T|null
     */
    public function withLocalCopy(string $token, int $userId, \Closure $use): mixed
    {
        if ($this->metaFor($token, $userId) === null) {
            return null;
        }
        try {
            $source = $this->disk()->readStream($this->file($token));
        } catch (FilesystemException) {
            return null;
        }
        if (! is_resource($source)) {
            return null;
        }
        $copy = (string) tempnam(sys_get_temp_dir(), 'catalog-import-');
        $zipCopy = null;
        try {
            $target = fopen($copy, 'wb');
            if ($target === false) {
                throw new \RuntimeException('Cannot write a temporary copy of the catalogue import.');
            }
            stream_copy_to_stream($source, $target);
            fclose($target);
            if ($this->disk()->exists($this->zip($token))) {
                $zipCopy = (string) tempnam(sys_get_temp_dir(), 'catalog-pictures-zip-');
                file_put_contents($zipCopy, $this->disk()->readStream($this->zip($token)));
            }

            return $use($copy, $zipCopy);
        } finally {
            fclose($source);
            @unlink($copy);
            if ($zipCopy !== null) {
                @unlink($zipCopy);
            }
        }
    }

    public function forget(string $token): void
    {
        if (preg_match(self::TOKEN, $token) === 1) {
            $this->disk()->delete([$this->file($token), $this->zip($token), $this->meta($token)]);
        }
    }

    /** Removes the files older than their keeping period; returns how many imports went. */
    public function prune(): int
    {
        $cutoff = now()->subMinutes(config()->integer('catalog_import.pending_minutes'))->getTimestamp();
        $removed = 0;
        foreach ($this->disk()->files() as $file) {
            if (str_ends_with($file, '.json') && $this->disk()->lastModified($file) < $cutoff) {
                $this->forget(basename($file, '.json'));
                $removed++;
            } elseif ((str_ends_with($file, '.csv') || str_ends_with($file, '.zip')) && ! $this->disk()->exists(substr($file, 0, -4).'.json') && $this->disk()->lastModified($file) < $cutoff) {
                $this->disk()->delete($file);
            }
        }

        return $removed;
    }

    /**
     * @return array<mixed>|null
     */
    private function metaFor(string $token, int $userId): ?array
    {
        if (preg_match(self::TOKEN, $token) !== 1 || ! $this->disk()->exists($this->meta($token))) {
            return null;
        }
        $meta = json_decode((string) $this->disk()->get($this->meta($token)), true);
        if (! is_array($meta) || ($meta['user_id'] ?? null) !== $userId) {
            return null;
        }
        $age = now()->getTimestamp() - (int) ($meta['created_at'] ?? 0);

        return $age > config()->integer('catalog_import.pending_minutes') * 60 ? null : $meta;
    }

    private function disk(): FilesystemAdapter
    {
        $disk = Storage::disk(self::DISK);
        assert($disk instanceof FilesystemAdapter);

        return $disk;
    }

    private function file(string $token): string
    {
        return $token.'.csv';
    }

    private function zip(string $token): string
    {
        return $token.'.zip';
    }

    private function meta(string $token): string
    {
        return $token.'.json';
    }
}

<?php

declare(strict_types=1);

namespace App\Services\CatalogImport;

use App\Infrastructure\Images\ImageStore;
use App\Services\Products\ProductImageLimits;
use Illuminate\Support\Facades\File;
use ZipArchive;

/**
 * The pictures an import file's `images` column names (docs/catalog-import.md): `|` between pictures, each a file name
 * in the zip uploaded with the file or an http(s) URL. Each is brought once into a staging folder of its own —
 * extracted from the zip (by its name or, when that is unique, its base name; no path leaves the folder), or
 * downloaded by PictureDownloader (SSRF-safe) — and checked as an uploaded picture is: a JPEG, PNG or WebP by its
 * bytes, at most `media.max_kilobytes`, at most `media.max_pixels`, and decodable. A file asks for at most
 * `catalog_import.pictures.max_urls` URLs in all.
 *
 * Once offline() is called nothing more is fetched: the apply runs the file's dry run first (downloads outside the
 * write transaction), then writes from the staged copies.
 */
final class PictureSources
{
    private const TYPES = [IMAGETYPE_JPEG, IMAGETYPE_PNG, IMAGETYPE_WEBP];

    private readonly string $folder;

    private ?ZipArchive $zip = null;

    /** @var array<string, string> zip entry by base name (null-free: a base name found twice is left out) */
    private array $baseNames = [];

    /** @var array<string, array{0: string|null, 1: string|null, 2: array<string, string|int>}> reference => [path, error code, params] */
    private array $resolved = [];

    private int $urls = 0;

    private bool $offline = false;

    public function __construct(private readonly PictureDownloader $downloader, ?string $zipPath = null)
    {
        $this->folder = sys_get_temp_dir().'/catalog-pictures-'.bin2hex(random_bytes(8));
        File::ensureDirectoryExists($this->folder, 0700);
        if ($zipPath !== null) {
            $zip = new ZipArchive();
            if ($zip->open($zipPath, ZipArchive::RDONLY) === true) {
                $this->zip = $zip;
                $seen = [];
                for ($i = 0; $i < $zip->numFiles; $i++) {
                    $name = (string) $zip->getNameIndex($i);
                    $base = basename($name);
                    if ($base === '' || str_ends_with($name, '/')) {
                        continue;
                    }
                    $seen[$base] = ($seen[$base] ?? 0) + 1;
                    $this->baseNames[$base] = $name;
                }
                $this->baseNames = array_filter($this->baseNames, static fn (string $name, string $base): bool => $seen[$base] === 1, ARRAY_FILTER_USE_BOTH);
            }
        }
    }

    public function __destruct()
    {
        $this->zip?->close();
        File::deleteDirectory($this->folder);
    }

    public function hasZip(): bool
    {
        return $this->zip !== null;
    }

    public function offline(): void
    {
        $this->offline = true;
    }

    /**
     * The cell's pictures as staged files, or the reasons they cannot be had (ImportError codes with their values).
     *
     * @return array{0: list<string>, 1: list<array{0: string, 1: array<string, string|int>}>}
     */
    public function resolve(string $cell): array
    {
        $references = array_values(array_filter(array_map('trim', explode('|', $cell)), static fn (string $reference): bool => $reference !== ''));
        if (count($references) > ProductImageLimits::perProduct()) {
            return [[], [['pictures_too_many', ['max' => ProductImageLimits::perProduct()]]]];
        }
        $paths = [];
        $errors = [];
        foreach ($references as $reference) {
            [$path, $code, $params] = $this->resolved[$reference] ??= $this->bring($reference);
            if ($path !== null) {
                $paths[] = $path;
            } else {
                $errors[] = [(string) $code, ['picture' => mb_strimwidth($reference, 0, 120, '…'), ...$params]];
            }
        }

        return [$paths, $errors];
    }

    /**
     * @return array{0: string|null, 1: string|null, 2: array<string, string|int>}
     */
    private function bring(string $reference): array
    {
        $target = $this->folder.'/'.sha1($reference);
        if (preg_match('~^[a-z][a-z0-9+.-]*://~i', $reference) === 1) {
            if ($this->offline) {
                return [null, 'picture_url_failed', []];
            }
            $max = config()->integer('catalog_import.pictures.max_urls');
            if (++$this->urls > $max) {
                return [null, 'pictures_too_many_urls', ['max' => $max]];
            }
            $code = $this->downloader->download($reference, $target);
            if ($code !== null) {
                return [null, $code, []];
            }
        } else {
            $code = $this->extract($reference, $target);
            if ($code !== null) {
                return [null, $code, []];
            }
        }

        return $this->check($target);
    }

    private function extract(string $name, string $target): ?string
    {
        if ($this->zip === null) {
            return 'picture_no_zip';
        }
        $entry = $this->zip->locateName($name) !== false ? $name : ($this->baseNames[$name] ?? null);
        if ($entry === null) {
            return 'picture_not_in_zip';
        }
        $stat = $this->zip->statName($entry);
        $max = config()->integer('media.max_kilobytes') * 1024;
        if ($stat === false || $stat['size'] > $max) {
            return 'picture_too_large';
        }
        // Copied by stream to a name of our own: the entry's path (`../x`) never becomes a path on this machine.
        $in = $this->zip->getStream($entry);
        $out = fopen($target, 'wb');
        if ($in === false || $out === false) {
            return 'picture_not_in_zip';
        }
        $copied = stream_copy_to_stream($in, $out, $max + 1);
        fclose($in);
        fclose($out);

        return $copied === false || $copied > $max ? 'picture_too_large' : null;
    }

    /**
     * @return array{0: string|null, 1: string|null, 2: array<string, string|int>}
     */
    private function check(string $path): array
    {
        $size = (int) @filesize($path);
        if ($size > config()->integer('media.max_kilobytes') * 1024) {
            return [null, 'picture_too_large', []];
        }
        $info = @getimagesize($path);
        if ($info === false || ! in_array($info[2], self::TYPES, true)) {
            return [null, 'picture_not_image', []];
        }
        if ($info[0] < 1 || $info[1] < 1 || config()->integer('media.max_pixels') < $info[0] * $info[1] || ! ImageStore::decodes($path, $info[0] * $info[1])) {
            return [null, 'picture_not_image', []];
        }

        return [$path, null, []];
    }
}

<?php

declare(strict_types=1);

namespace App\Infrastructure\Images;

use GdImage;
use Illuminate\Filesystem\FilesystemAdapter;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Storage;
use Illuminate\Support\Str;
use InvalidArgumentException;
use RuntimeException;

/**
 * Staff uploads: the original is kept once under a new key (`products/01jd…`) on the private originals disk (it
 * carries the camera's metadata: GPS position, serial numbers), and each variant of its collection
 * (config/media.php) is written on the public media disk as WebP, drawn anew so it carries no metadata, at most that many pixels wide, turned upright as the camera meant
 * (JPEG orientation), transparency kept. Variants are made from the original, never from each other.
 *
 * Validate uploads with App\Rules\ImageUpload first: it refuses what is not really a JPEG, PNG or WebP.
 * Keys of the older catalogue (`images/products/tv.svg`, a file under public/) stay valid: every variant of them is
 * the file itself.
 */
final class ImageStore
{
    /** The key of an uploaded image: its collection and a ULID (`products/01jd…`). */
    public const KEY_PATTERN = '[a-z]+/[0-9a-z]{26}';

    /** What the original is saved as, by the type its bytes show. */
    private const EXTENSIONS = [IMAGETYPE_JPEG => 'jpg', IMAGETYPE_PNG => 'png', IMAGETYPE_WEBP => 'webp'];

    public function store(UploadedFile $file, string $collection): StoredImage
    {
        $widths = self::widths($collection);
        $path = (string) $file->getRealPath();
        $info = @getimagesize($path);
        if ($info === false || ! isset(self::EXTENSIONS[$info[2]])) {
            throw new InvalidArgumentException('Not a JPEG, PNG or WebP image; validate with App\Rules\ImageUpload first.');
        }

        $image = self::decode($path, $info[0] * $info[1]);
        $image = self::upright($image, $path, $info[2]);
        $key = $collection.'/'.Str::lower((string) Str::ulid());
        $disk = self::disk();
        $originals = self::originalsDisk();

        try {
            $originals->put($key.'/original.'.self::EXTENSIONS[$info[2]], (string) file_get_contents($path));
            foreach ($widths as $variant => $width) {
                $disk->put(self::variantPath($key, $variant), self::webp($image, $width));
            }
        } catch (\Throwable $exception) {
            $disk->deleteDirectory($key);
            $originals->deleteDirectory($key);

            throw $exception;
        }

        return new StoredImage($key, imagesx($image), imagesy($image));
    }

    /**
     * The WebP variants of a picture drawn by the application (the demo catalogue's illustrations), by variant name;
     * each width the picture really has is encoded once (a picture narrower than two variants gives one file twice).
     *
     * @return array<string, string>
     */
    public static function drawnVariants(GdImage $image, string $collection): array
    {
        $encoded = [];
        $variants = [];
        foreach (self::widths($collection) as $variant => $width) {
            $variants[$variant] = $encoded[min($width, imagesx($image))] ??= self::webp($image, $width);
        }

        return $variants;
    }

    /**
     * Stores variants made by drawnVariants() under a key the caller chose.
     *
     * @param  array<string, string>  $variants
     */
    public function putVariants(string $key, array $variants): void
    {
        $disk = self::disk();
        foreach ($variants as $variant => $bytes) {
            $disk->put(self::variantPath($key, $variant), $bytes);
        }
    }

    /** The address of one variant of an image, as shoppers' pages link it. */
    public function url(string $key, string $variant): string
    {
        if (self::isLegacy($key)) {
            return '/'.ltrim($key, '/');
        }

        return self::disk()->url(self::variantPath($key, $variant));
    }

    /**
     * Every variant of an image of this collection, by name.
     *
     * @return array<string, string>
     */
    public function variants(string $key, string $collection): array
    {
        $urls = [];
        foreach (array_keys(self::widths($collection)) as $variant) {
            $urls[$variant] = $this->url($key, $variant);
        }

        return $urls;
    }

    /** Removes the original and every variant. The older catalogue's files (under public/) are left alone. */
    public function delete(string $key): void
    {
        if (self::isLegacy($key) || preg_match('#^'.self::KEY_PATTERN.'$#', $key) !== 1) {
            return;
        }
        self::disk()->deleteDirectory($key);
        self::originalsDisk()->deleteDirectory($key);
    }

    /** Whether the variant files of an image are there (tests and the clean-up of replaced images). */
    public function exists(string $key, string $variant): bool
    {
        return ! self::isLegacy($key) && self::disk()->exists(self::variantPath($key, $variant));
    }

    /** Whether GD can read the whole file. */
    public static function decodes(string $path, int $pixels): bool
    {
        try {
            self::decode($path, $pixels);

            return true;
        } catch (RuntimeException) {
            return false;
        }
    }

    /**
     * @return array<string, int>
     */
    public static function widths(string $collection): array
    {
        /** @var array<string, int>|null $widths */
        $widths = config('media.collections.'.$collection);
        if (! is_array($widths) || $widths === []) {
            throw new InvalidArgumentException("No image collection named {$collection} in config/media.php.");
        }

        return $widths;
    }

    /** The private disk of the uploaded files themselves. */
    public static function originalsDisk(): FilesystemAdapter
    {
        /** @var FilesystemAdapter $disk */
        $disk = Storage::disk((string) config('media.originals_disk'));

        return $disk;
    }

    public static function disk(): FilesystemAdapter
    {
        /** @var FilesystemAdapter $disk */
        $disk = Storage::disk((string) config('media.disk'));

        return $disk;
    }

    private static function variantPath(string $key, string $variant): string
    {
        return $key.'/'.$variant.'.webp';
    }

    private static function isLegacy(string $key): bool
    {
        return str_contains(basename($key), '.');
    }

    /** Decodes the upload with room for its pixels (4 bytes each, plus a resized copy at a time). */
    private static function decode(string $path, int $pixels): GdImage
    {
        $needed = 96 * 1024 * 1024 + $pixels * 4 * 2;
        $limit = ini_get('memory_limit');
        if ($limit !== '-1' && ini_parse_quantity($limit) < $needed) {
            ini_set('memory_limit', (string) $needed);
        }
        $image = @imagecreatefromstring((string) file_get_contents($path));
        if ($image === false) {
            throw new RuntimeException('The image could not be decoded.');
        }
        if (! imageistruecolor($image)) {
            imagepalettetotruecolor($image);
        }
        imagealphablending($image, false);
        imagesavealpha($image, true);

        return $image;
    }

    /** A JPEG's orientation tag applied to the pixels, so the variants (which carry no tags) stand upright. */
    private static function upright(GdImage $image, string $path, int $type): GdImage
    {
        if ($type !== IMAGETYPE_JPEG || ! function_exists('exif_read_data')) {
            return $image;
        }
        $exif = @exif_read_data($path);
        $orientation = is_array($exif) ? (int) ($exif['Orientation'] ?? 1) : 1;
        if (in_array($orientation, [2, 4, 5, 7], true)) {
            imageflip($image, IMG_FLIP_HORIZONTAL);
        }
        $angle = match ($orientation) {
            3, 4 => 180,
            5, 6 => 270,
            7, 8 => 90,
            default => 0,
        };
        if ($angle === 0) {
            return $image;
        }
        $rotated = imagerotate($image, $angle, 0);

        return $rotated === false ? $image : $rotated;
    }

    private static function webp(GdImage $image, int $maxWidth): string
    {
        $width = imagesx($image);
        $copy = $image;
        if ($width > $maxWidth) {
            $height = max(1, (int) round(imagesy($image) * $maxWidth / $width));
            $scaled = imagescale($image, $maxWidth, $height, IMG_BICUBIC);
            if ($scaled === false) {
                throw new RuntimeException('The image could not be resized.');
            }
            imagealphablending($scaled, false);
            imagesavealpha($scaled, true);
            $copy = $scaled;
        }

        ob_start();
        imagewebp($copy, null, (int) config('media.quality'));

        return (string) ob_get_clean();
    }
}

<?php

declare(strict_types=1);

namespace App\Infrastructure\Images;

use Illuminate\Http\UploadedFile;

/**
 * A product picture's files: the original kept once by the image store with its WebP variants (the `products`
 * collection). Takes any file, so actions need not know the HTTP upload class.
 */
final readonly class PictureFiles
{
    public const COLLECTION = 'products';

    public function __construct(private ImageStore $store)
    {
    }

    /** Stores a file already checked by App\Rules\ImageUpload. */
    public function store(\SplFileInfo $file): StoredImage
    {
        $upload = $file instanceof UploadedFile ? $file : new UploadedFile($file->getPathname(), $file->getFilename(), null, null, true);

        return $this->store->store($upload, self::COLLECTION);
    }

    public function delete(string $key): void
    {
        $this->store->delete($key);
    }
}

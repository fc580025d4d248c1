<?php

declare(strict_types=1);

namespace App\Support\Images;

use Illuminate\Http\UploadedFile;

/**
 * A product picture's files: the original kept once by the image store with its WebP variants (the `products`
 * collection), and the original's pixels read from the file, so pages can reserve each variant's box.
 */
final readonly class PictureFiles
{
    public const COLLECTION = 'products';

    public function __construct(private ImageStore $store)
    {
    }

    /** Stores a file already checked by App\Rules\ImageUpload. */
    public function store(\SplFileInfo $file): StoredPicture
    {
        $upload = $file instanceof UploadedFile ? $file : new UploadedFile($file->getPathname(), $file->getFilename(), null, null, true);
        $size = @getimagesize($upload->getPathname());

        return new StoredPicture(
            $this->store->store($upload, self::COLLECTION),
            $size === false ? null : $size[0],
            $size === false ? null : $size[1],
        );
    }

    public function delete(string $key): void
    {
        $this->store->delete($key);
    }
}

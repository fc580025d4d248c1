<?php

declare(strict_types=1);

namespace App\Infrastructure\Images;

/** An image the ImageStore kept: its key (what a table stores) and the original's size in pixels. */
final readonly class StoredImage
{
    public function __construct(public string $key, public int $width, public int $height)
    {
    }
}

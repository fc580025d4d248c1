<?php

declare(strict_types=1);

namespace App\Support\Images;

/** A picture the image store has just kept: its key and the original's pixels. */
final readonly class StoredPicture
{
    public function __construct(public string $key, public ?int $width, public ?int $height)
    {
    }
}

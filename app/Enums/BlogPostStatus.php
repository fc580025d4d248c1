<?php

declare(strict_types=1);

namespace App\Enums;

use Carbon\CarbonImmutable;
use DateTimeInterface;

/** Where a blog post stands, read from its `published_at`: none is a draft, a future moment scheduled, else published. */
enum BlogPostStatus: string
{
    case Draft = 'draft';
    case Scheduled = 'scheduled';
    case Published = 'published';

    public static function of(?DateTimeInterface $publishedAt): self
    {
        return match (true) {
            $publishedAt === null => self::Draft,
            CarbonImmutable::instance($publishedAt)->isFuture() => self::Scheduled,
            default => self::Published,
        };
    }
}

<?php

declare(strict_types=1);

namespace App\Infrastructure\Seo;

use DateTimeImmutable;
use Symfony\Component\Uid\Ulid;

/** One file of the published sitemap: its path on the `sitemap` disk, the release it belongs to and its size. */
final readonly class SitemapFile
{
    public function __construct(public string $path, public string $release, public int $size)
    {
    }

    /** When its run started (the release's name is a ULID): the same on every server, with no extra look-up. */
    public function modifiedAt(): DateTimeImmutable
    {
        return Ulid::fromString(strtoupper($this->release))->getDateTime();
    }

    /** A new run writes a new release, so the release and the size tell one version of the file from another. */
    public function etag(): string
    {
        return sprintf('%s-%x', $this->release, $this->size);
    }
}

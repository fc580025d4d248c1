<?php

declare(strict_types=1);

namespace App\Queries\Credit;

use App\Infrastructure\Cache\CatalogCache;
use App\Infrastructure\Cache\ServerMemory;
use App\Models\CreditProgramme;
use App\Support\Dates;
use Illuminate\Container\Attributes\Scoped;
use Illuminate\Support\Collection;
use Illuminate\Support\Facades\Cache;

/**
 * The credit programmes a shopper can use today, in display order: read once per request and cached for a few
 * minutes across requests, so the teaser on every card and the programme table cost one cache read.
 */
#[Scoped]
final class CreditProgrammes
{
    private const TTL_SECONDS = 600;

    /** @var Collection<int, CreditProgramme>|null */
    private ?Collection $available = null;

    /**
     * @return Collection<int, CreditProgramme>
     */
    public function available(): Collection
    {
        return $this->available ??= ServerMemory::remember(
            self::key(),
            self::TTL_SECONDS,
            static function (): Collection {
                /** @var Collection<int, CreditProgramme> $programmes */
                $programmes = CreditProgramme::scopeAvailable(CreditProgramme::query())->orderBy('sort')->orderBy('id')->get();

                return $programmes;
            },
        );
    }

    private static function key(): string
    {
        // The day is part of the key: a programme whose `valid_until` has passed drops out at midnight.
        return CatalogCache::key('credit-programmes:available:'.Dates::today());
    }
}

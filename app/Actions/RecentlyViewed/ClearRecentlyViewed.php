<?php

declare(strict_types=1);

namespace App\Actions\RecentlyViewed;

use App\Infrastructure\Shopper\ViewerKey;

/** Empties one shopper's recently viewed products (one DELETE, scoped to that shopper). */
final class ClearRecentlyViewed
{
    /** The rows removed. */
    public function handle(ViewerKey $viewer): int
    {
        return $viewer->scope()->delete();
    }
}

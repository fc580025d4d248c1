<?php

declare(strict_types=1);

namespace App\Queries\Promotions;

use App\Models\Promotion;

/** A running promotion with its product count; an ended, future or unpublished one is not found. */
final class RunningPromotionBySlug
{
    public function find(string $slug): ?Promotion
    {
        /** @var Promotion|null $promotion */
        $promotion = Promotion::scopeRunning(Promotion::query())->withCount(['products' => static fn (\Illuminate\Database\Eloquent\Builder $query) => $query->where('is_active', true)])->where('slug', $slug)->first();

        return $promotion;
    }
}

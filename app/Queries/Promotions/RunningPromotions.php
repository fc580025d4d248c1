<?php

declare(strict_types=1);

namespace App\Queries\Promotions;

use App\Models\Promotion;
use Illuminate\Database\Eloquent\Collection;

/**
 * The running promotions, in the shop's order and then the soonest ending first (open-ended ones last): one query
 * with the product counts.
 */
final class RunningPromotions
{
    /**
     * @return Collection<int, Promotion>
     */
    public function get(): Collection
    {
        /** @var Collection<int, Promotion> $promotions */
        $promotions = Promotion::scopeRunning(Promotion::query())->withCount(['products' => static fn (\Illuminate\Database\Eloquent\Builder $query) => $query->where('is_active', true)])
            ->orderBy('sort')->orderByRaw('ends_at is null')->orderBy('ends_at')->orderBy('id')
            ->get();

        return $promotions;
    }
}

<?php

declare(strict_types=1);

namespace Tests\Support\Catalog;

use Illuminate\Contracts\Database\Query\Builder;

/**
 * How many cards a list of products makes: a family's variants count once (docs/variants.md), active ones only.
 */
final class FamilyCount
{
    /**
     * @param  Builder  $products  a query over `products` with the list's conditions
     */
    public static function of(Builder $products): int
    {
        return $products->where('products.is_active', true)->get(['products.id', 'products.family_id'])
            ->map(static fn (object $row): string => $row->family_id === null ? 'p'.$row->id : 'f'.$row->family_id)
            ->unique()->count();
    }
}

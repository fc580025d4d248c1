<?php

declare(strict_types=1);

namespace App\Queries\Catalog;

use App\Models\Category;
use Illuminate\Database\Eloquent\Collection;

/** The direct children of a category, in the shop's order. */
final class CategoryChildren
{
    /**
     * @return Collection<int, Category>
     */
    public function of(Category $category): Collection
    {
        /** @var Collection<int, Category> $children */
        $children = Category::query()->where('parent_id', $category->id)->orderBy('sort')->orderBy('id')->get();

        return $children;
    }
}

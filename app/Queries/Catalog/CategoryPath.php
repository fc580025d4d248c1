<?php

declare(strict_types=1);

namespace App\Queries\Catalog;

use App\Models\Category;
use Illuminate\Database\Eloquent\Collection;

/**
 * Resolves `/categorie-produs/{slug}/{subSlug?}/{subSubSlug?}` to the chain of categories, each the child of the one
 * before; null when a slug is unknown or sits under the wrong parent.
 */
final class CategoryPath
{
    /**
     * @return list<Category>|null root first, the requested node last
     */
    public function resolve(string ...$slugs): ?array
    {
        /** @var Collection<string, Category> $found */
        $found = Category::query()->whereIn('slug', $slugs)->get()->keyBy('slug');

        $chain = [];
        $parentId = null;
        foreach ($slugs as $depth => $slug) {
            $node = $found->get($slug);
            if ($node === null || $node->depth !== $depth || $node->parent_id !== $parentId) {
                return null;
            }
            $chain[] = $node;
            $parentId = $node->id;
        }

        return $chain;
    }
}

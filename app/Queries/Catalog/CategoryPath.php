<?php

declare(strict_types=1);

namespace App\Queries\Catalog;

use App\Models\Category;

/**
 * Resolves `/categorie-produs/{slug}/{subSlug?}/{subSubSlug?}` to the chain of categories, each the child of the one
 * before; null when a slug is unknown or sits under the wrong parent. The nodes come from CategoryNodes.
 */
final class CategoryPath
{
    public function __construct(private readonly CategoryNodes $nodes)
    {
    }

    /**
     * @return list<Category>|null root first, the requested node last
     */
    public function resolve(string ...$slugs): ?array
    {
        $chain = [];
        $parentId = null;
        foreach (array_values($slugs) as $depth => $slug) {
            $node = $this->nodes->bySlug($slug);
            if ($node === null || $node->depth !== $depth || $node->parent_id !== $parentId) {
                return null;
            }
            $chain[] = $node;
            $parentId = $node->id;
        }

        return $chain;
    }
}

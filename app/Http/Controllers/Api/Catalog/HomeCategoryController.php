<?php

declare(strict_types=1);

namespace App\Http\Controllers\Api\Catalog;

use App\Http\Controllers\Controller;
use App\Queries\Catalog\CategoryTree;
use Illuminate\Http\JsonResponse;

/**
 * The JSON API's category calls: the whole tree, or one node by level (0 category, 1 subcategory, 2 sub-subcategory).
 */
final class HomeCategoryController extends Controller
{
    public function index(string $lang, CategoryTree $tree): JsonResponse
    {
        return response()->json(['data' => $tree->forLocale($lang)]);
    }

    public function category(string $lang, string $slug, CategoryTree $tree): JsonResponse
    {
        return $this->node($tree->forLocale($lang), $slug);
    }

    public function subcategory(string $lang, string $slug, CategoryTree $tree): JsonResponse
    {
        return $this->node(array_merge(...array_map(
            static fn (array $top): array => $top['category_in_subcategory'],
            $tree->forLocale($lang),
        )), $slug);
    }

    public function subsubcategory(string $lang, string $slug, CategoryTree $tree): JsonResponse
    {
        $subs = array_merge(...array_map(static fn (array $top): array => $top['category_in_subcategory'], $tree->forLocale($lang)));

        return $this->node(array_merge(...array_map(
            static fn (array $sub): array => $sub['subsubcategory_in_subcategory'],
            $subs,
        )), $slug);
    }

    /**
     * @param  array<int, array{slug: string}>  $nodes
     */
    private function node(array $nodes, string $slug): JsonResponse
    {
        foreach ($nodes as $node) {
            if ($node['slug'] === $slug) {
                return response()->json(['data' => $node]);
            }
        }

        abort(404);
    }
}

<?php

declare(strict_types=1);

namespace App\Http\Controllers\Catalog;

use App\Http\Controllers\Controller;
use App\Http\Controllers\Listing\ListingPage;
use App\Http\Requests\Listing\ListingRequest;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\Category;
use App\Queries\Catalog\CategoryNodes;
use App\Queries\Catalog\CategoryPath;
use App\Queries\Listing\ListingScope;
use Inertia\Response;

/**
 * A category page of any of the three levels: breadcrumbs, children, and the products of the node and everything
 * below it, with the category's facets, sorting and pages.
 */
final class CategoryController extends Controller
{
    public function __invoke(ListingRequest $request, CategoryPath $path, ListingPage $listing, CategoryNodes $nodes, string $slug, ?string $subSlug = null, ?string $subSubSlug = null): Response
    {
        $chain = $path->resolve(...array_values(array_filter([$slug, $subSlug, $subSubSlug], static fn (?string $s): bool => $s !== null)));
        if ($chain === null) {
            abort(404);
        }

        $category = $chain[count($chain) - 1];

        return $listing->render($request, ListingScope::category($category), 'catalog/category', $category->translate('name'), [
            'category' => ['id' => $category->id, 'name' => $category->translate('name'), 'slug' => $category->slug, 'depth' => $category->depth],
            'breadcrumbs' => array_map(
                static fn (Category $node, int $i): array => ['name' => $node->translate('name'), 'url' => self::url($chain, $i)],
                $chain,
                array_keys($chain),
            ),
            'children' => $nodes->childrenOf($category->id)->map(static fn (Category $child): array => [
                'name' => $child->translate('name'),
                'slug' => $child->slug,
                'url' => self::url([...$chain, $child], count($chain)),
            ])->all(),
        ]);
    }

    /**
     * The page URL of the node at `$index` in a root-first chain.
     *
     * @param  list<Category>  $chain
     */
    private static function url(array $chain, int $index): string
    {
        $names = ['slug', 'subSlug', 'subSubSlug'];
        $parameters = [];
        foreach (array_slice($chain, 0, $index + 1) as $depth => $node) {
            $parameters[$names[$depth]] = $node->slug;
        }

        return LocalizedRoutes::url('catalog.category', $parameters);
    }
}

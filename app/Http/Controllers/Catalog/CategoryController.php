<?php

declare(strict_types=1);

namespace App\Http\Controllers\Catalog;

use App\Http\Controllers\Controller;
use App\Http\Resources\Catalog\ProductCardResource;
use App\Models\Category;
use App\Models\Product;
use App\Queries\Catalog\CategoryPath;
use App\Support\Locale\LocalizedRoutes;
use App\Support\Page;
use Illuminate\Database\Eloquent\Collection;
use Illuminate\Http\Request;
use Inertia\Response;

/**
 * A category page of any of the three levels: breadcrumbs, children, and the products of the node and everything
 * below it, 24 a page. Filters and sorting come with the catalogue browsing work.
 */
final class CategoryController extends Controller
{
    public const PER_PAGE = 24;

    public function __invoke(Request $request, CategoryPath $path, string $slug, ?string $subSlug = null, ?string $subSubSlug = null): Response
    {
        $chain = $path->resolve(...array_values(array_filter([$slug, $subSlug, $subSubSlug], static fn (?string $s): bool => $s !== null)));
        if ($chain === null) {
            abort(404);
        }

        $category = $chain[count($chain) - 1];
        /** @var Collection<int, Category> $children */
        $children = Category::query()->where('parent_id', $category->id)->orderBy('sort')->orderBy('id')->get();
        $products = Product::query()->with('brand:id,name,slug')
            ->where($category->productColumn(), $category->id)
            ->orderByDesc('popularity')->orderBy('id')
            ->paginate(self::PER_PAGE)->withQueryString();

        return Page::render('catalog/category', $category->translate('name'), [
            'category' => ['id' => $category->id, 'name' => $category->translate('name'), 'slug' => $category->slug, 'depth' => $category->depth],
            'breadcrumbs' => array_map(
                static fn (Category $node, int $i): array => ['name' => $node->translate('name'), 'url' => self::url($chain, $i)],
                $chain,
                array_keys($chain),
            ),
            'children' => $children->map(static fn (Category $child): array => [
                'name' => $child->translate('name'),
                'slug' => $child->slug,
                'url' => self::url([...$chain, $child], count($chain)),
            ])->all(),
            'products' => [
                'data' => ProductCardResource::collection($products->items())->resolve($request),
                'meta' => [
                    'current_page' => $products->currentPage(),
                    'last_page' => $products->lastPage(),
                    'per_page' => $products->perPage(),
                    'total' => $products->total(),
                ],
                'links' => ['prev' => $products->previousPageUrl(), 'next' => $products->nextPageUrl()],
            ],
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

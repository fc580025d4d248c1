<?php

declare(strict_types=1);

namespace App\Search;

use App\Infrastructure\Cache\CatalogCache;
use App\Infrastructure\Cache\ServerMemory;
use App\Infrastructure\Locale\Locales;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\Brand;
use App\Models\Product;
use App\Queries\Catalog\CategoryTree;
use App\Queries\Products\ProductPictures;
use App\Queries\Promotions\PromotionalPrices;
use Illuminate\Database\Eloquent\Collection;
use Illuminate\Support\Facades\Cache;

/**
 * What the header search box offers while the shopper types: the best products, then the categories and brands
 * whose names match the query (in either language), topped up with those of the products found.
 *
 * @phpstan-type ProductSuggestion array{id: int, name: string, url: string, image: string, price: int, old_price: int|null}
 * @phpstan-type LinkSuggestion array{name: string, url: string}
 * @phpstan-type Suggestions array{query: string, products: list<ProductSuggestion>, categories: list<LinkSuggestion>, brands: list<LinkSuggestion>}
 * @phpstan-type CategoryNode array{path: list<string>, names: array<string, string>}
 */
final readonly class SearchSuggestions
{
    public const MIN_LENGTH = 2;

    public const MAX_LENGTH = 100;

    public const PRODUCTS = 6;

    /**
     * How long one query's suggestions are kept. They are cached under the catalogue's version (CatalogCache), so a
     * change staff save (a name, a price, a product switched off, a category or brand) is in the next answer; only
     * the order by stock and popularity, which the search index keeps, may be this much behind.
     */
    public const CACHE_SECONDS = 300;

    public const CATEGORIES = 4;

    public const BRANDS = 3;

    public function __construct(private ProductSearch $search, private CategoryTree $tree)
    {
    }

    /**
     * @return Suggestions
     */
    public function for(string $query, string $locale): array
    {
        $query = trim($query);
        if (mb_strlen($query) < self::MIN_LENGTH) {
            return ['query' => $query, 'products' => [], 'categories' => [], 'brands' => []];
        }

        // The same query asked again (every shopper typing "telev" asks it) is one cache read instead of a search.
        /** @var Suggestions */
        return ServerMemory::remember(
            // The running price-lowering promotions are in the key: one starting or ending changes the prices shown.
            CatalogCache::key('suggestions:'.$locale.':'.hash('xxh128', $query).':'.PromotionalPrices::stamp()),
            self::CACHE_SECONDS,
            fn (): array => $this->compute($query, $locale),
        );
    }

    /**
     * @return Suggestions
     */
    private function compute(string $query, string $locale): array
    {
        // A family once, as its best match ("iphone 16 256": the 256 GB one), so more are asked for than shown.
        $ids = $this->search->ids($query, self::PRODUCTS * 3, typing: true);
        $products = $ids === [] ? [] : $this->products($ids);
        PromotionalPrices::give($products);

        $tokens = Normalizer::tokens($query);

        return [
            'query' => $query,
            'products' => array_map(static fn (Product $product): array => [
                'id' => $product->id,
                'name' => $product->translate('name', $locale),
                'url' => LocalizedRoutes::url('products.show', ['slug' => $product->slug], $locale),
                'image' => ProductPictures::cardUrl($product),
                'price' => $product->sellingPrice(),
                'old_price' => $product->struckPrice(),
            ], $products),
            'categories' => $this->categories($tokens, array_map(static fn (Product $p): int => $p->category_id, $products), $locale),
            'brands' => $this->brands($tokens, array_map(static fn (Product $p): int => $p->brand_id, $products), $locale),
        ];
    }

    /**
     * The products of these ids, in the same order, each family once (its first), at most PRODUCTS, with their main
     * pictures.
     *
     * @param  list<int>  $ids
     * @return list<Product>
     */
    private function products(array $ids): array
    {
        $positions = array_flip($ids);
        $ranked = [];
        /** @var \Illuminate\Database\Eloquent\Collection<int, Product> $found */
        $found = Product::scopeActive(Product::query())->whereIn('id', $ids)->get(['id', 'slug', 'name', 'price', 'old_price', 'category_id', 'brand_id', 'family_id']);
        foreach ($found as $product) {
            $ranked[$positions[$product->id]] = $product;
        }
        ksort($ranked);

        $kept = [];
        $families = [];
        foreach ($ranked as $product) {
            if ($product->family_id !== null) {
                if (isset($families[$product->family_id])) {
                    continue;
                }
                $families[$product->family_id] = true;
            }
            $kept[] = $product;
        }
        $kept = array_slice($kept, 0, self::PRODUCTS);
        (new Collection($kept))->load('mainImage');

        return $kept;
    }

    /**
     * @param  list<string>  $tokens
     * @param  list<int>  $productCategories
     * @return list<LinkSuggestion>
     */
    private function categories(array $tokens, array $productCategories, string $locale): array
    {
        $nodes = $this->categoryNodes();
        $picked = [];
        foreach ($nodes as $id => $node) {
            if (self::matches($tokens, $node['names'])) {
                $picked[$id] = true;
            }
        }
        foreach ($productCategories as $id) {
            $picked[$id] = true;
        }

        $links = [];
        foreach (array_slice(array_keys($picked), 0, self::CATEGORIES) as $id) {
            if (isset($nodes[$id])) {
                $path = $nodes[$id]['path'];
                $links[] = [
                    'name' => $nodes[$id]['names'][$locale] ?? '',
                    'url' => LocalizedRoutes::url('catalog.category', ['slug' => $path[0], 'subSlug' => $path[1] ?? null, 'subSubSlug' => $path[2] ?? null], $locale),
                ];
            }
        }

        return $links;
    }

    /**
     * @param  list<string>  $tokens
     * @param  list<int>  $productBrands
     * @return list<LinkSuggestion>
     */
    private function brands(array $tokens, array $productBrands, string $locale): array
    {
        /** @var \Illuminate\Support\Collection<int, Brand> $brands */
        $brands = Brand::query()->orderBy('name')->get(['id', 'name', 'slug'])->keyBy('id');
        $picked = [];
        foreach ($brands as $brand) {
            if (self::matches($tokens, [$brand->name])) {
                $picked[$brand->id] = true;
            }
        }
        foreach ($productBrands as $id) {
            $picked[$id] = true;
        }

        $links = [];
        foreach (array_slice(array_keys($picked), 0, self::BRANDS) as $id) {
            $brand = $brands->get($id);
            if ($brand instanceof Brand) {
                $links[] = ['name' => $brand->name, 'url' => LocalizedRoutes::url('brands.show', ['slug' => $brand->slug], $locale)];
            }
        }

        return $links;
    }

    /**
     * Whether every query token starts a word of one of the names (numbers must equal one).
     *
     * @param  list<string>  $tokens
     * @param  array<array-key, string>  $names
     */
    private static function matches(array $tokens, array $names): bool
    {
        if ($tokens === []) {
            return false;
        }

        foreach ($names as $name) {
            $words = Normalizer::tokens($name);
            $all = true;
            foreach ($tokens as $token) {
                $hit = false;
                foreach ($words as $word) {
                    if (Normalizer::isWord($token) ? str_starts_with($word, $token) : $word === $token) {
                        $hit = true;
                        break;
                    }
                }
                if (! $hit) {
                    $all = false;
                    break;
                }
            }
            if ($all) {
                return true;
            }
        }

        return false;
    }

    /**
     * Every category with its slug path and its name per language, from the cached category trees.
     *
     * @return array<int, CategoryNode>
     */
    private function categoryNodes(): array
    {
        $nodes = [];
        foreach (Locales::all() as $locale) {
            foreach ($this->tree->forLocale($locale) as $top) {
                $nodes[$top['id']]['path'] = [$top['slug']];
                $nodes[$top['id']]['names'][$locale] = $top['name'];
                foreach ($top['category_in_subcategory'] as $sub) {
                    $nodes[$sub['id']]['path'] = [$top['slug'], $sub['slug']];
                    $nodes[$sub['id']]['names'][$locale] = $sub['name'];
                    foreach ($sub['subsubcategory_in_subcategory'] as $leaf) {
                        $nodes[$leaf['id']]['path'] = [$top['slug'], $sub['slug'], $leaf['slug']];
                        $nodes[$leaf['id']]['names'][$locale] = $leaf['name'];
                    }
                }
            }
        }

        return $nodes;
    }
}

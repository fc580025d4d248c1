<?php

declare(strict_types=1);

namespace App\Queries\Products;

use App\Models\Category;
use App\Models\Product;
use App\Queries\Brands\BrandDirectory;
use App\Queries\Catalog\CategoryNodes;

/**
 * The product of a product page with what its header needs: the brand, and the category chain from the root to the
 * node it is filed under (from CategoryNodes, no query).
 */
final class ProductBySlug
{
    public function __construct(private readonly CategoryNodes $nodes, private readonly BrandDirectory $brands)
    {
    }

    public function find(string $slug): ?Product
    {
        if (strlen($slug) > 255) {
            return null;
        }

        /** @var Product|null $product */
        $product = Product::scopeActive(Product::query())->with('images')->where('slug', $slug)->first();
        if ($product !== null) {
            $this->brands->attachTo([$product]);
        }

        return $product;
    }

    /**
     * @return list<Category> root first
     */
    public function categoryChain(Product $product): array
    {
        $chain = [];
        foreach (array_unique(array_filter([$product->category_root_id, $product->category_sub_id, $product->category_id], static fn (?int $id): bool => $id !== null)) as $id) {
            $node = $this->nodes->byId($id);
            if ($node !== null) {
                $chain[] = $node;
            }
        }

        return $chain;
    }
}

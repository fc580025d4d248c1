<?php

declare(strict_types=1);

namespace App\Queries\Products;

use App\Models\Category;
use App\Models\Product;
use App\Models\ProductImage;
use App\Queries\Brands\BrandDirectory;
use App\Queries\Catalog\CategoryNodes;

/**
 * The product of a product page with what its header needs: the brand, the pictures (a variant without pictures of
 * its own shows its family's listed variant's, docs/variants.md), and the category chain from the root to the node it
 * is filed under (from CategoryNodes, no query).
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
            self::borrowFamilyPictures($product);
        }

        return $product;
    }

    /**
     * One query: the pictures of the active variant that stands for the family in listings.
     */
    private static function borrowFamilyPictures(Product $product): void
    {
        if ($product->family_id === null || $product->is_listed || $product->images->isNotEmpty()) {
            return;
        }
        $listed = Product::scopeActive(Product::query())->select('id')->where('family_id', $product->family_id)->where('is_listed', true);
        $product->setRelation('images', ProductImage::query()->whereIn('product_id', $listed)->orderBy('sort')->orderBy('id')->get());
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

<?php

declare(strict_types=1);

namespace App\Queries\Products;

use App\Models\Product;
use App\Queries\Brands\BrandDirectory;
use Illuminate\Database\Eloquent\Collection;

/**
 * Products like the one on screen: the same leaf category, in stock first, then the closest in price (popularity
 * breaks ties). A family shows once, as its listed variant, as in every listing, and never the page's own family: its
 * other variants are on the page's switcher (docs/variants.md). The candidates are the category's most popular products, read in index order
 * (`category_id, popularity`), so the query stays small however many products the category holds; below that
 * size (every demo category) the choice is exact.
 */
final class SimilarProducts
{
    public const LIMIT = 12;

    /** How many of the category's most popular products compete for a place. */
    public const CANDIDATES = 200;

    /** The columns of products a card needs (ProductCards::card), in the candidates' subquery. */
    private const CARD_COLUMNS = [
        'id', 'slug', 'sku', 'name', 'brand_id', 'category_id', 'category_root_id', 'category_sub_id', 'price',
        'old_price', 'stock_total', 'is_new', 'is_popular', 'popularity', 'created_at', 'updated_at',
        'discount_percent', 'is_active', 'family_id', 'rating_average', 'rating_count',
    ];

    public function __construct(private readonly BrandDirectory $brands)
    {
    }

    /**
     * @return Collection<int, Product>
     */
    public function for(Product $product, int $limit = self::LIMIT): Collection
    {
        $candidates = Product::scopeActive(Product::query())
            ->where('category_id', $product->category_id)
            ->whereKeyNot($product->id)
            ->where('is_listed', true)
            // Everything a card shows, not the descriptions: 200 of them in both languages were most of the query.
            ->select(self::CARD_COLUMNS)
            // Both descending: the order of the index itself (its entries end with the id), so no sort is needed.
            ->orderByDesc('popularity')->orderByDesc('id')
            ->limit(self::CANDIDATES);
        if ($product->family_id !== null) {
            $candidates->where(static fn ($query) => $query->whereNull('family_id')->orWhere('family_id', '!=', $product->family_id));
        }

        /** @var Collection<int, Product> $similar */
        $similar = Product::query()->with('mainImage')
            ->fromSub($candidates, 'products')
            ->orderByRaw('CASE WHEN stock_total > 0 THEN 0 ELSE 1 END')
            // The distance in price without a negative intermediate (prices are unsigned on MySQL).
            ->orderByRaw('CASE WHEN price >= ? THEN price - ? ELSE ? - price END', array_fill(0, 3, $product->price))
            ->orderByDesc('popularity')->orderBy('id')
            ->limit($limit)
            ->get();
        $this->brands->attachTo($similar);

        return $similar;
    }
}

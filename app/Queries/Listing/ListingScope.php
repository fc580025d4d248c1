<?php

declare(strict_types=1);

namespace App\Queries\Listing;

use App\Models\Brand;
use App\Models\Category;
use Closure;
use Illuminate\Database\Query\Builder;

/**
 * Which products a listing page is about, before the shopper's filters: a category and everything below it, a brand,
 * the discounted or new products, a promotion's products, what a shop has on its shelves, or the ranked results of a
 * search.
 */
final class ListingScope
{
    /**
     * @param  Closure(Builder, string): mixed  $constrain  adds the scope's conditions to a query over products, under
     *                                                  the alias given (`p`)
     * @param  list<int>|null  $rankedIds  search results in the engine's order
     * @param  bool  $acrossCategories  a listing of every category (the discounts): it offers the category and discount facets
     * @param  (Closure(Builder, string): mixed)|null  $familyOnce  for a scope about what belongs to a variant (a
     *                                                          discount, units in a shop): how a family shows once, as
     *                                                          its best variant in the scope (FamilyOnce), not as its
     *                                                          listed one
     */
    private function __construct(
        public readonly string $key,
        private readonly Closure $constrain,
        public readonly ?array $rankedIds = null,
        public readonly bool $acrossCategories = false,
        private readonly ?Closure $familyOnce = null,
    ) {
    }

    public static function category(Category $category): self
    {
        $column = $category->productColumn();

        return new self('category:'.$category->id, static fn (Builder $q, string $t) => $q->where("$t.$column", $category->id));
    }

    public static function brand(Brand $brand): self
    {
        return new self('brand:'.$brand->id, static fn (Builder $q, string $t) => $q->where("$t.brand_id", $brand->id));
    }

    public static function discounted(): self
    {
        return new self('discounted', static fn (Builder $q, string $t) => $q->where("$t.discount_percent", '>', 0), acrossCategories: true, familyOnce: FamilyOnce::flagged('is_listed_discounted'));
    }

    public static function newest(): self
    {
        return new self('new', static fn (Builder $q, string $t) => $q->where("$t.is_new", true), familyOnce: FamilyOnce::flagged('is_listed_new'));
    }

    public static function promotion(int $promotionId): self
    {
        return self::byBestVariant('promotion:'.$promotionId, static fn (Builder $q, string $t) => $q->whereIn(
            "$t.id",
            static fn (Builder $sub) => $sub->select('product_id')->from('promotion_product')->where('promotion_id', $promotionId),
        ));
    }

    /** Products with at least one unit in that shop. */
    public static function store(int $storeId): self
    {
        return self::byBestVariant('store:'.$storeId, static fn (Builder $q, string $t) => $q->whereIn(
            "$t.id",
            static fn (Builder $sub) => $sub->select('product_id')->from('product_stock')->where('store_id', $storeId)->where('quantity', '>', 0),
        ));
    }

    /**
     * A scope about what belongs to a variant that nothing writes down ahead (a promotion's products, a shop's
     * shelves): each family as its best variant in the scope, asked of its siblings.
     *
     * @param  Closure(Builder, string): mixed  $constrain
     */
    private static function byBestVariant(string $key, Closure $constrain): self
    {
        return new self($key, $constrain, familyOnce: static fn (Builder $q, string $t) => FamilyOnce::bestQualifying($q, $constrain, $t));
    }

    /**
     * @param  list<int>  $ids  ranked, best first; a variant stands for its family (FamilyRanking)
     */
    public static function ranked(array $ids): self
    {
        $ids = FamilyRanking::listed($ids);

        // Named by the results themselves, so the same results share the page parts kept for them (PageFragments).
        return new self('ranked:'.hash('xxh128', implode(',', $ids)), static fn (Builder $q, string $t) => $q->whereIn("$t.id", $ids), $ids);
    }

    /**
     * The scope's conditions, and only what shoppers may see (`is_active`), a family once: as its listed variant
     * (`is_listed`: a product of its own, or its family's listed variant; FamilyListing; both in every listing index),
     * or where the scope is about what belongs to a variant, as its best variant in the scope (FamilyOnce).
     */
    public function apply(Builder $query): void
    {
        $query->where('p.is_active', true);
        ($this->constrain)($query, 'p');
        if ($this->familyOnce === null) {
            $query->where('p.is_listed', true);
        } else {
            ($this->familyOnce)($query, 'p');
        }
    }

    /**
     * Whether the scope's unfiltered counts are kept across page versions (ListingFacets): the fixed scopes; search
     * results change with every query and are kept only as page parts, under the page version.
     */
    public function isCacheable(): bool
    {
        return $this->rankedIds === null;
    }
}

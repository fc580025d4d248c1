<?php

declare(strict_types=1);

namespace App\Queries\Listing;

use App\Queries\Promotions\PromotionalPrices;
use Closure;
use Illuminate\Database\Query\Builder;

/**
 * The filters a shopper picked on a listing, resolved to ids: brands, a price range (bani), in stock only, options of
 * select attributes (any of them within one attribute, all attributes together), ranges of number attributes, and on
 * listings across categories (the discounts) second-level categories and a discount range (percent).
 * Facet counts need the same filters "without this one", hence {@see without()}.
 */
final class ListingFilters
{
    public const BRAND = 'brand';

    public const PRICE = 'price';

    public const STOCK = 'stock';

    public const CATEGORY = 'category';

    public const DISCOUNT = 'discount';

    /** "4 stars and up": products whose family's reviews average at least TOP_RATED (docs/reviews.md). */
    public const RATING = 'rating';

    public const TOP_RATED = 4;

    /**
     * SQL over `products as p`: the card's spec values are its own rows of product_attribute_values (a product of its
     * own, or a variant a list by variant shows for its family), not those FamilyListing keeps for a family's listed
     * variant in family_option_values (its own values and the option values its other active variants add).
     */
    public const OWN_VALUES = '(p.family_id IS NULL OR NOT p.is_listed)';

    /**
     * @param  list<int>  $brandIds
     * @param  array<int, list<int>>  $options  attribute id => option ids
     * @param  array<int, array{0: float|null, 1: float|null}>  $ranges  attribute id => [min, max]
     * @param  list<int>  $categoryIds  second-level categories (products.category_sub_id)
     */
    public function __construct(
        public readonly array $brandIds = [],
        public readonly ?int $priceMin = null,
        public readonly ?int $priceMax = null,
        public readonly bool $inStock = false,
        public readonly array $options = [],
        public readonly array $ranges = [],
        public readonly array $categoryIds = [],
        public readonly ?int $discountMin = null,
        public readonly ?int $discountMax = null,
        public readonly bool $topRated = false,
    ) {
    }

    /**
     * The facets with a selection: `category`, `discount`, `brand`, `price`, `stock` and attribute ids.
     *
     * @return list<string|int>
     */
    public function active(): array
    {
        $active = [];
        if ($this->categoryIds !== []) {
            $active[] = self::CATEGORY;
        }
        if ($this->discountMin !== null || $this->discountMax !== null) {
            $active[] = self::DISCOUNT;
        }
        if ($this->brandIds !== []) {
            $active[] = self::BRAND;
        }
        if ($this->priceMin !== null || $this->priceMax !== null) {
            $active[] = self::PRICE;
        }
        if ($this->inStock) {
            $active[] = self::STOCK;
        }
        if ($this->topRated) {
            $active[] = self::RATING;
        }

        return [...$active, ...array_keys($this->options), ...array_keys($this->ranges)];
    }

    /** How many values are picked in all: two brands count two, a price range or "in stock" one each. */
    public function selectionCount(): int
    {
        return count($this->brandIds)
            + count($this->categoryIds)
            + ($this->discountMin !== null || $this->discountMax !== null ? 1 : 0)
            + ($this->priceMin !== null || $this->priceMax !== null ? 1 : 0)
            + ($this->inStock ? 1 : 0)
            + ($this->topRated ? 1 : 0)
            + array_sum(array_map('count', $this->options))
            + count($this->ranges);
    }

    public function isEmpty(): bool
    {
        return $this->active() === [];
    }

    /** The same filters with one facet's selection dropped. */
    public function without(string|int $facet): self
    {
        $options = $this->options;
        $ranges = $this->ranges;
        if (is_int($facet)) {
            unset($options[$facet], $ranges[$facet]);
        }

        return new self(
            $facet === self::BRAND ? [] : $this->brandIds,
            $facet === self::PRICE ? null : $this->priceMin,
            $facet === self::PRICE ? null : $this->priceMax,
            $facet !== self::STOCK && $this->inStock,
            $options,
            $ranges,
            $facet === self::CATEGORY ? [] : $this->categoryIds,
            $facet === self::DISCOUNT ? null : $this->discountMin,
            $facet === self::DISCOUNT ? null : $this->discountMax,
            $facet !== self::RATING && $this->topRated,
        );
    }

    /** Adds the conditions to a query over `products as p`. */
    public function apply(Builder $query): void
    {
        if ($this->categoryIds !== []) {
            $query->whereIn('p.category_sub_id', $this->categoryIds);
        }
        if ($this->discountMin !== null) {
            $query->where('p.discount_percent', '>=', $this->discountMin);
        }
        if ($this->discountMax !== null) {
            $query->where('p.discount_percent', '<=', $this->discountMax);
        }
        if ($this->brandIds !== []) {
            $query->whereIn('p.brand_id', $this->brandIds);
        }
        if ($this->priceMin !== null || $this->priceMax !== null) {
            // The price shoppers pay now: a running promotion's where one lowers it (the plain column when none does).
            [$price, $bindings] = PromotionalPrices::expression('p');
            if ($this->priceMin !== null) {
                $query->whereRaw("$price >= ?", [...$bindings, $this->priceMin]);
            }
            if ($this->priceMax !== null) {
                $query->whereRaw("$price <= ?", [...$bindings, $this->priceMax]);
            }
        }
        if ($this->inStock) {
            $query->where('p.stock_total', '>', 0);
        }
        if ($this->topRated) {
            $query->where('p.rating_average', '>=', self::TOP_RATED);
        }
        // A spec filter asks each card one question: a family's listed variant by the values FamilyListing keeps for
        // it in family_option_values (its own and those its other active variants add), any other card (a product of
        // its own, or a variant shown for its family in a list by variant) by its own values. One probe per card,
        // by the card's id, so a listing's index stays enough to answer it.
        foreach ($this->options as $attributeId => $optionIds) {
            self::whereSpec($query, static fn (Builder $sub, string $table) => $sub->where("$table.attribute_id", $attributeId)->whereIn("$table.attribute_option_id", $optionIds));
        }
        foreach ($this->ranges as $attributeId => [$min, $max]) {
            self::whereSpec($query, static function (Builder $sub, string $table) use ($attributeId, $min, $max): void {
                $sub->where("$table.attribute_id", $attributeId);
                if ($min !== null) {
                    $sub->where("$table.number_value", '>=', $min);
                }
                if ($max !== null) {
                    $sub->where("$table.number_value", '<=', $max);
                }
            });
        }
    }

    /**
     * @param  Closure(Builder, string): mixed  $matches  the value's conditions over the table alias it is given
     */
    private static function whereSpec(Builder $query, Closure $matches): void
    {
        $probe = static function (string $table, string $alias) use ($query, $matches): Builder {
            $sub = $query->newQuery()->selectRaw('1')->from("$table as $alias")->whereColumn("$alias.product_id", 'p.id');
            $matches($sub, $alias);

            return $sub;
        };
        $family = $probe('family_option_values', 'pf');
        $own = $probe('product_attribute_values', 'pv');
        // CASE, not OR: only one of the two probes runs for a card.
        $query->whereRaw(
            'CASE WHEN '.self::OWN_VALUES.' THEN EXISTS ('.$own->toSql().') ELSE EXISTS ('.$family->toSql().') END',
            [...$own->getBindings(), ...$family->getBindings()],
        );
    }

    /** A stable text of the selection, for cache keys. */
    public function key(): string
    {
        return md5(serialize([$this->brandIds, $this->priceMin, $this->priceMax, $this->inStock, $this->options, $this->ranges, $this->categoryIds, $this->discountMin, $this->discountMax, $this->topRated]));
    }
}

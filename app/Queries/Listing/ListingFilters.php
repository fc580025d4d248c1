<?php

declare(strict_types=1);

namespace App\Queries\Listing;

use App\Queries\Promotions\PromotionalPrices;
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
        // A spec filter finds a product by its own value, or a family by any of its active variants' values
        // (FamilyListing keeps those its listed variant lacks in family_option_values, under the listed variant's id).
        // Both are asked of the listing's product by its id, so a listing's index stays enough to answer it.
        foreach ($this->options as $attributeId => $optionIds) {
            $query->where(static fn (Builder $either) => $either
                ->whereExists(static fn (Builder $sub) => $sub->selectRaw('1')->from('product_attribute_values as pv')
                    ->whereColumn('pv.product_id', 'p.id')->where('pv.attribute_id', $attributeId)->whereIn('pv.attribute_option_id', $optionIds))
                ->orWhereExists(static fn (Builder $sub) => $sub->selectRaw('1')->from('family_option_values as pf')
                    ->whereColumn('pf.product_id', 'p.id')->where('pf.attribute_id', $attributeId)->whereIn('pf.attribute_option_id', $optionIds)));
        }
        foreach ($this->ranges as $attributeId => [$min, $max]) {
            $within = static function (Builder $sub, string $table) use ($attributeId, $min, $max): Builder {
                $sub->selectRaw('1')->whereColumn($table.'.product_id', 'p.id')->where($table.'.attribute_id', $attributeId);
                if ($min !== null) {
                    $sub->where($table.'.number_value', '>=', $min);
                }
                if ($max !== null) {
                    $sub->where($table.'.number_value', '<=', $max);
                }

                return $sub;
            };
            $query->where(static fn (Builder $either) => $either
                ->whereExists(static fn (Builder $sub) => $within($sub->from('product_attribute_values as pv'), 'pv'))
                ->orWhereExists(static fn (Builder $sub) => $within($sub->from('family_option_values as pf'), 'pf')));
        }
    }

    /** A stable text of the selection, for cache keys. */
    public function key(): string
    {
        return md5(serialize([$this->brandIds, $this->priceMin, $this->priceMax, $this->inStock, $this->options, $this->ranges, $this->categoryIds, $this->discountMin, $this->discountMax]));
    }
}

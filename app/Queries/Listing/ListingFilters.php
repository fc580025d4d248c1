<?php

declare(strict_types=1);

namespace App\Queries\Listing;

use Illuminate\Database\Query\Builder;

/**
 * The filters a shopper picked on a listing, resolved to ids: brands, a price range (bani), in stock only, options of
 * select attributes (any of them within one attribute, all attributes together) and ranges of number attributes.
 * Facet counts need the same filters "without this one", hence {@see without()}.
 */
final class ListingFilters
{
    public const BRAND = 'brand';

    public const PRICE = 'price';

    public const STOCK = 'stock';

    /**
     * @param  list<int>  $brandIds
     * @param  array<int, list<int>>  $options  attribute id => option ids
     * @param  array<int, array{0: float|null, 1: float|null}>  $ranges  attribute id => [min, max]
     */
    public function __construct(
        public readonly array $brandIds = [],
        public readonly ?int $priceMin = null,
        public readonly ?int $priceMax = null,
        public readonly bool $inStock = false,
        public readonly array $options = [],
        public readonly array $ranges = [],
    ) {
    }

    /**
     * The facets with a selection: `brand`, `price`, `stock` and attribute ids.
     *
     * @return list<string|int>
     */
    public function active(): array
    {
        $active = [];
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
        );
    }

    /** Adds the conditions to a query over `products as p`. */
    public function apply(Builder $query): void
    {
        if ($this->brandIds !== []) {
            $query->whereIn('p.brand_id', $this->brandIds);
        }
        if ($this->priceMin !== null) {
            $query->where('p.price', '>=', $this->priceMin);
        }
        if ($this->priceMax !== null) {
            $query->where('p.price', '<=', $this->priceMax);
        }
        if ($this->inStock) {
            $query->where('p.stock_total', '>', 0);
        }
        foreach ($this->options as $attributeId => $optionIds) {
            $query->whereIn('p.id', static fn (Builder $sub) => $sub->select('product_id')->from('product_attribute_values')
                ->where('attribute_id', $attributeId)->whereIn('attribute_option_id', $optionIds));
        }
        foreach ($this->ranges as $attributeId => [$min, $max]) {
            $query->whereIn('p.id', static function (Builder $sub) use ($attributeId, $min, $max): void {
                $sub->select('product_id')->from('product_attribute_values')->where('attribute_id', $attributeId);
                if ($min !== null) {
                    $sub->where('number_value', '>=', $min);
                }
                if ($max !== null) {
                    $sub->where('number_value', '<=', $max);
                }
            });
        }
    }

    /** A stable text of the selection, for cache keys. */
    public function key(): string
    {
        return md5(serialize([$this->brandIds, $this->priceMin, $this->priceMax, $this->inStock, $this->options, $this->ranges]));
    }
}

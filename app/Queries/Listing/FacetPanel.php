<?php

declare(strict_types=1);

namespace App\Queries\Listing;

use App\Models\Category;
use App\Queries\Brands\BrandDirectory;
use App\Queries\Products\AttributeCatalogue;
use App\Support\Money\Money;
use App\Support\Text;
use App\Support\Units;

/**
 * The filter panel of a listing in the request's language: facets in display order (on listings across categories
 * first the category, by product count, and the discount; then brand, price, in stock, then spec attributes by their
 * sort), each named by its URL parameter, and the selected filters as removable chips.
 * Options nobody could pick (count 0 and not selected) are left out, and so are facets left with nothing to choose.
 *
 * @phpstan-type Option array{value: string, label: string, count: int, selected: bool}
 * @phpstan-type Facet array{key: string, type: string, label: string, options?: list<Option>, unit?: string, min?: int|float, max?: int|float, selected?: bool|array{min: int|float|null, max: int|float|null}|null, count?: int}
 * @phpstan-type Chip array{key: string, value: string|null, label: string}
 */
final class FacetPanel
{
    /** @var list<Chip> */
    private array $chips = [];

    public function __construct(
        private readonly FacetCounts $counts,
        private readonly ListingFilters $filters,
        private readonly AttributeCatalogue $attributes,
        private readonly bool $withBrands = true,
    ) {
    }

    /**
     * @return array{facets: list<Facet>, chips: list<Chip>}
     */
    public function toArray(): array
    {
        $this->chips = [];
        $facets = array_values(array_filter([
            $this->categories(),
            $this->discount(),
            $this->withBrands ? $this->brands() : null,
            $this->price(),
            $this->stock(),
            $this->rating(),
            ...$this->specs(),
        ]));

        return ['facets' => $facets, 'chips' => $this->chips];
    }

    /**
     * The second-level categories, the most products first (only where the listing counts them).
     *
     * @return Facet|null
     */
    private function categories(): ?array
    {
        if ($this->counts->categories === null) {
            return null;
        }
        $counts = $this->counts->categories;
        $ids = array_unique([...array_keys($counts), ...$this->filters->categoryIds]);
        $options = [];
        foreach (Category::query()->whereKey($ids)->get(['id', 'name', 'slug', 'sort']) as $category) {
            $selected = in_array($category->id, $this->filters->categoryIds, true);
            $label = $category->translate('name');
            $options[] = ['value' => $category->slug, 'label' => $label, 'count' => $counts[$category->id] ?? 0, 'selected' => $selected];
            if ($selected) {
                $this->chip(ListingFilters::CATEGORY, $category->slug, $label);
            }
        }
        usort($options, static fn (array $a, array $b): int => [$b['count'], $a['label']] <=> [$a['count'], $b['label']]);

        return $options === [] ? null : ['key' => ListingFilters::CATEGORY, 'type' => 'options', 'label' => Text::get('listing.facet.category'), 'options' => $options];
    }

    /**
     * The discount in percent, where the listing counts it (the products on sale).
     *
     * @return Facet|null
     */
    private function discount(): ?array
    {
        if ($this->counts->categories === null) {
            return null;
        }
        $min = $this->filters->discountMin;
        $max = $this->filters->discountMax;
        $selected = $min === null && $max === null ? null : ['min' => $min, 'max' => $max];
        if ($selected !== null) {
            $this->chip(ListingFilters::DISCOUNT, null, Text::get('listing.facet.discount').': '.self::rangeLabel($min, $max, '%', static fn (int|float $v): string => (string) $v));
        }
        $range = $this->counts->discount;
        if ($range === null || ($range[0] === $range[1] && $selected === null)) {
            return null;
        }

        return ['key' => ListingFilters::DISCOUNT, 'type' => 'range', 'label' => Text::get('listing.facet.discount'), 'unit' => '%', 'min' => $range[0], 'max' => $range[1], 'selected' => $selected];
    }

    /**
     * @return Facet|null
     */
    private function brands(): ?array
    {
        $ids = array_unique([...array_keys($this->counts->brands), ...$this->filters->brandIds]);
        $options = [];
        foreach (app(BrandDirectory::class)->named($ids) as $brand) {
            $selected = in_array($brand['id'], $this->filters->brandIds, true);
            $options[] = ['value' => $brand['slug'], 'label' => $brand['name'], 'count' => $this->counts->brands[$brand['id']] ?? 0, 'selected' => $selected];
            if ($selected) {
                $this->chip(ListingFilters::BRAND, $brand['slug'], $brand['name']);
            }
        }

        return $options === [] ? null : ['key' => ListingFilters::BRAND, 'type' => 'options', 'label' => Text::get('listing.facet.brand'), 'options' => $options];
    }

    /**
     * @return Facet|null
     */
    private function price(): ?array
    {
        $min = $this->filters->priceMin === null ? null : intdiv($this->filters->priceMin, 100);
        $max = $this->filters->priceMax === null ? null : intdiv($this->filters->priceMax, 100);
        $selected = $min === null && $max === null ? null : ['min' => $min, 'max' => $max];
        if ($selected !== null) {
            $this->chip(ListingFilters::PRICE, null, Text::get('listing.facet.price').': '.self::rangeLabel($min, $max, Money::currency(app()->getLocale()), static fn (int|float $lei): string => Money::number((int) $lei)));
        }
        if ($this->counts->price === null) {
            return null;
        }

        return [
            'key' => ListingFilters::PRICE,
            'type' => 'range',
            'label' => Text::get('listing.facet.price'),
            'unit' => Money::currency(app()->getLocale()),
            'min' => intdiv($this->counts->price[0], 100),
            'max' => intdiv($this->counts->price[1] + 99, 100),
            'selected' => $selected,
        ];
    }

    /**
     * @return Facet|null
     */
    private function stock(): ?array
    {
        if ($this->filters->inStock) {
            $this->chip(ListingFilters::STOCK, null, Text::get('listing.facet.in_stock'));
        }
        if ($this->counts->inStock === 0 && ! $this->filters->inStock) {
            return null;
        }

        return ['key' => ListingFilters::STOCK, 'type' => 'toggle', 'label' => Text::get('listing.facet.in_stock'), 'count' => $this->counts->inStock, 'selected' => $this->filters->inStock];
    }

    /**
     * "4 stars and up", with how many products it leaves, like "in stock" (docs/reviews.md).
     *
     * @return Facet|null
     */
    private function rating(): ?array
    {
        if ($this->filters->topRated) {
            $this->chip(ListingFilters::RATING, null, Text::get('listing.facet.top_rated'));
        }
        if ($this->counts->topRated === 0 && ! $this->filters->topRated) {
            return null;
        }

        return ['key' => ListingFilters::RATING, 'type' => 'toggle', 'label' => Text::get('listing.facet.top_rated'), 'count' => $this->counts->topRated, 'selected' => $this->filters->topRated];
    }

    /**
     * @return list<Facet>
     */
    private function specs(): array
    {
        $locale = app()->getLocale();
        $facets = [];
        foreach ($this->attributes->filterable() as $attributeId => $attribute) {
            $counts = $this->counts->attributes[$attributeId] ?? ['options' => [], 'range' => null];
            $name = $attribute['name'][$locale] ?? $attribute['code'];
            $facet = $attribute['type'] === 'number'
                ? $this->rangeFacet($attributeId, $attribute['code'], $name, (string) Units::localized($attribute['unit'], $locale), $counts['range'])
                : $this->optionsFacet($attributeId, $attribute['code'], $name, $counts['options']);
            if ($facet !== null) {
                $facets[] = $facet;
            }
        }

        return $facets;
    }

    /**
     * @param  array<int, int>  $counts
     * @return Facet|null
     */
    private function optionsFacet(int $attributeId, string $code, string $name, array $counts): ?array
    {
        $locale = app()->getLocale();
        $selectedIds = $this->filters->options[$attributeId] ?? [];
        $ids = array_unique([...array_keys($counts), ...$selectedIds]);
        $options = [];
        foreach ($ids as $optionId) {
            $option = $this->attributes->option($optionId);
            if ($option === null) {
                continue;
            }
            $selected = in_array($optionId, $selectedIds, true);
            $label = $option['value'][$locale] ?? $option['slug'];
            $options[] = ['value' => $option['slug'], 'label' => $label, 'count' => $counts[$optionId] ?? 0, 'selected' => $selected, 'sort' => $option['sort'], 'id' => $optionId];
            if ($selected) {
                $this->chip($code, $option['slug'], $name.': '.$label);
            }
        }
        usort($options, static fn (array $a, array $b): int => [$a['sort'], $a['id']] <=> [$b['sort'], $b['id']]);
        $options = array_map(static fn (array $o): array => ['value' => $o['value'], 'label' => $o['label'], 'count' => $o['count'], 'selected' => $o['selected']], $options);

        return $options === [] ? null : ['key' => $code, 'type' => 'options', 'label' => $name, 'options' => $options];
    }

    /**
     * @param  array{0: float, 1: float}|null  $range
     * @return Facet|null
     */
    private function rangeFacet(int $attributeId, string $code, string $name, string $unit, ?array $range): ?array
    {
        $picked = $this->filters->ranges[$attributeId] ?? null;
        $selected = $picked === null ? null : ['min' => self::optionalNumber($picked[0]), 'max' => self::optionalNumber($picked[1])];
        if ($picked !== null) {
            $this->chip($code, null, $name.': '.self::rangeLabel($picked[0], $picked[1], $unit, static fn (int|float $v): string => (string) $v));
        }
        if ($range === null || ($range[0] === $range[1] && $picked === null)) {
            return null;
        }

        return [
            'key' => $code,
            'type' => 'range',
            'label' => $name,
            'unit' => $unit,
            'min' => self::number(floor($range[0])),
            'max' => self::number(ceil($range[1])),
            'selected' => $selected,
        ];
    }

    private function chip(string $key, ?string $value, string $label): void
    {
        $this->chips[] = ['key' => $key, 'value' => $value, 'label' => $label];
    }

    /**
     * "1 000 – 5 000 lei", "from 40", "up to 55 W".
     *
     * @param  callable(int|float): string  $format
     */
    private static function rangeLabel(int|float|null $min, int|float|null $max, string $unit, callable $format): string
    {
        $unit = in_array($unit, ['', '"', '%'], true) ? $unit : ' '.$unit;
        if ($min !== null && $max !== null) {
            $text = $format(self::number($min)).' – '.$format(self::number($max));
        } elseif ($min !== null) {
            $text = Text::get('listing.range_from', ['value' => $format(self::number($min))]);
        } else {
            $text = Text::get('listing.range_to', ['value' => $format(self::number($max ?? 0))]);
        }

        return $text.$unit;
    }

    /** Whole numbers as integers, so the client shows "55", not "55.0". */
    private static function number(int|float $value): int|float
    {
        return is_float($value) && floor($value) === $value ? (int) $value : $value;
    }

    private static function optionalNumber(int|float|null $value): int|float|null
    {
        return $value === null ? null : self::number($value);
    }
}

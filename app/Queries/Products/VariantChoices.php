<?php

declare(strict_types=1);

namespace App\Queries\Products;

use App\Infrastructure\Locale\Locales;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\Product;
use App\Queries\Promotions\PromotionalPrices;
use Illuminate\Support\Facades\DB;

/**
 * The variant switcher of a product page (docs/variants.md; resources/js/components/products/types.ts,
 * `VariantChoices`): the family's options in their order, each with the values its active variants have, and for each
 * value where choosing it leads from the page's variant (its URL, price and stock, and what else it changes), worked
 * out here so the page's script only draws them. A fixed number of queries whatever the number of variants: the family
 * and its options, the active variants, their promotional prices, their option values and the swatches of those
 * values (names and labels come from the cached AttributeCatalogue).
 *
 * A value's id is the attribute option's id for a select attribute (`"12"`) and `n` with the number for a number
 * attribute (`"n55"`, a TV line's diagonals), so both kinds of option travel the same way.
 *
 * @phpstan-type Option array{attribute_id: int, code: string, name: string, kind: 'swatch'|'button', values: list<array{id: string, label: string, swatch: string|null}>}
 * @phpstan-type Family array{slug: string, name: string, options: list<Option>, variants: list<array{product: Product, values: list<string|null>}>}
 * @phpstan-type Choice array{id: string, label: string, swatch: string|null, url: string, price: int, is_stock: bool, chosen: bool, exact: bool, changes: list<string>}
 * @phpstan-type Choices array{name: string, options: list<array{attribute_id: int, name: string, kind: 'swatch'|'button', values: list<Choice>}>}
 */
final readonly class VariantChoices
{
    /** The colour attribute: its options show as swatches, and search engines read it as schema.org `color`. */
    public const COLOUR_CODE = 'color';

    public function __construct(private AttributeCatalogue $catalogue)
    {
    }

    /**
     * The family of this product with its active variants (this product among them), or null for a product without
     * a family or whose family has no options.
     *
     * @return Family|null
     */
    public function family(Product $product): ?array
    {
        if ($product->family_id === null) {
            return null;
        }
        $rows = DB::table('product_families as f')
            ->leftJoin('product_family_options as o', 'o.family_id', '=', 'f.id')
            ->where('f.id', $product->family_id)
            ->orderBy('o.position')->orderBy('o.attribute_id')
            ->get(['f.slug', 'f.name', 'o.attribute_id']);
        $first = $rows->first();
        $attributeIds = $rows->pluck('attribute_id')->filter(static fn (mixed $id): bool => $id !== null)->map(static fn (mixed $id): int => (int) $id)->values()->all();
        $attributeIds = array_values(array_filter($attributeIds, fn (int $id): bool => $this->catalogue->attribute($id) !== null));
        if ($first === null || $attributeIds === []) {
            return null;
        }

        $variants = [];
        $query = Product::query()->where('family_id', $product->family_id);
        Product::scopeActive($query);
        /** @var \Illuminate\Database\Eloquent\Collection<int, Product> $found */
        $found = $query->orderBy('price')->orderBy('id')->get(['id', 'slug', 'sku', 'name', 'price', 'old_price', 'stock_total', 'family_id', 'is_active']);
        foreach ($found as $variant) {
            $variants[] = $variant->id === $product->id ? $product : $variant;
        }
        PromotionalPrices::give($variants);

        $values = [];
        foreach (DB::table('product_attribute_values')->whereIn('product_id', array_map(static fn (Product $v): int => $v->id, $variants))
            ->whereIn('attribute_id', $attributeIds)->get(['product_id', 'attribute_id', 'attribute_option_id', 'number_value']) as $row) {
            $values[(int) $row->product_id][(int) $row->attribute_id] = $row->attribute_option_id !== null
                ? (string) $row->attribute_option_id
                : ($row->number_value !== null ? 'n'.self::plainNumber((string) $row->number_value) : null);
        }

        $used = [];
        $entries = [];
        foreach ($variants as $variant) {
            $own = [];
            foreach ($attributeIds as $attributeId) {
                $id = $values[$variant->id][$attributeId] ?? null;
                $own[] = $id;
                if ($id !== null) {
                    $used[$attributeId][$id] = true;
                }
            }
            $entries[] = ['product' => $variant, 'values' => $own];
        }

        $name = json_decode((string) $first->name, true);

        return [
            'slug' => (string) $first->slug,
            'name' => Locales::pick(is_array($name) ? $name : null),
            'options' => $this->options($attributeIds, $used),
            'variants' => $entries,
        ];
    }

    /**
     * The page's `variants` prop: what the switcher draws. Money in bani, URLs relative, in the shopper's language.
     *
     * Each value of each option leads to the variant that has it and keeps the page's variant's other values
     * (`exact`); when no variant has that combination, to the nearest one that has the value: it keeps as many of the
     * other values as it can, an earlier option's before a later one's (storage before colour), then is in stock, then
     * is the cheapest. `changes` names the values of the other options that the nearest one changes, in the options'
     * order.
     *
     * @param  Family  $family
     * @return Choices
     */
    public static function props(array $family, Product $current): array
    {
        $entries = $family['variants'];
        $own = [];
        foreach ($entries as $entry) {
            if ($entry['product']->id === $current->id) {
                $own = $entry['values'];
            }
        }
        $labels = [];
        foreach ($family['options'] as $position => $option) {
            foreach ($option['values'] as $value) {
                $labels[$position][$value['id']] = $value['label'];
            }
        }
        $count = count($family['options']);

        $options = [];
        foreach ($family['options'] as $position => $option) {
            $values = [];
            foreach ($option['values'] as $value) {
                $target = self::target($entries, $position, $value['id'], $own, $count);
                if ($target === null) {
                    continue;
                }
                $changes = [];
                foreach ($target['values'] as $other => $id) {
                    if ($other !== $position && $id !== ($own[$other] ?? null) && $id !== null && isset($labels[$other][$id])) {
                        $changes[] = $labels[$other][$id];
                    }
                }
                $values[] = [
                    ...$value,
                    'url' => LocalizedRoutes::url('products.show', ['slug' => $target['product']->slug]),
                    'price' => $target['product']->sellingPrice(),
                    'is_stock' => $target['product']->is_stock,
                    'chosen' => ($own[$position] ?? null) === $value['id'],
                    'exact' => self::keepsTheRest($target['values'], $own, $position),
                    'changes' => $changes,
                ];
            }
            $options[] = [
                'attribute_id' => $option['attribute_id'],
                'name' => $option['name'],
                'kind' => $option['kind'],
                'values' => $values,
            ];
        }

        return ['name' => $family['name'], 'options' => $options];
    }

    /**
     * The variant that choosing value `$id` of option `$position` leads to from a variant with the values `$own`:
     * the one with that value scoring highest, each other option's value it keeps worth more than every later one's
     * and being in stock together, in stock worth one; the first (the cheapest) of those that score the same.
     *
     * @param  list<array{product: Product, values: list<string|null>}>  $entries  cheapest first
     * @param  list<string|null>  $own
     * @return array{product: Product, values: list<string|null>}|null
     */
    private static function target(array $entries, int $position, string $id, array $own, int $count): ?array
    {
        $best = null;
        $bestScore = -1;
        foreach ($entries as $entry) {
            if (($entry['values'][$position] ?? null) !== $id) {
                continue;
            }
            $score = $entry['product']->is_stock ? 1 : 0;
            foreach ($entry['values'] as $other => $value) {
                if ($other !== $position && $value === ($own[$other] ?? null)) {
                    $score += 2 ** ($count - $other);
                }
            }
            if ($score > $bestScore) {
                $best = $entry;
                $bestScore = $score;
            }
        }

        return $best;
    }

    /**
     * @param  list<string|null>  $values
     * @param  list<string|null>  $own
     */
    private static function keepsTheRest(array $values, array $own, int $position): bool
    {
        foreach ($values as $other => $id) {
            if ($other !== $position && $id !== ($own[$other] ?? null)) {
                return false;
            }
        }

        return true;
    }

    /**
     * The options in the family's order, each with the values some active variant has: select values in their
     * options' order, numbers from the smallest.
     *
     * @param  list<int>  $attributeIds
     * @param  array<int, array<int|string, true>>  $used  per attribute, the ids of the values used (PHP keys "12" as 12)
     * @return list<Option>
     */
    private function options(array $attributeIds, array $used): array
    {
        $optionIds = [];
        foreach ($used as $ids) {
            foreach (array_keys($ids) as $id) {
                if (is_int($id) || ! str_starts_with($id, 'n')) {
                    $optionIds[] = (int) $id;
                }
            }
        }
        $swatches = $optionIds === [] ? [] : DB::table('attribute_options')->whereIn('id', $optionIds)->whereNotNull('swatch')
            ->pluck('swatch', 'id')->map(static fn (mixed $hex): string => (string) $hex)->all();

        $options = [];
        foreach ($attributeIds as $attributeId) {
            $attribute = $this->catalogue->attribute($attributeId);
            if ($attribute === null) {
                continue;
            }
            $values = [];
            foreach (array_keys($used[$attributeId] ?? []) as $id) {
                $id = (string) $id;
                if (str_starts_with($id, 'n')) {
                    $number = substr($id, 1);
                    $values[] = ['sort' => [0, (float) $number, 0], 'value' => ['id' => $id, 'label' => ProductSpecs::withUnit(ProductSpecs::number($number), $attribute['unit']), 'swatch' => null]];

                    continue;
                }
                $option = $this->catalogue->option((int) $id);
                $swatch = $swatches[(int) $id] ?? null;
                $values[] = [
                    'sort' => [1, $option['sort'] ?? PHP_INT_MAX, (int) $id],
                    'value' => ['id' => $id, 'label' => Locales::pick($option['value'] ?? null), 'swatch' => self::hex($swatch)],
                ];
            }
            usort($values, static fn (array $a, array $b): int => $a['sort'] <=> $b['sort']);
            $values = array_map(static fn (array $entry): array => $entry['value'], $values);
            $hasSwatch = array_filter($values, static fn (array $value): bool => $value['swatch'] !== null) !== [];

            $options[] = [
                'attribute_id' => $attributeId,
                'code' => $attribute['code'],
                'name' => Locales::pick($attribute['name']),
                'kind' => $attribute['code'] === self::COLOUR_CODE || $hasSwatch ? 'swatch' : 'button',
                'values' => $values,
            ];
        }

        return $options;
    }

    /** Only a CSS hex colour reaches a `style` attribute. */
    private static function hex(?string $swatch): ?string
    {
        return $swatch !== null && preg_match('/^#[0-9a-fA-F]{6}$|^#[0-9a-fA-F]{3}$/', $swatch) === 1 ? strtolower($swatch) : null;
    }

    /** "55.00" → "55", "6.50" → "6.5": the same number written the same way whatever the column's scale. */
    private static function plainNumber(string $number): string
    {
        return str_contains($number, '.') ? rtrim(rtrim($number, '0'), '.') : $number;
    }
}

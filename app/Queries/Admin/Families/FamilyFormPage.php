<?php

declare(strict_types=1);

namespace App\Queries\Admin\Families;

use App\Http\Requests\Admin\Products\PriceInput;
use App\Models\Attribute;
use App\Models\AttributeOption;
use App\Models\Category;
use App\Models\Product;
use App\Models\ProductFamily;
use App\Queries\Admin\Products\ProductFormOptions;
use App\Services\Families\OptionNumber;
use App\Support\Units;
use Illuminate\Database\Eloquent\Collection;
use Illuminate\Support\Facades\DB;

/**
 * The family form's props: the family as the form edits it (its version for the "changed meanwhile" check), the leaf
 * categories and brands, the option attributes the category offers (its select spec attributes with their options
 * and swatches, and its number ones with their unit), and the variants table: each variant's SKU, option values (an
 * option's id, or the number in its plain form: `55`, `6.1`), prices back in lei, stock and state, with the links to
 * its own product form and stock page.
 *
 * @phpstan-type OptionAttribute array{id: int, code: string, name: string, type: string, unit: string|null, options: list<array{value: string, label: string, swatch: string|null}>}
 * @phpstan-type VariantRow array{id: int, sku: string, name: string, price: string, old_price: string, stock: int, is_active: bool, is_listed: bool, values: object}
 */
final readonly class FamilyFormPage
{
    public function __construct(private ProductFormOptions $options)
    {
    }

    /**
     * @return array<string, mixed>
     */
    public function props(?ProductFamily $family, ?int $category): array
    {
        $category ??= $family?->category_id;

        return [
            'family' => $family === null ? null : $this->family($family),
            'variants' => $family === null ? [] : $this->variants($family),
            'categories' => $this->options->categories(leavesOnly: true),
            'brands' => $this->options->brands(),
            'category' => $category,
            'attributes' => $category === null ? [] : self::optionAttributes($category),
        ];
    }

    /**
     * The select and number attributes a category's products are described by: what a family in it can tell its
     * variants apart by (storage, colour, a TV's diagonal).
     *
     * @return Collection<int, Attribute>
     */
    public static function optionModels(int $categoryId): Collection
    {
        $category = Category::query()->find($categoryId);
        if ($category === null) {
            return new Collection;
        }
        /** @var Collection<int, Attribute> $attributes */
        $attributes = $category->specAttributes()->with(['options' => static fn ($query) => $query->orderBy('sort')->orderBy('id')])
            ->whereIn('attributes.type', ['select', 'number'])->get();

        return $attributes;
    }

    /**
     * A family's option attributes in the switcher's order, with their options.
     *
     * @return Collection<int, Attribute>
     */
    public static function familyOptionModels(int $familyId): Collection
    {
        /** @var Collection<int, Attribute> $attributes */
        $attributes = Attribute::query()->with(['options' => static fn ($query) => $query->orderBy('sort')->orderBy('id')])
            ->join('product_family_options as f', 'f.attribute_id', '=', 'attributes.id')
            ->where('f.family_id', $familyId)->orderBy('f.position')->select('attributes.*')->get();

        return $attributes;
    }

    /**
     * @return list<OptionAttribute>
     */
    public static function optionAttributes(int $categoryId): array
    {
        return array_values(array_map(static fn (Attribute $attribute): array => [
            'id' => $attribute->id,
            'code' => $attribute->code,
            'name' => $attribute->translate('name'),
            'type' => $attribute->type === 'number' ? 'number' : 'select',
            'unit' => $attribute->type === 'number' ? Units::localized($attribute->unit) : null,
            'options' => array_values($attribute->options->map(static fn (AttributeOption $option): array => [
                'value' => (string) $option->id, 'label' => $option->translate('value'), 'swatch' => $option->swatch,
            ])->all()),
        ], self::optionModels($categoryId)->all()));
    }

    /**
     * @return array<string, mixed>
     */
    private function family(ProductFamily $family): array
    {
        $family->loadMissing('options');

        return [
            'id' => $family->id,
            'slug' => $family->slug,
            'name' => ['ro' => $family->name['ro'] ?? '', 'ru' => $family->name['ru'] ?? ''],
            'description' => ['ro' => $family->description['ro'] ?? '', 'ru' => $family->description['ru'] ?? ''],
            'brand_id' => $family->brand_id,
            'category_id' => $family->category_id,
            'options' => array_values($family->options->map(static fn (Attribute $attribute): string => (string) $attribute->id)->all()),
            'version' => $family->version,
        ];
    }

    /**
     * @return list<VariantRow>
     */
    private function variants(ProductFamily $family): array
    {
        /** @var Collection<int, Product> $variants */
        $variants = Product::query()->where('family_id', $family->id)->orderBy('id')
            ->get(['id', 'sku', 'name', 'price', 'old_price', 'stock_total', 'is_active', 'is_listed']);
        $options = DB::table('product_family_options')->where('family_id', $family->id)->pluck('attribute_id')->map(static fn (mixed $id): int => (int) $id)->all();
        $values = [];
        if ($options !== [] && $variants->isNotEmpty()) {
            foreach (DB::table('product_attribute_values')->whereIn('product_id', $variants->modelKeys())->whereIn('attribute_id', $options)
                ->get(['product_id', 'attribute_id', 'attribute_option_id', 'number_value']) as $row) {
                $value = $row->attribute_option_id !== null ? (string) $row->attribute_option_id
                    : ($row->number_value !== null ? OptionNumber::plain((string) $row->number_value) : null);
                if ($value !== null) {
                    $values[(int) $row->product_id][(string) $row->attribute_id] = $value;
                }
            }
        }

        return array_values($variants->map(static fn (Product $variant): array => [
            'id' => $variant->id,
            'sku' => $variant->sku,
            'name' => $variant->translate('name'),
            'price' => PriceInput::fromBani($variant->price),
            'old_price' => PriceInput::fromBani($variant->old_price),
            'stock' => $variant->stock_total,
            'is_active' => $variant->is_active,
            'is_listed' => $variant->is_listed,
            'values' => (object) ($values[$variant->id] ?? []),
        ])->all());
    }
}

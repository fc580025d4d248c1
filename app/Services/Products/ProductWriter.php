<?php

declare(strict_types=1);

namespace App\Services\Products;

use App\Models\Category;
use App\Models\Product;
use App\Models\ProductAttributeValue;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;

/**
 * What creating and editing a product share: the columns from the form (the category's ancestors filled in, the slug
 * made from the Romanian name when left empty), the spec values replaced as a whole, and the audit's view of both.
 */
final class ProductWriter
{
    /** The columns the audit log compares, with the spec values under `specs`. */
    public const AUDITED = ['name', 'description', 'sku', 'slug', 'price', 'old_price', 'category_id', 'brand_id', 'is_new', 'is_popular', 'is_active'];

    public function fill(Product $product, ProductData $data): void
    {
        /** @var Category $category */
        $category = Category::query()->with('parent.parent')->findOrFail($data->categoryId);
        [$root, $sub] = match ($category->depth) {
            0 => [$category->id, null],
            1 => [(int) $category->parent_id, $category->id],
            default => [(int) $category->parent?->parent_id, (int) $category->parent_id],
        };

        $product->fill([
            'name' => $data->name,
            'description' => $data->description,
            'sku' => $data->sku,
            'slug' => $data->slug ?? $this->freeSlug($data->name['ro'], $product->exists ? $product->id : null),
            'price' => $data->price,
            'old_price' => $data->oldPrice,
            'category_id' => $category->id,
            'category_sub_id' => $sub,
            'category_root_id' => $root,
            'brand_id' => $data->brandId,
            'is_new' => $data->isNew,
            'is_popular' => $data->isPopular,
        ]);
        if ($data->withCostPrice) {
            $product->forceFill(['cost_price' => $data->costPrice]);
        }
        if ($data->withReorderLevel) {
            $product->forceFill(['reorder_level' => $data->reorderLevel]);
        }
    }

    /**
     * @param  array<int, array{option: int|null, number: string|null}>  $specs
     */
    public function replaceSpecs(Product $product, array $specs): void
    {
        DB::table('product_attribute_values')->where('product_id', $product->id)->delete();
        $rows = [];
        foreach ($specs as $attributeId => $value) {
            $rows[] = ['product_id' => $product->id, 'attribute_id' => $attributeId, 'attribute_option_id' => $value['option'], 'number_value' => $value['number']];
        }
        if ($rows !== []) {
            DB::table('product_attribute_values')->insert($rows);
        }
    }

    /**
     * The audited view of a product: its columns and its spec values by attribute code.
     *
     * @return array<string, mixed>
     */
    public function snapshot(Product $product): array
    {
        $values = [];
        foreach (self::AUDITED as $column) {
            $values[$column] = $product->getAttribute($column);
        }
        $specs = [];
        foreach (ProductAttributeValue::query()->with(['attribute:id,code', 'option:id,slug'])->where('product_id', $product->id)->get() as $value) {
            $specs[$value->attribute->code] = $value->option !== null ? $value->option->slug : $value->number_value;
        }
        ksort($specs);
        $values['specs'] = $specs;

        return $values;
    }

    /** A slug from the name, with -2, -3… when another product has it already. */
    private function freeSlug(string $name, ?int $ignore): string
    {
        $base = Str::limit(Str::slug($name), 190, '');
        $base = $base === '' ? 'produs' : $base;
        $slug = $base;
        for ($n = 2; Product::query()->where('slug', $slug)->when($ignore !== null, static fn ($q) => $q->whereKeyNot($ignore))->exists(); $n++) {
            $slug = $base.'-'.$n;
        }

        return $slug;
    }
}

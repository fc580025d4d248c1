<?php

declare(strict_types=1);

namespace App\Services\Families;

use App\Models\Category;
use App\Models\Product;
use App\Models\ProductFamily;
use App\Support\Text;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;
use Illuminate\Validation\ValidationException;

/**
 * What the family form's actions share (docs/variants.md): the shared name, brand, category (with the products' root
 * and sub columns, as ProductWriter sets them) and description written down to every variant, a variant's name made
 * of the family's name and its option labels in each language, its option values kept as ordinary spec values, and
 * the audit's view of a family and of a variant.
 */
final class FamilyWriter
{
    /**
     * The family row locked for this transaction, refused when its version is not the one the page showed.
     *
     * @throws ValidationException
     */
    public function lock(ProductFamily $family, ?int $version = null): ProductFamily
    {
        $query = ProductFamily::query()->whereKey($family->id);
        $query->getQuery()->lockForUpdate();
        /** @var ProductFamily $locked */
        $locked = $query->firstOrFail();
        if ($version !== null && $locked->version !== $version) {
            throw ValidationException::withMessages(['version' => Text::get('admin.families.changed_meanwhile')]);
        }

        return $locked;
    }

    /** One more write to the family: a form showing the version before is refused its save. */
    public function touch(ProductFamily $family): void
    {
        $family->version++;
        $family->save();
    }

    /**
     * Name, brand, category (and its ancestors' columns) and description onto every variant of the family.
     */
    public function writeDown(ProductFamily $family): void
    {
        [$root, $sub] = self::categoryColumns($family->category_id);
        $labels = $this->optionLabels($family);
        foreach (Product::query()->where('family_id', $family->id)->get() as $variant) {
            $variant->fill([
                'name' => self::variantName($family->name, $labels[$variant->id] ?? []),
                'brand_id' => $family->brand_id,
                'category_id' => $family->category_id,
                'category_root_id' => $root,
                'category_sub_id' => $sub,
                'description' => ['ro' => $family->description['ro'] ?? '', 'ru' => $family->description['ru'] ?? ''],
            ]);
            if ($variant->isDirty()) {
                $variant->save();
            }
        }
    }

    /**
     * @param  array<string, string>  $familyName
     * @param  list<array{ro: string, ru: string}>  $labels  the variant's option labels in the options' order
     * @return array{ro: string, ru: string}
     */
    public static function variantName(array $familyName, array $labels): array
    {
        $name = [];
        foreach (['ro', 'ru'] as $locale) {
            $parts = [trim($familyName[$locale] ?? '')];
            foreach ($labels as $label) {
                $parts[] = trim($label[$locale]);
            }
            $name[$locale] = Str::limit(implode(' ', array_filter($parts, static fn (string $part): bool => $part !== '')), 255, '');
        }

        return $name;
    }

    /**
     * Each variant's option labels in the family's option order.
     *
     * @return array<int, list<array{ro: string, ru: string}>>
     */
    public function optionLabels(ProductFamily $family): array
    {
        $positions = DB::table('product_family_options')->where('family_id', $family->id)->orderBy('position')->pluck('attribute_id')->map(static fn (mixed $id): int => (int) $id)->all();
        if ($positions === []) {
            return [];
        }
        $rows = DB::table('product_attribute_values as v')->join('products as p', 'p.id', '=', 'v.product_id')
            ->join('attributes as a', 'a.id', '=', 'v.attribute_id')
            ->leftJoin('attribute_options as o', 'o.id', '=', 'v.attribute_option_id')
            ->where('p.family_id', $family->id)->whereIn('v.attribute_id', $positions)
            ->get(['v.product_id', 'v.attribute_id', 'o.value', 'v.number_value', 'a.unit']);
        $byVariant = [];
        foreach ($rows as $row) {
            if ($row->value !== null) {
                $value = json_decode((string) $row->value, true);
                $byVariant[(int) $row->product_id][(int) $row->attribute_id] = ['ro' => (string) ($value['ro'] ?? ''), 'ru' => (string) ($value['ru'] ?? '')];
            } elseif ($row->number_value !== null) {
                $number = OptionNumber::plain((string) $row->number_value);
                $unit = $row->unit === null ? null : (string) $row->unit;
                $byVariant[(int) $row->product_id][(int) $row->attribute_id] = ['ro' => OptionNumber::label($number, $unit, 'ro'), 'ru' => OptionNumber::label($number, $unit, 'ru')];
            }
        }
        $labels = [];
        foreach ($byVariant as $productId => $values) {
            $labels[$productId] = [];
            foreach ($positions as $attributeId) {
                if (isset($values[$attributeId])) {
                    $labels[$productId][] = $values[$attributeId];
                }
            }
        }

        return $labels;
    }

    /**
     * A variant's option values (attribute id => option id, or a number's plain form for a number attribute) written
     * as its spec values, replacing what it had for those attributes.
     *
     * @param  array<int, int|string>  $values
     */
    public function setValues(Product $variant, array $values): void
    {
        if ($values === []) {
            return;
        }
        DB::table('product_attribute_values')->where('product_id', $variant->id)->whereIn('attribute_id', array_keys($values))->delete();
        $rows = [];
        foreach ($values as $attributeId => $value) {
            $rows[] = ['product_id' => $variant->id, 'attribute_id' => $attributeId, 'attribute_option_id' => is_int($value) ? $value : null, 'number_value' => is_string($value) ? $value : null];
        }
        DB::table('product_attribute_values')->insert($rows);
    }

    /**
     * The family's other spec values (what its variants share) onto a new variant: those of its first variant,
     * except the options that tell them apart.
     *
     * @param  list<int>  $options
     */
    public function copySharedSpecs(ProductFamily $family, Product $variant, array $options): void
    {
        $model = Product::query()->where('family_id', $family->id)->whereKeyNot($variant->id)->orderBy('id')->value('id');
        if ($model === null) {
            return;
        }
        $rows = DB::table('product_attribute_values')->where('product_id', $model)->whereNotIn('attribute_id', $options)
            ->whereNotIn('attribute_id', DB::table('product_attribute_values')->where('product_id', $variant->id)->select('attribute_id'))
            ->get(['attribute_id', 'attribute_option_id', 'number_value']);
        $insert = [];
        foreach ($rows as $row) {
            $insert[] = ['product_id' => $variant->id, 'attribute_id' => (int) $row->attribute_id, 'attribute_option_id' => $row->attribute_option_id, 'number_value' => $row->number_value];
        }
        if ($insert !== []) {
            DB::table('product_attribute_values')->insert($insert);
        }
    }

    /**
     * A slug from the name, with -2, -3… when a product (or, for a family, another family) has it already.
     *
     * @param  'products'|'product_families'  $table
     */
    public static function freeSlug(string $table, string $name, ?int $ignore = null): string
    {
        $base = Str::limit(Str::slug($name), 190, '');
        $base = $base === '' ? ($table === 'products' ? 'produs' : 'familie') : $base;
        $slug = $base;
        for ($n = 2; DB::table($table)->where('slug', $slug)->when($ignore !== null, static fn ($q) => $q->where('id', '!=', $ignore))->exists(); $n++) {
            $slug = $base.'-'.$n;
        }

        return $slug;
    }

    /**
     * The products' root and sub category columns for a leaf category, as ProductWriter sets them.
     *
     * @return array{0: int, 1: int|null}
     */
    public static function categoryColumns(int $categoryId): array
    {
        /** @var Category $category */
        $category = Category::query()->with('parent.parent')->findOrFail($categoryId);

        return match ($category->depth) {
            0 => [$category->id, null],
            1 => [(int) $category->parent_id, $category->id],
            default => [(int) $category->parent?->parent_id, (int) $category->parent_id],
        };
    }

    /**
     * The audited view of a family.
     *
     * @return array<string, mixed>
     */
    public function snapshot(ProductFamily $family): array
    {
        return [
            'name' => $family->name,
            'description' => $family->description ?? ['ro' => '', 'ru' => ''],
            'brand_id' => $family->brand_id,
            'category_id' => $family->category_id,
            'attributes' => DB::table('product_family_options')->where('family_id', $family->id)->orderBy('position')->pluck('attribute_id')->map(static fn (mixed $id): int => (int) $id)->all(),
        ];
    }

    /**
     * The audited view of a variant: what the family form edits of it, its option values by attribute code (an
     * option's slug or a number).
     *
     * @return array<string, mixed>
     */
    public function variantSnapshot(Product $variant): array
    {
        $specs = [];
        $options = $variant->family_id === null ? [] : DB::table('product_family_options')->where('family_id', $variant->family_id)->pluck('attribute_id')->all();
        if ($options !== []) {
            foreach (DB::table('product_attribute_values as v')->join('attributes as a', 'a.id', '=', 'v.attribute_id')
                ->leftJoin('attribute_options as o', 'o.id', '=', 'v.attribute_option_id')
                ->where('v.product_id', $variant->id)->whereIn('v.attribute_id', $options)->get(['a.code', 'o.slug', 'v.number_value']) as $row) {
                $specs[(string) $row->code] = $row->slug !== null ? (string) $row->slug : OptionNumber::plain((string) $row->number_value);
            }
            ksort($specs);
        }

        return ['sku' => $variant->sku, 'price' => $variant->price, 'old_price' => $variant->old_price, 'is_active' => $variant->is_active, 'specs' => $specs];
    }

    /**
     * Only the fields that changed, before and after; null when nothing did.
     *
     * @param  array<string, mixed>  $before
     * @param  array<string, mixed>  $after
     * @return array{0: array<string, mixed>, 1: array<string, mixed>}|null
     */
    public static function changes(array $before, array $after): ?array
    {
        $changed = array_keys(array_filter($after, static fn (mixed $value, string $key): bool => json_encode($value) !== json_encode($before[$key] ?? null), ARRAY_FILTER_USE_BOTH));

        return $changed === [] ? null : [array_intersect_key($before, array_flip($changed)), array_intersect_key($after, array_flip($changed))];
    }
}

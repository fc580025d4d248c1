<?php

declare(strict_types=1);

namespace App\Queries\Admin\Products;

use App\Models\Attribute;
use App\Models\AttributeOption;
use App\Models\Brand;
use App\Models\Category;
use Illuminate\Database\Eloquent\Collection;

/**
 * What the product form and the list's filters choose from, in the staff member's language: the categories as paths
 * in tree order (every level for the filter, the leaves for the form), the brands A–Z, and a category's spec
 * attributes with their options.
 *
 * @phpstan-type Choice array{value: string, label: string}
 * @phpstan-type SpecAttribute array{id: int, code: string, name: string, type: string, unit: string|null, options: list<Choice>}
 */
final class ProductFormOptions
{
    /** Option slugs that mean "yes" for boolean attributes (as the product page reads them). */
    public const YES = ['da', 'yes', '1', 'true'];

    public const NO = ['nu', 'no', '0', 'false'];

    /**
     * @return list<Choice>
     */
    public function categories(bool $leavesOnly): array
    {
        /** @var Collection<int, Category> $all */
        $all = Category::query()->orderBy('depth')->orderBy('sort')->orderBy('id')->get(['id', 'parent_id', 'depth', 'name', 'sort']);
        $children = [];
        foreach ($all as $category) {
            $children[$category->parent_id ?? 0][] = $category;
        }

        $choices = [];
        $walk = static function (int $parent, string $prefix) use (&$walk, &$choices, $children, $leavesOnly): void {
            foreach ($children[$parent] ?? [] as $category) {
                $label = $prefix.$category->translate('name');
                $isLeaf = ! isset($children[$category->id]);
                if (! $leavesOnly || $isLeaf) {
                    $choices[] = ['value' => (string) $category->id, 'label' => $label];
                }
                $walk($category->id, $label.' › ');
            }
        };
        $walk(0, '');

        return $choices;
    }

    /**
     * @return list<Choice>
     */
    public function brands(): array
    {
        return array_values(Brand::query()->get(['id', 'name'])
            ->sortBy(static fn (Brand $brand): string => mb_strtolower($brand->name))
            ->map(static fn (Brand $brand): array => ['value' => (string) $brand->id, 'label' => $brand->name])
            ->values()->all());
    }

    /**
     * The spec attributes the category asks for, ready for the form's inputs.
     *
     * @return list<SpecAttribute>
     */
    public function attributes(?int $categoryId): array
    {
        if ($categoryId === null) {
            return [];
        }

        return array_values(array_map(static fn (Attribute $attribute): array => [
            'id' => $attribute->id,
            'code' => $attribute->code,
            'name' => $attribute->translate('name'),
            'type' => in_array($attribute->type, ['select', 'number', 'boolean'], true) ? $attribute->type : 'select',
            'unit' => $attribute->unit,
            'options' => array_values($attribute->options->map(static fn (AttributeOption $option): array => ['value' => (string) $option->id, 'label' => $option->translate('value')])->all()),
        ], $this->attributeModels($categoryId)->all()));
    }

    /**
     * @return Collection<int, Attribute>
     */
    public function attributeModels(int $categoryId): Collection
    {
        $category = Category::query()->find($categoryId);
        if ($category === null) {
            return new Collection;
        }

        /** @var Collection<int, Attribute> $attributes */
        $attributes = $category->specAttributes()->with(['options' => static fn ($query) => $query->orderBy('sort')->orderBy('id')])->get();

        return $attributes;
    }

    /** The option of a boolean attribute that means yes (or no); null when it has no such options. */
    public static function booleanOption(Attribute $attribute, bool $yes): ?int
    {
        $slugs = $yes ? self::YES : self::NO;
        $option = $attribute->options->first(static fn (AttributeOption $option): bool => in_array($option->slug, $slugs, true));

        return $option?->id;
    }
}

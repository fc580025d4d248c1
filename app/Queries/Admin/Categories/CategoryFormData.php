<?php

declare(strict_types=1);

namespace App\Queries\Admin\Categories;

use App\Infrastructure\Images\ImageStore;
use App\Models\Attribute;
use App\Models\Category;
use App\Services\Catalog\CategoryRules;
use Illuminate\Support\Facades\DB;

/**
 * What a category's form offers: the category as stored (both languages), the parents it may be put under (the
 * tree keeps three levels: a parent at most one level deep, deep enough for the category's own children, never
 * inside itself), and for a category without children the spec attributes to describe its products by.
 *
 * @phpstan-type ParentOption array{id: int, name: string, depth: int}
 * @phpstan-type AttributeChoice array{id: int, code: string, name: string, section: string, type: string, unit: string|null}
 * @phpstan-type Form array{id: int, name: array{ro: string, ru: string}, slug: string, parent_id: int|null, depth: int, label: array{ro: string, ru: string, font_color: string, bg_color: string}|null, image_url: string|null, children_count: int, products_count: int, url: string, attributes: list<int>}
 */
final class CategoryFormData
{
    public function __construct(private ImageStore $images)
    {
    }

    /**
     * @return Form
     */
    public function category(Category $category): array
    {
        $levels = CategoryRules::subtree($category);
        $path = [];
        for ($node = $category; $node !== null; $node = $node->parent) {
            array_unshift($path, $node->slug);
        }

        return [
            'id' => $category->id,
            'name' => ['ro' => $category->name['ro'] ?? '', 'ru' => $category->name['ru'] ?? ''],
            'slug' => $category->slug,
            'parent_id' => $category->parent_id,
            'depth' => $category->depth,
            'label' => $category->label === null ? null : [
                'ro' => $category->label['name']['ro'] ?? '',
                'ru' => $category->label['name']['ru'] ?? '',
                'font_color' => $category->label['font_color'],
                'bg_color' => $category->label['bg_color'],
            ],
            'image_url' => $category->image === null ? null : $this->images->url($category->image, 'tile'),
            'children_count' => count($levels[1] ?? []),
            'products_count' => DB::table('products')->where($category->productColumn(), $category->id)->count(),
            'url' => CategoryAdminTree::storefrontUrl($path),
            'attributes' => array_values(array_map(intval(...), $category->specAttributes()->pluck('attributes.id')->all())),
        ];
    }

    /**
     * The categories the one being edited (or a new one) may be put under, each named by its path.
     *
     * @return list<ParentOption>
     */
    public function parents(string $locale, ?Category $category = null): array
    {
        $excluded = [];
        $height = 0;
        if ($category !== null) {
            $levels = CategoryRules::subtree($category);
            $excluded = array_merge(...$levels);
            $height = count($levels) - 1;
        }
        $maxParentDepth = CategoryRules::MAX_DEPTH - 1 - $height;

        /** @var \Illuminate\Database\Eloquent\Collection<int, Category> $nodes */
        $nodes = Category::query()->where('depth', '<=', $maxParentDepth)->orderBy('depth')->orderBy('sort')->orderBy('id')->get();
        $byParent = $nodes->groupBy(static fn (Category $c): int => $c->parent_id ?? 0);
        $options = [];
        $walk = function (int $parentId, string $prefix) use (&$walk, &$options, $byParent, $excluded, $locale): void {
            foreach ($byParent->get($parentId, collect()) as $node) {
                /** @var Category $node */
                if (in_array($node->id, $excluded, true)) {
                    continue;
                }
                $name = $prefix.$node->translate('name', $locale);
                $options[] = ['id' => $node->id, 'name' => $name, 'depth' => $node->depth];
                $walk($node->id, $name.' › ');
            }
        };
        $walk(0, '');

        return $options;
    }

    /**
     * Every spec attribute, by section and order, to pick from.
     *
     * @return list<AttributeChoice>
     */
    public function attributeChoices(string $locale): array
    {
        /** @var \Illuminate\Database\Eloquent\Collection<int, Attribute> $attributes */
        $attributes = Attribute::query()->orderBy('sort')->orderBy('id')->get();

        return array_values($attributes->map(static fn (Attribute $a): array => [
            'id' => $a->id,
            'code' => $a->code,
            'name' => $a->translate('name', $locale),
            'section' => $a->translate('section', $locale),
            'type' => $a->type,
            'unit' => $a->unit,
        ])->all());
    }
}

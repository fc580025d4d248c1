<?php

declare(strict_types=1);

namespace App\Queries\Admin\Attributes;

use App\Infrastructure\Database\LikePattern;
use App\Models\Attribute;
use App\Models\AttributeOption;
use Illuminate\Support\Facades\DB;

/**
 * The spec attributes for the back office, in their order, each with how many categories ask for it and how many
 * products have a value for it; and one attribute's options with how many products use each.
 *
 * @phpstan-type Row array{id: int, code: string, name: string, section: string, type: string, unit: string|null, is_filterable: bool, sort: int, categories_count: int, products_count: int, options_count: int}
 * @phpstan-type OptionRow array{id: int, slug: string, value: array{ro: string, ru: string}, sort: int, swatch: string|null, products_count: int}
 */
final class AttributeAdminList
{
    /**
     * @return list<Row>
     */
    public function rows(string $locale, ?string $search): array
    {
        $query = Attribute::query()->withCount('options')->orderBy('sort')->orderBy('id')
            ->addSelect([
                'categories_count' => DB::table('category_attribute')->selectRaw('count(*)')->whereColumn('attribute_id', 'attributes.id'),
                'products_count' => DB::table('product_attribute_values')->selectRaw('count(*)')->whereColumn('attribute_id', 'attributes.id'),
            ]);
        if ($search !== null && $search !== '') {
            $like = LikePattern::containing($search);
            $query->where(static fn ($q) => $q->whereRaw(LikePattern::lowerColumnLike($q, 'code'), [$like])
                ->orWhereRaw(LikePattern::lowerColumnLike($q, 'name->ro'), [$like])
                ->orWhereRaw(LikePattern::lowerColumnLike($q, 'name->ru'), [$like]));
        }

        /** @var \Illuminate\Database\Eloquent\Collection<int, Attribute> $attributes */
        $attributes = $query->get();

        return array_values($attributes->map(static fn (Attribute $a): array => [
            'id' => $a->id,
            'code' => $a->code,
            'name' => $a->translate('name', $locale),
            'section' => $a->translate('section', $locale),
            'type' => $a->type,
            'unit' => $a->unit,
            'is_filterable' => $a->is_filterable,
            'sort' => $a->sort,
            'categories_count' => (int) $a->getAttribute('categories_count'),
            'products_count' => (int) $a->getAttribute('products_count'),
            'options_count' => (int) $a->getAttribute('options_count'),
        ])->all());
    }

    /**
     * @return array{id: int, code: string, name: array{ro: string, ru: string}, section: array{ro: string, ru: string}, type: string, unit: string|null, is_filterable: bool, sort: int, products_count: int}
     */
    public function form(Attribute $attribute): array
    {
        return [
            'id' => $attribute->id,
            'code' => $attribute->code,
            'name' => ['ro' => $attribute->name['ro'] ?? '', 'ru' => $attribute->name['ru'] ?? ''],
            'section' => ['ro' => $attribute->section['ro'] ?? '', 'ru' => $attribute->section['ru'] ?? ''],
            'type' => $attribute->type,
            'unit' => $attribute->unit,
            'is_filterable' => $attribute->is_filterable,
            'sort' => $attribute->sort,
            'products_count' => DB::table('product_attribute_values')->where('attribute_id', $attribute->id)->count(),
        ];
    }

    /**
     * @return list<OptionRow>
     */
    public function options(Attribute $attribute): array
    {
        $used = DB::table('product_attribute_values')->where('attribute_id', $attribute->id)->whereNotNull('attribute_option_id')
            ->groupBy('attribute_option_id')->selectRaw('attribute_option_id as id, count(*) as n')->pluck('n', 'id');

        /** @var \Illuminate\Database\Eloquent\Collection<int, AttributeOption> $options */
        $options = $attribute->options()->orderBy('sort')->orderBy('id')->get();

        return array_values($options->map(static fn (AttributeOption $o): array => [
            'id' => $o->id,
            'slug' => $o->slug,
            'value' => ['ro' => $o->value['ro'] ?? '', 'ru' => $o->value['ru'] ?? ''],
            'sort' => $o->sort,
            'swatch' => $o->swatch,
            'products_count' => (int) ($used[$o->id] ?? 0),
        ])->all());
    }
}

<?php

declare(strict_types=1);

namespace App\Queries\Products;

use App\Infrastructure\Cache\CatalogCache;
use App\Infrastructure\Cache\ServerMemory;
use App\Models\Attribute;
use App\Models\AttributeOption;
use Illuminate\Container\Attributes\Scoped;

/**
 * Every spec attribute with its options, in both languages, as plain arrays: a small table read on every product
 * page, so it is cached across requests (a few minutes) and kept for the rest of the request.
 *
 * @phpstan-type AttributeInfo array{code: string, name: array<string, string>, section: array<string, string>, type: string, unit: string|null, sort: int, is_filterable: bool}
 * @phpstan-type OptionInfo array{slug: string, value: array<string, string>, sort: int}
 * @phpstan-type Catalogue array{attributes: array<int, AttributeInfo>, options: array<int, OptionInfo>, codes: array<string, int>, slugs: array<int, array<string, int>>}
 */
#[Scoped]
final class AttributeCatalogue
{
    private const TTL_SECONDS = 600;

    private const KEY = 'attribute-catalogue:v2';

    /** @var Catalogue|null */
    private ?array $catalogue = null;

    /**
     * @return AttributeInfo|null
     */
    public function attribute(int $id): ?array
    {
        return $this->load()['attributes'][$id] ?? null;
    }

    /**
     * @return OptionInfo|null
     */
    public function option(int $id): ?array
    {
        return $this->load()['options'][$id] ?? null;
    }

    /** The id of the attribute with this code (as listing URLs name it). */
    public function idOfCode(string $code): ?int
    {
        return $this->load()['codes'][$code] ?? null;
    }

    /** The id of an attribute's option by its slug (as listing URLs name it). */
    public function optionIdOfSlug(int $attributeId, string $slug): ?int
    {
        return $this->load()['slugs'][$attributeId][$slug] ?? null;
    }

    /**
     * Filterable attributes, in display order.
     *
     * @return array<int, AttributeInfo>
     */
    public function filterable(): array
    {
        return array_filter($this->load()['attributes'], static fn (array $attribute): bool => $attribute['is_filterable']);
    }

    /**
     * @return Catalogue
     */
    private function load(): array
    {
        /** @var Catalogue $catalogue */
        $catalogue = $this->catalogue ??= ServerMemory::remember(CatalogCache::key(self::KEY), self::TTL_SECONDS, self::build(...));

        return $catalogue;
    }

    /**
     * @return Catalogue
     */
    private static function build(): array
    {
        $attributes = [];
        foreach (Attribute::query()->get() as $attribute) {
            $attributes[$attribute->id] = [
                'code' => $attribute->code,
                'name' => $attribute->name,
                'section' => $attribute->section,
                'type' => $attribute->type,
                'unit' => $attribute->unit,
                'sort' => $attribute->sort,
                'is_filterable' => $attribute->is_filterable,
            ];
        }
        uasort($attributes, static fn (array $a, array $b): int => [$a['sort'], $a['code']] <=> [$b['sort'], $b['code']]);

        $options = [];
        $slugs = [];
        foreach (AttributeOption::query()->orderBy('sort')->orderBy('id')->get() as $option) {
            $options[$option->id] = ['slug' => $option->slug, 'value' => $option->value, 'sort' => $option->sort];
            $slugs[$option->attribute_id][$option->slug] = $option->id;
        }

        return [
            'attributes' => $attributes,
            'options' => $options,
            'codes' => array_flip(array_map(static fn (array $attribute): string => $attribute['code'], $attributes)),
            'slugs' => $slugs,
        ];
    }
}

<?php

declare(strict_types=1);

namespace App\Queries\Compare;

use App\Enums\ShopperList;
use App\Infrastructure\Shopper\ShopperKey;
use App\Models\Product;
use App\Queries\Products\ProductCards;
use App\Queries\Products\ProductSpecs;
use App\Queries\Shopper\SavedProducts;

/**
 * The compare page's data: one group per leaf category (in the order the shopper started them), each with its
 * products in the order they were added and a spec table whose rows follow the product page's sections; a value is
 * null where a product lacks that spec. Three queries whatever the number of products: saved products with brands,
 * their categories, and all their specs.
 *
 * @phpstan-import-type Card from ProductCards
 *
 * @phpstan-type Row array{code: string, name: string, values: list<string|null>}
 * @phpstan-type Section array{name: string, rows: list<Row>}
 * @phpstan-type Group array{id: int, name: string, products: list<Card>, sections: list<Section>}
 */
final readonly class CompareTable
{
    public function __construct(private SavedProducts $saved, private ProductSpecs $specs)
    {
    }

    /**
     * @return list<Group>
     */
    public function for(?ShopperKey $shopper): array
    {
        $products = $this->saved->products($shopper, ShopperList::Compare)->reverse()->values();
        if ($products->isEmpty()) {
            return [];
        }
        $entries = $this->specs->entries(array_values(array_map(static fn (Product $product): int => $product->id, $products->all())));

        /** @var array<int, list<Product>> $byCategory */
        $byCategory = [];
        foreach ($products as $product) {
            $byCategory[$product->category_id][] = $product;
        }

        $groups = [];
        foreach ($byCategory as $categoryId => $members) {
            $groups[] = [
                'id' => $categoryId,
                'name' => $members[0]->category->translate('name'),
                'products' => ProductCards::cards($members),
                'sections' => self::sections($members, $entries),
            ];
        }

        return $groups;
    }

    /**
     * @param  list<Product>  $members
     * @param  array<int, list<array{sort: int, section: string, spec: array{code: string, name: string, value: string}}>>  $entries
     * @return list<Section>
     */
    private static function sections(array $members, array $entries): array
    {
        $attributes = [];
        $values = [];
        foreach ($members as $column => $product) {
            foreach ($entries[$product->id] ?? [] as $entry) {
                $code = $entry['spec']['code'];
                $attributes[$code] ??= ['sort' => $entry['sort'], 'section' => $entry['section'], 'name' => $entry['spec']['name']];
                $values[$code][$column] = $entry['spec']['value'];
            }
        }
        uksort($attributes, static fn (string $a, string $b): int => [$attributes[$a]['sort'], $a] <=> [$attributes[$b]['sort'], $b]);

        // Sections appear in the order of their first attribute, as on the product page.
        $sections = [];
        foreach ($attributes as $code => $attribute) {
            $row = ['code' => $code, 'name' => $attribute['name'], 'values' => []];
            foreach (array_keys($members) as $column) {
                $row['values'][] = $values[$code][$column] ?? null;
            }
            $sections[$attribute['section']] ??= ['name' => $attribute['section'], 'rows' => []];
            $sections[$attribute['section']]['rows'][] = $row;
        }

        return array_values($sections);
    }
}

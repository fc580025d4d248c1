<?php

declare(strict_types=1);

namespace App\Search;

/**
 * What the search index holds for a product: its names, brand, SKU and the names of its leaf, sub and root
 * categories in every language, plus the two ranking values. Shared by model saves and the bulk rebuild so that
 * both index exactly the same text.
 */
final class ProductDocument
{
    /**
     * @param  array<string, string>  $names  locale => product name
     * @param  list<array<string, string>>  $categoryNames  locale => name, per category of the product's path
     * @return array{names: list<string>, brand: string, sku: string, categories: list<string>, popularity: int, in_stock: bool}
     */
    public static function make(array $names, string $brand, string $sku, array $categoryNames, int $popularity, int $stockTotal): array
    {
        $categories = [];
        foreach ($categoryNames as $translations) {
            foreach ($translations as $name) {
                $categories[] = $name;
            }
        }

        return [
            'names' => array_values($names),
            'brand' => $brand,
            'sku' => $sku,
            'categories' => $categories,
            'popularity' => $popularity,
            'in_stock' => $stockTotal > 0,
        ];
    }
}

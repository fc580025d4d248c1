<?php

declare(strict_types=1);

namespace App\Search;

use App\Models\Product;
use Closure;

/**
 * Rebuilds the product index from the catalogue tables in bulk: categories and brands are read once, products in
 * id-ordered chunks of plain rows, each chunk written in one transaction with multi-row inserts.
 */
final class ProductIndexRebuilder
{
    public const CHUNK = 2000;

    /**
     * @param  Closure(int): void|null  $progress  called with the number of products written after each chunk
     * @return int the number of products indexed
     */
    public function rebuild(?Closure $progress = null): int
    {
        $product = new Product;
        $db = $product->getConnection();
        $index = SearchIndexes::for($db, $product->searchableAs());
        $index->flush();

        /** @var array<int, array<string, string>> $categories */
        $categories = [];
        foreach ($db->table('categories')->get(['id', 'name']) as $row) {
            $categories[(int) $row->id] = self::translations($row->name);
        }
        /** @var array<int, string> $brands */
        $brands = $db->table('brands')->pluck('name', 'id')->map(strval(...))->all();

        $count = 0;
        $lastId = 0;
        do {
            $rows = $db->table('products')
                ->where('id', '>', $lastId)
                ->where('is_active', true)
                ->orderBy('id')
                ->limit(self::CHUNK)
                ->get(['id', 'sku', 'name', 'brand_id', 'category_id', 'category_sub_id', 'category_root_id', 'popularity', 'stock_total']);

            $documents = [];
            foreach ($rows as $row) {
                $path = array_unique(array_filter([(int) $row->category_id, (int) $row->category_sub_id, (int) $row->category_root_id], static fn (int $id): bool => $id > 0));
                $data = ProductDocument::make(
                    self::translations($row->name),
                    $brands[(int) $row->brand_id] ?? '',
                    (string) $row->sku,
                    array_values(array_map(static fn (int $id): array => $categories[$id] ?? [], $path)),
                    (int) $row->popularity,
                    (int) $row->stock_total,
                );
                $documents[] = SearchDocument::fromSearchableArray((int) $row->id, $data);
                $lastId = (int) $row->id;
            }

            if ($documents !== []) {
                $db->transaction(static fn () => $index->put($documents, replace: false));
                $count += count($documents);
                if ($progress !== null) {
                    $progress($count);
                }
            }
        } while (count($rows) === self::CHUNK);

        $index->optimize();

        return $count;
    }

    /**
     * @return array<string, string>
     */
    private static function translations(mixed $json): array
    {
        $decoded = is_string($json) ? json_decode($json, true) : null;

        if (! is_array($decoded)) {
            return [];
        }

        $translations = [];
        foreach ($decoded as $locale => $text) {
            if (is_string($locale) && is_string($text)) {
                $translations[$locale] = $text;
            }
        }

        return $translations;
    }
}

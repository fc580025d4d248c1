<?php

declare(strict_types=1);

namespace App\Queries\Admin\AuditLog;

use App\Infrastructure\Locale\Locales;
use App\Models\AuditEntry;
use Illuminate\Support\Facades\DB;

/**
 * The names behind the ids an entry's values hold (a place, a category, a brand, a blog category, the attributes of a
 * category or a product's specs), read once for a whole page: one query per kind named on it.
 */
final class AuditReferences
{
    /** The fields holding an id of each kind, as the actions record them. */
    private const FIELDS = [
        'places' => ['place_id', 'store_id', 'restocked_at'],
        'categories' => ['category_id', 'parent_id'],
        'brands' => ['brand_id'],
    ];

    /** @var array<string, array<int|string, string>> names by kind, then id (attributes also by code) */
    private array $names = ['places' => [], 'categories' => [], 'brands' => [], 'blog_categories' => [], 'attributes' => []];

    /**
     * @param  list<AuditEntry>  $entries
     */
    public static function for(array $entries): self
    {
        $wanted = ['places' => [], 'categories' => [], 'brands' => [], 'blog_categories' => [], 'attributes' => [], 'codes' => []];
        foreach ($entries as $entry) {
            foreach ([$entry->before ?? [], $entry->after ?? []] as $side) {
                foreach ($side as $field => $value) {
                    foreach (self::FIELDS as $kind => $fields) {
                        if (in_array($field, $fields, true) && is_numeric($value)) {
                            $wanted[$kind][] = (int) $value;
                        }
                    }
                    if ($field === 'category' && is_numeric($value)) {
                        $wanted[str_starts_with($entry->action, 'blog.') ? 'blog_categories' : 'categories'][] = (int) $value;
                    }
                    if ($field === 'brand' && is_numeric($value)) {
                        $wanted['brands'][] = (int) $value;
                    }
                    if ($field === 'attributes' && is_array($value)) {
                        array_push($wanted['attributes'], ...array_map('intval', array_filter($value, 'is_numeric')));
                    }
                    if ($field === 'specs' && is_array($value)) {
                        array_push($wanted['codes'], ...array_map('strval', array_keys($value)));
                    }
                }
            }
        }

        $references = new self;
        $references->names['places'] = self::translated('stores', 'name', $wanted['places']);
        $references->names['categories'] = self::translated('categories', 'name', $wanted['categories']);
        $references->names['blog_categories'] = self::translated('blog_categories', 'name', $wanted['blog_categories']);
        $references->names['brands'] = $wanted['brands'] === [] ? [] : DB::table('brands')->whereIn('id', array_unique($wanted['brands']))->pluck('name', 'id')->map(static fn (mixed $name): string => (string) $name)->all();
        $attributes = self::translated('attributes', 'name', $wanted['attributes']);
        if ($wanted['codes'] !== []) {
            foreach (DB::table('attributes')->whereIn('code', array_unique($wanted['codes']))->get(['code', 'name']) as $row) {
                $attributes[(string) $row->code] = Locales::pick(self::decode($row->name));
            }
        }
        $references->names['attributes'] = $attributes;

        return $references;
    }

    /** The name of an id of a kind (`places`, `categories`, `brands`, `blog_categories`, `attributes`), null when gone. */
    public function name(string $kind, int|string $id): ?string
    {
        return $this->names[$kind][$id] ?? null;
    }

    /**
     * @param  list<int>  $ids
     * @return array<int, string>
     */
    private static function translated(string $table, string $column, array $ids): array
    {
        if ($ids === []) {
            return [];
        }
        $names = [];
        foreach (DB::table($table)->whereIn('id', array_values(array_unique($ids)))->get(['id', $column]) as $row) {
            $names[(int) $row->id] = Locales::pick(self::decode($row->{$column}));
        }

        return $names;
    }

    /**
     * @return array<string, string>|null
     */
    private static function decode(mixed $json): ?array
    {
        $values = is_string($json) ? json_decode($json, true) : null;

        return is_array($values) ? array_filter($values, 'is_string') : null;
    }
}

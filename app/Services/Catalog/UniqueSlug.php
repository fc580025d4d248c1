<?php

declare(strict_types=1);

namespace App\Services\Catalog;

use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;

/** A slug for a new or renamed catalogue record: the one typed, or one made from its name, free in its table. */
final class UniqueSlug
{
    /** @param  list<string>  $reserved */
    public static function for(string $table, string $name, ?int $ignoreId = null, array $reserved = []): string
    {
        $base = Str::limit(Str::slug($name), 100, '');
        $base = $base === '' ? 'x' : $base;
        $slug = $base;
        for ($n = 2; in_array($slug, $reserved, true) || self::taken($table, $slug, $ignoreId); $n++) {
            $slug = $base.'-'.$n;
        }

        return $slug;
    }

    private static function taken(string $table, string $slug, ?int $ignoreId): bool
    {
        return DB::table($table)->where('slug', $slug)->when($ignoreId !== null, static fn ($q) => $q->where('id', '!=', $ignoreId))->exists();
    }
}

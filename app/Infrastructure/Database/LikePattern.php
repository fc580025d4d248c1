<?php

declare(strict_types=1);

namespace App\Infrastructure\Database;

use Illuminate\Database\Eloquent\Builder as EloquentBuilder;
use Illuminate\Database\Query\Builder;

/**
 * "Holds this text, whatever the case" the same way on SQLite, PostgreSQL and MariaDB: `lower(column) like ?` with
 * the text in lower case and taken literally. The escape character is `!`, not a backslash: PDO reads a backslash
 * inside a quoted literal as escaping the quote (so `escape '\'` hid the next placeholder on PostgreSQL and
 * MariaDB), and MariaDB's string literals do the same. A JSON path (`name->ro`) is written by the query's grammar,
 * as the framework writes it in a where: `lower()` of the whole JSON document is refused by PostgreSQL.
 */
final class LikePattern
{
    public static function containing(string $text): string
    {
        return '%'.str_replace(['!', '%', '_'], ['!!', '!%', '!_'], mb_strtolower($text)).'%';
    }

    /**
     * The SQL for whereRaw / orWhereRaw with containing()'s pattern as its one binding.
     *
     * @template TModel of \Illuminate\Database\Eloquent\Model
     *
     * @param  Builder|EloquentBuilder<TModel>  $query
     */
    public static function lowerColumnLike(Builder|EloquentBuilder $query, string $column): string
    {
        $base = $query instanceof EloquentBuilder ? $query->getQuery() : $query;

        return 'lower('.$base->getGrammar()->wrap($column).") like ? escape '!'";
    }
}

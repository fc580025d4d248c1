<?php

declare(strict_types=1);

namespace Tests\Support\Database;

use Closure;
use Illuminate\Database\Events\QueryExecuted;
use Illuminate\Support\Facades\DB;

/** SQLite's EXPLAIN QUERY PLAN of the statements a piece of work runs, for tests that check which index a query reads. */
final class SqlitePlans
{
    /**
     * The plan of each statement the work runs (only those whose SQL `$keep` accepts, when given), in order.
     *
     * @param  (Closure(string): bool)|null  $keep
     * @return list<array{sql: string, plan: string}>
     */
    public static function of(callable $work, ?Closure $keep = null): array
    {
        $statements = [];
        DB::listen(static function (QueryExecuted $query) use (&$statements, $keep): void {
            if ($keep === null || $keep($query->sql)) {
                $statements[] = [$query->sql, $query->bindings];
            }
        });
        $work();

        return array_map(static fn (array $statement): array => ['sql' => $statement[0], 'plan' => self::plan($statement[0], $statement[1])], $statements);
    }

    /**
     * One statement's plan, its steps joined by new lines.
     *
     * @param  array<mixed>  $bindings
     */
    public static function plan(string $sql, array $bindings = []): string
    {
        /** @var list<object{detail: string}> $steps */
        $steps = DB::select('EXPLAIN QUERY PLAN '.$sql, $bindings);

        return implode("\n", array_map(static fn (object $step): string => $step->detail, $steps));
    }
}

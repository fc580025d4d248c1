<?php

declare(strict_types=1);

namespace App\Support\Database;

use Carbon\CarbonImmutable;
use DateTimeZone;
use Illuminate\Database\Connection;
use Illuminate\Database\Query\Expression;
use LogicException;

/**
 * The calendar day on the shop's clock of a timestamp stored in UTC, as SQL, so rows can be grouped by day in the
 * database instead of in PHP. The shop's offset from UTC changes with summer time, so the expression is exact only
 * for the window it is built for: it holds one fixed offset per stretch between two clock changes inside it (a
 * CASE on the transition moments, usually none or one).
 */
final class LocalDay
{
    /**
     * @return array{0: Expression, 1: list<int|string>} the expression (a `Y-m-d` string per row) and its bindings
     */
    public static function expression(Connection $connection, string $column, CarbonImmutable $from, CarbonImmutable $to, string $timezone): array
    {
        $wrapped = $connection->getQueryGrammar()->wrap($column);
        $stretches = self::stretches(new DateTimeZone($timezone), $from, $to);
        $bindings = [];
        $last = array_pop($stretches);
        $sql = '';
        foreach ($stretches as [$until, $minutes]) {
            $sql .= ' WHEN '.$wrapped.' < ? THEN '.self::shifted($connection, $wrapped);
            array_push($bindings, $until, self::binding($connection, $minutes));
        }
        $tail = self::shifted($connection, $wrapped);
        $bindings[] = self::binding($connection, $last[1]);

        return [new Expression($sql === '' ? $tail : 'CASE'.$sql.' ELSE '.$tail.' END'), $bindings];
    }

    /**
     * The window cut at each clock change: [UTC moment the stretch ends (`Y-m-d H:i:s`), offset in minutes]; the
     * last stretch runs to the end of the window.
     *
     * @return non-empty-list<array{0: string, 1: int}>
     */
    private static function stretches(DateTimeZone $zone, CarbonImmutable $from, CarbonImmutable $to): array
    {
        $offset = intdiv($zone->getOffset($from), 60);
        $stretches = [];
        $transitions = $zone->getTransitions($from->getTimestamp(), $to->getTimestamp());
        foreach (array_slice($transitions === false ? [] : $transitions, 1) as $transition) {
            $minutes = intdiv($transition['offset'], 60);
            if ($minutes === $offset) {
                continue;
            }
            $stretches[] = [gmdate('Y-m-d H:i:s', $transition['ts']), $offset];
            $offset = $minutes;
        }
        $stretches[] = ['', $offset];

        return $stretches;
    }

    private static function shifted(Connection $connection, string $wrapped): string
    {
        return match ($connection->getDriverName()) {
            'sqlite' => 'date('.$wrapped.', ?)',
            'mysql', 'mariadb' => 'DATE(DATE_ADD('.$wrapped.', INTERVAL ? MINUTE))',
            'pgsql' => 'CAST(('.$wrapped.' + make_interval(mins => CAST(? AS integer))) AS date)',
            default => throw new LogicException('No local-day expression for the '.$connection->getDriverName().' driver.'),
        };
    }

    private static function binding(Connection $connection, int $minutes): int|string
    {
        return $connection->getDriverName() === 'sqlite' ? sprintf('%+d minutes', $minutes) : $minutes;
    }
}

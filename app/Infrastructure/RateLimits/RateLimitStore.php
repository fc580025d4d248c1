<?php

declare(strict_types=1);

namespace App\Infrastructure\RateLimits;

use Illuminate\Contracts\Cache\Store;
use Illuminate\Database\Connection;
use Illuminate\Support\InteractsWithTime;
use InvalidArgumentException;

/**
 * The cache store behind Laravel's rate limiter (`cache.limiter`) when the shop runs on its own database: integer
 * counters in the `rate_limits` table. Laravel's database store increments with a read and then a write in one
 * transaction, which SQLite cannot upgrade while another worker writes, so concurrent hits failed with "database is
 * locked". Here add, increment, put and hit are each one statement (an upsert with RETURNING on SQLite ≥ 3.35,
 * PostgreSQL and MariaDB; LAST_INSERT_ID(expr), which the server returns with the statement's result, on MySQL and
 * for MariaDB's increment), which concurrent writers simply queue for. An expired row counts as missing: add() and
 * hit() replace it, and expired rows are deleted now and then.
 */
final class RateLimitStore implements Store
{
    use InteractsWithTime;

    /** What forever() means here: ten years, as Laravel's database store does. */
    private const FOREVER_SECONDS = 315_360_000;

    /**
     * @param  array{0: int, 1: int}  $lottery  chances (of the second number) that a hit also deletes expired rows
     */
    public function __construct(
        private readonly Connection $connection,
        private readonly string $table = 'rate_limits',
        private readonly array $lottery = [2, 100],
    ) {
    }

    /**
     * Counts $amount more on the counter, starting a window of $decaySeconds when there is none (or it ended), in
     * one statement: concurrent hits each get their own count.
     *
     * @return array{0: int, 1: int} the count after this hit and the Unix time its window ends
     */
    public function hit(string $key, int $decaySeconds, int $amount = 1): array
    {
        $now = $this->currentTime();
        $ends = $now + max(1, $decaySeconds);
        $this->maybePrune($now);

        if ($this->connection->getDriverName() === 'mariadb') {
            // MariaDB returns the row as the upsert left it, as RETURNING does on SQLite and PostgreSQL.
            $row = $this->connection->selectFromWriteConnection(
                'insert into '.$this->table().' ('.$this->columns().') values (?, ?, ?) '
                .'on duplicate key update '.$this->wrap('value').' = if('.$this->wrap('expiration').' <= ?, ?, '.$this->wrap('value').' + ?), '
                .$this->wrap('expiration').' = if('.$this->wrap('expiration').' <= ?, ?, '.$this->wrap('expiration').') '
                .'returning '.$this->wrap('value').', '.$this->wrap('expiration'),
                [$key, $amount, $ends, $now, $amount, $amount, $now, $ends],
            )[0] ?? null;

            return self::counted($row, $amount, $ends);
        }

        if ($this->isMySql()) {
            $this->connection->affectingStatement(
                'insert into '.$this->table().' ('.$this->columns().') values (?, last_insert_id(?), ?) '
                .'on duplicate key update '.$this->wrap('value').' = last_insert_id(if('.$this->wrap('expiration').' <= ?, ?, '.$this->wrap('value').' + ?)), '
                .$this->wrap('expiration').' = if('.$this->wrap('expiration').' <= ?, ?, '.$this->wrap('expiration').')',
                [$key, $amount, $ends, $now, $amount, $amount, $now, $ends],
            );
            $count = $this->lastInsertId();

            return [$count, $this->expiresAt($key) ?? $ends];
        }

        $table = $this->table();
        $row = $this->connection->selectFromWriteConnection(
            'insert into '.$table.' ('.$this->columns().') values (?, ?, ?) on conflict ('.$this->wrap('key').') do update set '
            .$this->wrap('value').' = case when '.$table.'.'.$this->wrap('expiration').' <= ? then excluded.'.$this->wrap('value')
            .' else '.$table.'.'.$this->wrap('value').' + excluded.'.$this->wrap('value').' end, '
            .$this->wrap('expiration').' = case when '.$table.'.'.$this->wrap('expiration').' <= ? then excluded.'.$this->wrap('expiration')
            .' else '.$table.'.'.$this->wrap('expiration').' end '
            .'returning '.$this->wrap('value').', '.$this->wrap('expiration'),
            [$key, $amount, $ends, $now, $now],
        )[0] ?? null;

        return self::counted($row, $amount, $ends);
    }

    /**
     * The count and window end a hit's upsert returned.
     *
     * @return array{0: int, 1: int}
     */
    private static function counted(mixed $row, int $amount, int $ends): array
    {
        $fields = is_object($row) ? get_object_vars($row) : [];

        return isset($fields['value'], $fields['expiration']) ? [self::integer($fields['value']), self::integer($fields['expiration'])] : [$amount, $ends];
    }

    /** The Unix time the counter's window ends, or null when there is no live counter. */
    public function expiresAt(string $key): ?int
    {
        $expiration = $this->scalar(
            'select '.$this->wrap('expiration').' from '.$this->table().' where '.$this->wrap('key').' = ? and '.$this->wrap('expiration').' > ?',
            [$key, $this->currentTime()],
        );

        return $expiration === null ? null : (int) $expiration;
    }

    public function get($key): ?int
    {
        $value = $this->scalar(
            'select '.$this->wrap('value').' from '.$this->table().' where '.$this->wrap('key').' = ? and '.$this->wrap('expiration').' > ?',
            [$key, $this->currentTime()],
        );

        return $value === null ? null : (int) $value;
    }

    /**
     * @param  array<mixed>  $keys
     * @return array<string, int|null>
     */
    public function many(array $keys): array
    {
        $values = [];
        foreach ($keys as $key) {
            $key = (string) (is_scalar($key) ? $key : '');
            $values[$key] = $this->get($key);
        }

        return $values;
    }

    public function put($key, $value, $seconds): bool
    {
        $now = $this->currentTime();
        $this->connection->table($this->table)->upsert(
            [['key' => $key, 'value' => self::integer($value), 'expiration' => $now + max(1, $seconds)]],
            ['key'],
            ['value', 'expiration'],
        );

        return true;
    }

    /**
     * @param  array<mixed>  $values
     */
    public function putMany(array $values, $seconds): bool
    {
        foreach ($values as $key => $value) {
            $this->put((string) $key, $value, $seconds);
        }

        return true;
    }

    /** Stores the value only when there is no live counter under the key (an expired one is replaced). */
    public function add(string $key, mixed $value, int $seconds): bool
    {
        $now = $this->currentTime();
        $bindings = [$key, self::integer($value), $now + max(1, $seconds)];

        if ($this->isMySql()) {
            return $this->connection->affectingStatement(
                'insert into '.$this->table().' ('.$this->columns().') values (?, ?, ?) on duplicate key update '
                .$this->wrap('value').' = if('.$this->wrap('expiration').' <= ?, values('.$this->wrap('value').'), '.$this->wrap('value').'), '
                .$this->wrap('expiration').' = if('.$this->wrap('expiration').' <= ?, values('.$this->wrap('expiration').'), '.$this->wrap('expiration').')',
                [...$bindings, $now, $now],
            ) > 0;
        }

        return $this->connection->affectingStatement(
            'insert into '.$this->table().' ('.$this->columns().') values (?, ?, ?) on conflict ('.$this->wrap('key').') do update set '
            .$this->wrap('value').' = excluded.'.$this->wrap('value').', '.$this->wrap('expiration').' = excluded.'.$this->wrap('expiration')
            .' where '.$this->table().'.'.$this->wrap('expiration').' <= ?',
            [...$bindings, $now],
        ) > 0;
    }

    /**
     * @return int|false the new value, or false when there is no live counter
     */
    public function increment($key, $value = 1): int|false
    {
        $now = $this->currentTime();
        $amount = self::integer($value);

        if ($this->isMySql()) {
            $changed = $this->connection->affectingStatement(
                'update '.$this->table().' set '.$this->wrap('value').' = last_insert_id('.$this->wrap('value').' + ?) where '
                .$this->wrap('key').' = ? and '.$this->wrap('expiration').' > ?',
                [$amount, $key, $now],
            );

            return $changed > 0 ? $this->lastInsertId() : false;
        }

        $row = $this->connection->selectFromWriteConnection(
            'update '.$this->table().' set '.$this->wrap('value').' = '.$this->wrap('value').' + ? where '
            .$this->wrap('key').' = ? and '.$this->wrap('expiration').' > ? returning '.$this->wrap('value'),
            [$amount, $key, $now],
        )[0] ?? null;

        $fields = is_object($row) ? get_object_vars($row) : [];

        return isset($fields['value']) ? self::integer($fields['value']) : false;
    }

    public function decrement($key, $value = 1): int|false
    {
        return $this->increment($key, -self::integer($value));
    }

    public function forever($key, $value): bool
    {
        return $this->put($key, $value, self::FOREVER_SECONDS);
    }

    public function forget($key): bool
    {
        $this->connection->table($this->table)->where('key', $key)->delete();

        return true;
    }

    public function flush(): bool
    {
        $this->connection->table($this->table)->delete();

        return true;
    }

    public function getPrefix(): string
    {
        return '';
    }

    /**
     * The value the last statement gave LAST_INSERT_ID(expr) on MySQL and MariaDB: the server sends it back with the
     * statement's result, so reading it takes no second query.
     */
    private function lastInsertId(): int
    {
        return (int) $this->connection->getPdo()->lastInsertId();
    }

    /** Deletes the counters whose window has ended (they no longer count for anything). */
    public function prune(): int
    {
        return $this->connection->table($this->table)->where('expiration', '<=', $this->currentTime())->delete();
    }

    private function maybePrune(int $now): void
    {
        if ($this->lottery[0] > 0 && random_int(1, max(1, $this->lottery[1])) <= $this->lottery[0]) {
            $this->connection->table($this->table)->where('expiration', '<=', $now)->delete();
        }
    }

    /**
     * @param  array<int, int|string>  $bindings
     */
    private function scalar(string $query, array $bindings): mixed
    {
        $row = $this->connection->selectFromWriteConnection($query, $bindings)[0] ?? null;
        if (! is_object($row)) {
            return null;
        }
        $values = get_object_vars($row);

        return $values === [] ? null : reset($values);
    }

    private function isMySql(): bool
    {
        return in_array($this->connection->getDriverName(), ['mysql', 'mariadb'], true);
    }

    private function table(): string
    {
        return $this->connection->getQueryGrammar()->wrapTable($this->table);
    }

    private function wrap(string $column): string
    {
        return $this->connection->getQueryGrammar()->wrap($column);
    }

    private function columns(): string
    {
        return $this->wrap('key').', '.$this->wrap('value').', '.$this->wrap('expiration');
    }

    /** Counters only: anything else would not survive the arithmetic the statements do. */
    private static function integer(mixed $value): int
    {
        if (is_int($value) || (is_string($value) && preg_match('/^-?\d+$/', $value) === 1)) {
            return (int) $value;
        }

        throw new InvalidArgumentException('The rate-limit store keeps integer counters only.');
    }
}

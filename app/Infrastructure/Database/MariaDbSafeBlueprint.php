<?php

declare(strict_types=1);

namespace App\Infrastructure\Database;

use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Fluent;

/**
 * The schema blueprint, with two of MariaDB / MySQL's limits met so the migrations written on SQLite run there too.
 * Other databases get the framework's blueprint unchanged (their existing databases have its names and order).
 * - Names of at most 64 characters: a longer generated index or key name keeps its first 55 characters and gets 8 of
 *   its own hash, the same every time, so a later migration that drops it by its columns finds it.
 * - InnoDB refuses to drop an index a foreign key needs (our migrations replace the listing indexes, the foreign keys'
 *   columns first, by dropping them in one blueprint and adding the new ones in the next), so a blueprint that drops
 *   indexes runs with the foreign key checks off.
 */
final class MariaDbSafeBlueprint extends Blueprint
{
    private const MAX_NAME_LENGTH = 64;

    /**
     * @param  string  $type
     * @param  array<mixed>  $columns
     */
    protected function createIndexName($type, array $columns)
    {
        $name = parent::createIndexName($type, $columns);
        if (strlen($name) <= self::MAX_NAME_LENGTH || ! $this->onMariaDb()) {
            return $name;
        }

        return substr($name, 0, self::MAX_NAME_LENGTH - 9).'_'.substr(hash('sha256', $name), 0, 8);
    }

    public function build()
    {
        $dropsIndexes = array_filter($this->commands, static fn (Fluent $command): bool => $command->get('name') === 'dropIndex') !== [];
        if (! $dropsIndexes || ! $this->onMariaDb()) {
            parent::build();

            return;
        }

        $this->connection->getSchemaBuilder()->withoutForeignKeyConstraints(parent::build(...));
    }

    private function onMariaDb(): bool
    {
        return in_array($this->connection->getDriverName(), ['mysql', 'mariadb'], true);
    }
}

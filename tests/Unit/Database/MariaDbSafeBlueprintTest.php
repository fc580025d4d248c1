<?php

declare(strict_types=1);

namespace Tests\Unit\Database;

use App\Infrastructure\Database\MariaDbSafeBlueprint;
use Illuminate\Database\Connection;
use Illuminate\Database\MariaDbConnection;
use Illuminate\Database\PostgresConnection;
use PHPUnit\Framework\Attributes\Test;
use PHPUnit\Framework\TestCase;

final class MariaDbSafeBlueprintTest extends TestCase
{
    /** @return list<string> */
    private static function statements(Connection $connection): array
    {
        $connection->useDefaultSchemaGrammar();
        $blueprint = new MariaDbSafeBlueprint($connection, 'product_attribute_values');
        $blueprint->index(['attribute_id', 'attribute_option_id', 'product_id']);
        $blueprint->dropIndex(['attribute_id', 'attribute_option_id', 'product_id']);

        return $blueprint->toSql();
    }

    #[Test]
    public function a_generated_name_longer_than_64_characters_is_shortened_the_same_way_on_mariadb(): void
    {
        [$add, $drop] = self::statements(new MariaDbConnection(static fn () => null, 'shop', '', ['driver' => 'mariadb']));

        $this->assertMatchesRegularExpression('/add index `(product_attribute_values_attribute_id_attribute_option_[0-9a-f_]{9})`/', $add);
        preg_match('/`(product_attribute_values_[a-z0-9_]+)`/', $add, $name);
        $this->assertSame(64, strlen($name[1]));
        // Dropping by the same columns finds the same name.
        $this->assertStringContainsString('`'.$name[1].'`', $drop);
    }

    #[Test]
    public function other_databases_keep_the_frameworks_names(): void
    {
        [$add] = self::statements(new PostgresConnection(static fn () => null, 'shop', '', ['driver' => 'pgsql']));

        $this->assertStringContainsString('"product_attribute_values_attribute_id_attribute_option_id_product_id_index"', $add);
    }
}

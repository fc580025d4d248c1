<?php

declare(strict_types=1);

namespace Tests\Unit\Database;

use PHPUnit\Framework\Attributes\Test;
use PHPUnit\Framework\TestCase;

/**
 * New migrations are named YYYY_MM_DD_HHMMSS_verb_noun.php (docs/decisions.md). Migrations that have landed are
 * never renamed, so the few from before the rule keep their five-digit sequence and are listed here by name.
 */
final class MigrationNamesTest extends TestCase
{
    private const FORMAT = '/^\d{4}_\d{2}_\d{2}_\d{6}_[a-z][a-z0-9]*(?:_[a-z0-9]+)+\.php$/';

    private const LANDED_BEFORE_THE_RULE = [
        '2026_11_23_00100_add_account_columns_to_users.php',
        '2026_11_23_00200_create_content_tables.php',
        '2026_11_23_00300_create_content_tables.php',
        '2026_11_23_00400_create_carts_tables.php',
        '2026_11_23_00410_create_orders_tables.php',
        '2026_11_23_00500_create_saved_products_table.php',
    ];

    #[Test]
    public function every_migration_follows_the_format_or_landed_before_it(): void
    {
        $files = array_map('basename', glob(dirname(__DIR__, 3).'/database/migrations/*.php') ?: []);
        $this->assertNotEmpty($files);

        $wrong = array_values(array_filter(
            $files,
            static fn (string $file): bool => ! self::follows($file) && ! in_array($file, self::LANDED_BEFORE_THE_RULE, true),
        ));

        $this->assertSame([], $wrong, 'Name new migrations YYYY_MM_DD_HHMMSS_verb_noun.php');
    }

    #[Test]
    public function the_grandfathered_list_only_names_migrations_that_exist_and_break_the_format(): void
    {
        foreach (self::LANDED_BEFORE_THE_RULE as $file) {
            $this->assertFileExists(dirname(__DIR__, 3).'/database/migrations/'.$file);
            $this->assertFalse(self::follows($file), $file.' follows the format: drop it from the list');
        }
    }

    #[Test]
    public function the_format_takes_a_full_timestamp_and_a_snake_case_name(): void
    {
        $this->assertTrue(self::follows('2026_11_24_000200_add_one_click_holds_and_order_mails.php'));
        $this->assertFalse(self::follows('2026_11_23_00100_add_account_columns_to_users.php'));
        $this->assertFalse(self::follows('2026_11_24_000200_AddHolds.php'));
        $this->assertFalse(self::follows('2026_11_24_000200_holds.php'));
        $this->assertFalse(self::follows('add_holds.php'));
    }

    private static function follows(string $file): bool
    {
        return preg_match(self::FORMAT, $file) === 1;
    }
}

<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

/*
 * A listing's default order puts what can be bought first: "in stock desc, popularity desc, id". `in_stock` is worked
 * out by the database from `stock_total` (a generated column: no code that changes stock has to remember it), and
 * indexed per category level in that order, so a page is still read from an index range as before
 * (2026_11_23_000300, 2026_11_26_213000). SQLite can only add a virtual generated column to a table; PostgreSQL only
 * has stored ones; MariaDB takes either, stored is indexed like any column.
 */
return new class extends Migration
{
    private const LEVELS = ['category_root_id', 'category_sub_id', 'category_id'];

    private const EXPRESSION = 'CASE WHEN stock_total > 0 THEN 1 ELSE 0 END';

    public function up(): void
    {
        $driver = DB::connection()->getDriverName();
        Schema::table('products', function (Blueprint $table) use ($driver) {
            $column = $table->smallInteger('in_stock');
            $driver === 'sqlite' ? $column->virtualAs(self::EXPRESSION) : $column->storedAs(self::EXPRESSION);
        });
        Schema::table('products', function (Blueprint $table) use ($driver) {
            foreach (self::LEVELS as $level) {
                if (in_array($driver, ['mariadb', 'mysql'], true)) {
                    // As 2026_11_26_213000: MariaDB reads the order only from an index that holds all of it.
                    $table->rawIndex("$level, in_stock desc, popularity desc, id", self::name($level));
                } else {
                    $table->index([$level, 'in_stock', 'popularity'], self::name($level));
                }
            }
        });
    }

    public function down(): void
    {
        Schema::table('products', function (Blueprint $table) {
            foreach (self::LEVELS as $level) {
                $table->dropIndex(self::name($level));
            }
        });
        Schema::table('products', function (Blueprint $table) {
            $table->dropColumn('in_stock');
        });
    }

    private static function name(string $level): string
    {
        return 'products_'.$level.'_stock_listing_order_index';
    }
};

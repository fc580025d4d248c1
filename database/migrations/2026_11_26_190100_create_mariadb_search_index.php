<?php

declare(strict_types=1);

use App\Search\MariaDb\WordIndex;
use Illuminate\Database\Migrations\Migration;
use Illuminate\Support\Facades\DB;

/*
 * The product search index on MariaDB and MySQL (App\Search\MariaDb): the documents' words, the words table with
 * its B-tree key, the keys and the words for typo corrections. SQLite and PostgreSQL have their own since
 * 2026_11_23_000200 and 2026_11_26_170000; other databases get nothing here.
 */
return new class extends Migration
{
    public function up(): void
    {
        if (in_array(DB::connection()->getDriverName(), ['mariadb', 'mysql'], true)) {
            (new WordIndex(DB::connection(), 'products'))->create();
        }
    }

    public function down(): void
    {
        if (in_array(DB::connection()->getDriverName(), ['mariadb', 'mysql'], true)) {
            (new WordIndex(DB::connection(), 'products'))->drop();
        }
    }
};

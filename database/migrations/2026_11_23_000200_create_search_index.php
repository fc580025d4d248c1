<?php

declare(strict_types=1);

use App\Search\Sqlite\FtsIndex;
use Illuminate\Database\Migrations\Migration;
use Illuminate\Support\Facades\DB;

/*
 * The product search index of the embedded engine (SQLite FTS5, App\Search\Sqlite). Other databases get their
 * search engine by configuration, so there is nothing to create for them here.
 */
return new class extends Migration
{
    public function up(): void
    {
        if (DB::connection()->getDriverName() === 'sqlite') {
            (new FtsIndex(DB::connection(), 'products'))->create();
        }
    }

    public function down(): void
    {
        if (DB::connection()->getDriverName() === 'sqlite') {
            (new FtsIndex(DB::connection(), 'products'))->drop();
        }
    }
};

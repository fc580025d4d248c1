<?php

declare(strict_types=1);

use App\Search\Postgres\TsIndex;
use Illuminate\Database\Migrations\Migration;
use Illuminate\Support\Facades\DB;

/*
 * The product search index on PostgreSQL (App\Search\Postgres): the documents with their generated tsvector and its
 * GIN index, the keys and the words for typo corrections. SQLite has its own since 2026_11_23_000200; other
 * databases get nothing here.
 */
return new class extends Migration
{
    public function up(): void
    {
        if (DB::connection()->getDriverName() === 'pgsql') {
            (new TsIndex(DB::connection(), 'products'))->create();
        }
    }

    public function down(): void
    {
        if (DB::connection()->getDriverName() === 'pgsql') {
            (new TsIndex(DB::connection(), 'products'))->drop();
        }
    }
};

<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Support\Facades\DB;

return new class extends Migration
{
    /**
     * The customer list's default order, the last order first and customers without orders last: PostgreSQL puts NULLs
     * first in a descending order, so the list asks for `NULLS LAST` and this index walks it as asked. SQLite and
     * MariaDB sort NULLs last in a descending order already and read customers_last_order_at_id_index backwards.
     */
    public function up(): void
    {
        if (DB::connection()->getDriverName() === 'pgsql') {
            DB::statement('create index customers_last_order_nulls_last_index on customers (last_order_at desc nulls last, id desc)');
        }
    }

    public function down(): void
    {
        if (DB::connection()->getDriverName() === 'pgsql') {
            DB::statement('drop index if exists customers_last_order_nulls_last_index');
        }
    }
};

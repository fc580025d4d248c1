<?php

declare(strict_types=1);

namespace App\Listeners;

use Illuminate\Database\Events\MigrationsStarted;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

/**
 * On PostgreSQL the audit log's append-only trigger calls a function of its own (migration
 * 2026_11_24_100200_create_audit_log_table). `migrate:fresh` and `db:wipe` drop every table, the trigger with its
 * table, but not functions, so the migration would then fail to create it again. A function left without its table is
 * such a leftover: it is dropped before the migrations run. Registered by event discovery (app/Listeners).
 */
final class DropLeftoverAuditFunction
{
    public function handle(MigrationsStarted $event): void
    {
        if ($event->method !== 'up' || DB::connection()->getDriverName() !== 'pgsql' || Schema::hasTable('audit_log')) {
            return;
        }

        DB::unprepared('DROP FUNCTION IF EXISTS audit_log_append_only()');
    }
}

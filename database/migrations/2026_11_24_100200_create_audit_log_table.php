<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        // Every staff write: who, when, from which address, what, and the values before and after. Append-only: the
        // model refuses updates and deletes, and the database itself rejects them (triggers below).
        Schema::create('audit_log', function (Blueprint $table): void {
            $table->id();
            $table->foreignId('user_id')->nullable()->constrained()->nullOnDelete();
            $table->string('user_email', 190)->nullable();
            $table->string('ip', 45)->nullable();
            $table->string('action', 64);
            $table->string('subject_type', 64)->nullable();
            $table->string('subject_id', 64)->nullable();
            $table->string('subject_label', 190)->nullable();
            $table->json('before')->nullable();
            $table->json('after')->nullable();
            $table->timestamp('created_at');
            $table->index(['created_at']);
            $table->index(['user_id', 'id']);
            $table->index(['action', 'id']);
            $table->index(['subject_type', 'subject_id']);
        });

        match (DB::getDriverName()) {
            'sqlite' => DB::unprepared(<<<'SQL'
                CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
                CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
                SQL),
            'pgsql' => DB::unprepared(<<<'SQL'
                CREATE FUNCTION audit_log_append_only() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'audit_log is append-only'; END; $$ LANGUAGE plpgsql;
                CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
                SQL),
            'mysql', 'mariadb' => collect(['UPDATE', 'DELETE'])->each(static fn (string $event) => DB::unprepared(
                'CREATE TRIGGER audit_log_no_'.strtolower($event).' BEFORE '.$event." ON audit_log FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'audit_log is append-only'"
            )),
            default => null,
        };
    }

    public function down(): void
    {
        if (DB::getDriverName() === 'pgsql') {
            DB::unprepared('DROP TABLE IF EXISTS audit_log; DROP FUNCTION IF EXISTS audit_log_append_only();');

            return;
        }
        Schema::dropIfExists('audit_log');
    }
};

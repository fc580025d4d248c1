<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

/**
 * The audit log stays append-only, with two narrow exceptions the database checks itself (docs/customers.md):
 *
 * - an entry's link to an account that is deleted is cut (`user_id` set to null by its foreign key, nothing else
 *   changed), which the first triggers refused, so an account that had asked for a return could not be deleted;
 * - an entry named in `audit_log_redactions` (written by the erasure of a customer's data, in its transaction) may
 *   have its actor's e-mail and address, its label and its values before and after rewritten; what was done, on what
 *   and when never change, and no entry is ever deleted.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('audit_log_redactions', function (Blueprint $table): void {
            $table->foreignId('entry_id')->primary()->constrained('audit_log');
            $table->string('reason', 64);
            $table->timestamp('created_at');
        });

        match (DB::getDriverName()) {
            'sqlite' => DB::unprepared(<<<'SQL'
                DROP TRIGGER audit_log_no_update;
                CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
                WHEN NOT (
                    NEW.id = OLD.id AND NEW.action = OLD.action AND NEW.created_at = OLD.created_at
                    AND NEW.subject_type IS OLD.subject_type AND NEW.subject_id IS OLD.subject_id
                    AND (NEW.user_id IS OLD.user_id OR NEW.user_id IS NULL)
                    AND (
                        (NEW.user_email IS OLD.user_email AND NEW.ip IS OLD.ip AND NEW.subject_label IS OLD.subject_label
                            AND NEW."before" IS OLD."before" AND NEW."after" IS OLD."after")
                        OR EXISTS (SELECT 1 FROM audit_log_redactions WHERE entry_id = OLD.id)
                    )
                )
                BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
                SQL),
            'pgsql' => DB::unprepared(<<<'SQL'
                CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger AS $$
                BEGIN
                    IF TG_OP = 'UPDATE' AND NEW.id = OLD.id AND NEW.action = OLD.action AND NEW.created_at = OLD.created_at
                        AND NEW.subject_type IS NOT DISTINCT FROM OLD.subject_type AND NEW.subject_id IS NOT DISTINCT FROM OLD.subject_id
                        AND (NEW.user_id IS NOT DISTINCT FROM OLD.user_id OR NEW.user_id IS NULL)
                        AND (
                            (NEW.user_email IS NOT DISTINCT FROM OLD.user_email AND NEW.ip IS NOT DISTINCT FROM OLD.ip
                                AND NEW.subject_label IS NOT DISTINCT FROM OLD.subject_label
                                AND NEW."before"::text IS NOT DISTINCT FROM OLD."before"::text AND NEW."after"::text IS NOT DISTINCT FROM OLD."after"::text)
                            OR EXISTS (SELECT 1 FROM audit_log_redactions WHERE entry_id = OLD.id)
                        )
                    THEN
                        RETURN NEW;
                    END IF;
                    RAISE EXCEPTION 'audit_log is append-only';
                END; $$ LANGUAGE plpgsql;
                SQL),
            'mysql', 'mariadb' => DB::unprepared('DROP TRIGGER audit_log_no_update') && DB::unprepared(<<<'SQL'
                CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log FOR EACH ROW
                BEGIN
                    IF NOT (
                        NEW.id = OLD.id AND NEW.action = OLD.action AND NEW.created_at = OLD.created_at
                        AND NEW.subject_type <=> OLD.subject_type AND NEW.subject_id <=> OLD.subject_id
                        AND (NEW.user_id <=> OLD.user_id OR NEW.user_id IS NULL)
                        AND (
                            (NEW.user_email <=> OLD.user_email AND NEW.ip <=> OLD.ip AND NEW.subject_label <=> OLD.subject_label
                                AND NEW.`before` <=> OLD.`before` AND NEW.`after` <=> OLD.`after`)
                            OR EXISTS (SELECT 1 FROM audit_log_redactions WHERE entry_id = OLD.id)
                        )
                    ) THEN
                        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'audit_log is append-only';
                    END IF;
                END
                SQL),
            default => null,
        };
    }

    public function down(): void
    {
        match (DB::getDriverName()) {
            'sqlite' => DB::unprepared(<<<'SQL'
                DROP TRIGGER audit_log_no_update;
                CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
                SQL),
            'pgsql' => DB::unprepared(<<<'SQL'
                CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'audit_log is append-only'; END; $$ LANGUAGE plpgsql;
                SQL),
            'mysql', 'mariadb' => DB::unprepared('DROP TRIGGER audit_log_no_update') && DB::unprepared(
                "CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'audit_log is append-only'"
            ),
            default => null,
        };
        Schema::dropIfExists('audit_log_redactions');
    }
};

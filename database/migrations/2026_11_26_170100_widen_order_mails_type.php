<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/*
 * An order mail's type is `status_` and the status, and `status_ready_for_pickup` is 23 characters: 16 was too short.
 * SQLite ignores a string's length, so only PostgreSQL and MariaDB refused the pickup mail.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('order_mails', function (Blueprint $table): void {
            $table->string('type', 40)->change();
        });
    }

    public function down(): void
    {
        Schema::table('order_mails', function (Blueprint $table): void {
            $table->string('type', 16)->change();
        });
    }
};

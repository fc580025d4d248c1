<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/*
 * The links that let a new staff member set their first password (the `staff` password broker, config/auth.php):
 * kept apart from the shop's reset links because they live longer (days, not an hour). A token is stored hashed and
 * deleted once used.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('staff_password_tokens', function (Blueprint $table): void {
            $table->string('email')->primary();
            $table->string('token');
            $table->timestamp('created_at')->nullable();
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('staff_password_tokens');
    }
};

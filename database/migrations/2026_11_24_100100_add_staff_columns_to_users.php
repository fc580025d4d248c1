<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        Schema::table('users', function (Blueprint $table): void {
            // Null for shoppers; a staff member's App\Enums\StaffRole otherwise.
            $table->string('role', 16)->nullable()->index();
            // A disabled staff account is signed out everywhere at its next request and cannot sign in again.
            $table->timestamp('disabled_at')->nullable();
        });
    }

    public function down(): void
    {
        Schema::table('users', function (Blueprint $table): void {
            $table->dropIndex(['role']);
            $table->dropColumn(['role', 'disabled_at']);
        });
    }
};

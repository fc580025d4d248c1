<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        Schema::table('users', function (Blueprint $table) {
            $table->string('phone', 16)->nullable();
            $table->string('appearance', 6)->nullable();
            // Encrypted with the app key; confirmed only once the shopper typed a code from the new secret.
            $table->text('two_factor_secret')->nullable();
            $table->timestamp('two_factor_confirmed_at')->nullable();
            // The last accepted TOTP time-step: a code is accepted through `UPDATE … WHERE last_totp_step < ?` only.
            $table->unsignedBigInteger('last_totp_step')->nullable();
        });

        Schema::create('two_factor_recovery_codes', function (Blueprint $table) {
            $table->id();
            $table->foreignId('user_id')->constrained()->cascadeOnDelete();
            // HMAC of the code with the app key: looked up and deleted in one statement, never stored in clear.
            $table->string('code_hash', 64);
            $table->unique(['user_id', 'code_hash']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('two_factor_recovery_codes');
        Schema::table('users', function (Blueprint $table) {
            $table->dropColumn(['phone', 'appearance', 'two_factor_secret', 'two_factor_confirmed_at', 'last_totp_step']);
        });
    }
};

<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/**
 * A new e-mail address typed on the profile waits here until its owner opens the link mailed to it
 * (App\Actions\Settings\ConfirmEmailChange); the account keeps its address meanwhile. The profile answers the same
 * whether the address is free or another account's, so it no longer tells which addresses have an account.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('users', function (Blueprint $table): void {
            $table->string('pending_email')->nullable();
        });
    }

    public function down(): void
    {
        Schema::table('users', function (Blueprint $table): void {
            $table->dropColumn('pending_email');
        });
    }
};

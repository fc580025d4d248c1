<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/*
 * Rate-limit counters (App\Support\RateLimits\RateLimitStore): one row per counter, its value an integer so that
 * add, increment and put are each one statement, and the end of its window as a Unix time.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('rate_limits', function (Blueprint $table) {
            $table->string('key')->primary();
            $table->bigInteger('value');
            $table->integer('expiration')->index();
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('rate_limits');
    }
};

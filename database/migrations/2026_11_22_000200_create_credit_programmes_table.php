<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/*
 * Partner credit programmes (market.md): a term, a monthly fee on the original amount and/or an annual rate, in basis
 * points; the amounts they accept in bani. The cheapest monthly payment is the "de la N lei/lună" teaser.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('credit_programmes', function (Blueprint $table) {
            $table->id();
            $table->string('slug')->unique();
            $table->string('partner');
            $table->json('name');
            $table->unsignedSmallInteger('months');
            $table->unsignedInteger('monthly_fee_bp')->default(0);
            $table->unsignedInteger('annual_rate_bp')->default(0);
            $table->unsignedBigInteger('min_amount')->default(0);
            $table->unsignedBigInteger('max_amount')->nullable();
            $table->boolean('is_active')->default(true);
            $table->date('valid_until')->nullable();
            $table->integer('sort')->default(0);
            $table->timestamps();
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('credit_programmes');
    }
};

<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/**
 * A promotion may set its products' price while it runs (App\Queries\Promotions\PromotionalPrices): `discount_type`
 * is `percent` (`discount_value` 1–90) or `amount` (`discount_value` in bani off each product); both null for a
 * promotion that only gathers products on a page, as every promotion did before.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('promotions', function (Blueprint $table): void {
            $table->string('discount_type', 10)->nullable();
            $table->unsignedInteger('discount_value')->nullable();
        });
    }

    public function down(): void
    {
        Schema::table('promotions', function (Blueprint $table): void {
            $table->dropColumn(['discount_type', 'discount_value']);
        });
    }
};

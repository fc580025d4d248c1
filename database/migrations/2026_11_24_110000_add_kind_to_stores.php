<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        Schema::table('stores', function (Blueprint $table): void {
            // store (a shop shoppers see) | warehouse (holds stock, never shown): App\Enums\StockPlaceKind.
            $table->string('kind', 16)->default('store');
            $table->index(['kind', 'sorted']);
        });
    }

    public function down(): void
    {
        Schema::table('stores', function (Blueprint $table): void {
            $table->dropIndex(['kind', 'sorted']);
            $table->dropColumn('kind');
        });
    }
};

<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        // Every change of a place's units, written by App\Services\Stock\StockLedger in the transaction of the change
        // it records: for each product and place the movements add up to the units on the shelf (docs/stock.md).
        Schema::create('stock_movements', function (Blueprint $table): void {
            $table->id();
            $table->foreignId('product_id')->constrained()->cascadeOnDelete();
            // Null only for units written off that never reached a shelf (a damaged return).
            $table->foreignId('store_id')->nullable()->constrained()->nullOnDelete();
            $table->integer('quantity');
            $table->string('reason', 24);
            $table->string('reference_type', 16)->nullable();
            $table->unsignedBigInteger('reference_id')->nullable();
            $table->foreignId('user_id')->nullable()->constrained()->nullOnDelete();
            $table->timestamp('created_at')->useCurrent();
            $table->index(['product_id', 'created_at', 'id']);
            $table->index(['reference_type', 'reference_id']);
            $table->index(['store_id', 'product_id']);
        });

        Schema::table('products', function (Blueprint $table): void {
            // What one unit cost the shop, in bani; null when unknown (left out of margins and valuation).
            $table->unsignedInteger('cost_price')->nullable();
            // Below this many units (the total) the product is on the low-stock list and the daily mail; null: the default.
            $table->unsignedInteger('reorder_level')->nullable();
        });

        // The units already on the shelves open each place's history, so the movements add up from the start.
        DB::statement(
            "INSERT INTO stock_movements (product_id, store_id, quantity, reason, created_at)
             SELECT product_id, store_id, quantity, 'opening', ? FROM product_stock WHERE quantity <> 0",
            [now()->toDateTimeString()],
        );
    }

    public function down(): void
    {
        Schema::table('products', function (Blueprint $table): void {
            $table->dropColumn(['cost_price', 'reorder_level']);
        });
        Schema::dropIfExists('stock_movements');
    }
};

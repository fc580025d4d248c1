<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        // The units each order holds and the place (a store or a warehouse) they were taken from. A row is given back
        // once: released_at is set by a conditional UPDATE … WHERE released_at IS NULL, and only the statement that
        // changed the row returns the units (App\Support\Stock\StockLedger).
        Schema::create('order_stock', function (Blueprint $table): void {
            $table->id();
            $table->foreignId('order_id')->constrained()->cascadeOnDelete();
            $table->foreignId('product_id')->constrained()->cascadeOnDelete();
            // A place holding reservations cannot be deleted: its units would be lost.
            $table->foreignId('store_id')->constrained()->restrictOnDelete();
            $table->unsignedInteger('quantity');
            $table->timestamp('released_at')->nullable();
            $table->timestamps();
            $table->index(['order_id', 'released_at']);
            $table->index(['product_id', 'store_id']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('order_stock');
    }
};

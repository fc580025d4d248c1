<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        // Stock and price alerts (docs/shop.md, "Stock and price alerts"): an account's by user_id (mailed at its
        // current address), a guest's by the e-mail it gave, active once confirmed. A stock alert is mailed once, when
        // the product has units again (sent_at); a price alert whenever the selling price falls below price_baseline,
        // which then becomes that price. `claim` marks the rows one send job took (a conditional UPDATE), so a restock
        // or a price seen twice, or two jobs racing, mail each alert once.
        Schema::create('stock_alerts', function (Blueprint $table): void {
            $table->id();
            $table->string('kind', 8);
            $table->foreignId('product_id')->constrained()->cascadeOnDelete();
            $table->foreignId('user_id')->nullable()->constrained()->cascadeOnDelete();
            $table->string('email', 254)->nullable();
            $table->string('locale', 5);
            $table->unsignedBigInteger('price_baseline')->nullable();
            $table->string('confirm_token', 64)->nullable()->unique();
            $table->timestamp('confirmed_at')->nullable();
            $table->timestamp('sent_at')->nullable();
            $table->string('claim', 40)->nullable();
            $table->timestamps();
            $table->unique(['product_id', 'kind', 'user_id']);
            $table->unique(['product_id', 'kind', 'email']);
            // The send's batches walk one product's alerts of one kind by id.
            $table->index(['product_id', 'kind', 'id']);
            $table->index(['email']);
            $table->index(['user_id']);
            // Unconfirmed guests' alerts and sent stock alerts are pruned by age (shop:prune).
            $table->index(['created_at']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('stock_alerts');
    }
};

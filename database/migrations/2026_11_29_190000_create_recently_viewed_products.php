<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        // The products a shopper opened lately: an account's by user_id, a guest's by the random id of the
        // `viewer_id` cookie. A view removes the product's older row and adds a new one, so the id orders the list
        // (newest first); at most App\Actions\RecentlyViewed\RecordView::KEEP rows per shopper are kept.
        Schema::create('recently_viewed_products', function (Blueprint $table): void {
            $table->id();
            $table->foreignId('user_id')->nullable()->constrained()->cascadeOnDelete();
            $table->string('viewer_id', 40)->nullable();
            $table->foreignId('product_id')->constrained()->cascadeOnDelete();
            $table->timestamp('viewed_at');
            $table->unique(['user_id', 'product_id']);
            $table->unique(['viewer_id', 'product_id']);
            // Guests' idle lists are pruned by age (shop:prune).
            $table->index('viewed_at');
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('recently_viewed_products');
    }
};

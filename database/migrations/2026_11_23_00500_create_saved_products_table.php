<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

// Favourites and the compare list share one table: a row is a product on one list of one shopper, who is either an
// account (user_id) or a guest (guest_id from the guest cookie). The unique keys make a repeated add a no-op even
// when two requests race; category_id is the product's leaf category, the compare list's group.
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('saved_products', function (Blueprint $table): void {
            $table->id();
            $table->string('list', 16);
            $table->foreignId('user_id')->nullable()->constrained()->cascadeOnDelete();
            $table->string('guest_id', 40)->nullable();
            $table->foreignId('product_id')->constrained()->cascadeOnDelete();
            $table->foreignId('category_id')->constrained()->cascadeOnDelete();
            $table->timestamp('created_at')->nullable();
            $table->unique(['user_id', 'list', 'product_id']);
            $table->unique(['guest_id', 'list', 'product_id']);
            $table->index(['user_id', 'list', 'category_id']);
            $table->index(['guest_id', 'list', 'category_id']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('saved_products');
    }
};

<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        Schema::create('orders', function (Blueprint $table) {
            $table->id();
            // ES-2611-000123: set from the id right after the insert, so it is unique without reading a counter.
            $table->string('number', 20)->nullable()->unique();
            // From the checkout form: a double click or a retried request finds the order it already made.
            $table->string('idempotency_key', 64)->unique();
            $table->foreignId('user_id')->nullable()->constrained()->nullOnDelete();
            $table->string('guest_id', 40)->nullable()->index();
            $table->string('kind', 16)->default('checkout');
            $table->string('status', 16)->default('new');
            $table->string('locale', 2);
            $table->string('name', 120)->nullable();
            $table->string('phone', 16);
            $table->string('email', 190)->nullable();
            $table->string('delivery_method', 16)->nullable();
            $table->string('delivery_zone', 16)->nullable();
            $table->string('city', 120)->nullable();
            $table->string('address', 255)->nullable();
            $table->string('delivery_interval', 16)->nullable();
            $table->foreignId('store_id')->nullable()->constrained()->nullOnDelete();
            $table->string('payment_method', 16)->nullable();
            $table->string('company_name', 190)->nullable();
            $table->string('company_idno', 13)->nullable();
            $table->string('credit_programme', 64)->nullable();
            $table->unsignedSmallInteger('credit_months')->nullable();
            $table->unsignedBigInteger('credit_monthly')->nullable();
            $table->text('comment')->nullable();
            $table->unsignedBigInteger('subtotal');
            $table->unsignedBigInteger('delivery_fee')->default(0);
            $table->unsignedBigInteger('total');
            $table->timestamps();
            $table->index(['user_id', 'id']);
        });

        Schema::create('order_lines', function (Blueprint $table) {
            $table->id();
            $table->foreignId('order_id')->constrained()->cascadeOnDelete();
            $table->foreignId('product_id')->nullable()->constrained()->nullOnDelete();
            // Snapshots: the order keeps what was bought at which price even if the product changes later.
            $table->string('sku', 64);
            $table->json('name');
            $table->string('slug');
            $table->unsignedBigInteger('unit_price');
            $table->unsignedInteger('quantity');
            $table->unsignedBigInteger('line_total');
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('order_lines');
        Schema::dropIfExists('orders');
    }
};

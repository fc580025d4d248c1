<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/*
 * The reports' daily totals (docs/reports.md). Each day of the shop's calendar is re-totalled as a whole from the
 * orders it holds (App\Services\Reports\SalesTotals), so a row is never incremented and a second run writes the same
 * rows; today is read live. `store_id` 0 stands for "no store" (a courier order) and `payment_method` '' for none,
 * so the unique keys hold on every database (NULLs are distinct in a unique key).
 *
 * `order_lines.cost_price` keeps the product's cost price at the time of sale (bani, null when unknown), so margins
 * do not move when a cost price is corrected later. `orders.updated_at` is indexed so the job finds the days of
 * orders changed since its last run.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('order_lines', function (Blueprint $table): void {
            $table->unsignedBigInteger('cost_price')->nullable();
        });

        Schema::table('orders', function (Blueprint $table): void {
            $table->index('updated_at');
        });

        Schema::table('refunds', function (Blueprint $table): void {
            $table->index('created_at');
        });

        Schema::create('sales_daily', function (Blueprint $table): void {
            $table->id();
            $table->date('day');
            $table->unsignedBigInteger('store_id')->default(0);
            $table->string('payment_method', 16)->default('');
            $table->string('kind', 16);
            $table->unsignedInteger('orders');
            $table->unsignedInteger('units');
            // Order totals (goods after discounts, plus delivery), discounts and delivery fees, in bani.
            $table->unsignedBigInteger('revenue');
            $table->unsignedBigInteger('discounts');
            $table->unsignedBigInteger('delivery_fees');
            $table->unique(['day', 'store_id', 'payment_method', 'kind']);
        });

        Schema::create('sales_daily_products', function (Blueprint $table): void {
            $table->id();
            $table->date('day');
            $table->unsignedBigInteger('product_id')->default(0);
            $table->unsignedInteger('orders');
            $table->unsignedInteger('units');
            // The lines' totals after their discounts; the cost and the revenue of the units whose cost was known.
            $table->unsignedBigInteger('revenue');
            $table->unsignedBigInteger('discounts');
            $table->unsignedBigInteger('cost');
            $table->unsignedBigInteger('costed_revenue');
            $table->unique(['day', 'product_id']);
            // Slow movers: a product's last day with a sale.
            $table->index(['product_id', 'day']);
        });

        Schema::create('sales_daily_runs', function (Blueprint $table): void {
            $table->string('name', 32)->primary();
            // Orders changed at or after this moment are re-totalled by the next run.
            $table->timestamp('checked_at');
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('sales_daily_runs');
        Schema::dropIfExists('sales_daily_products');
        Schema::dropIfExists('sales_daily');
        Schema::table('refunds', function (Blueprint $table): void {
            $table->dropIndex(['created_at']);
        });
        Schema::table('orders', function (Blueprint $table): void {
            $table->dropIndex(['updated_at']);
        });
        Schema::table('order_lines', function (Blueprint $table): void {
            $table->dropColumn('cost_price');
        });
    }
};

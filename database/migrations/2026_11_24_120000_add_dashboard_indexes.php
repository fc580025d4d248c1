<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/*
 * Indexes for the back office's dashboard (measured at 100 000 orders, see bench/README.md):
 * - orders (created_at, status, total) covers the per-day figures: a range of days is read from the index alone,
 *   with the status that decides whether an order counts as revenue and the total it adds;
 * - products (stock_total, popularity) finds the low-stock products and counts them without reading the table;
 * - credit_requests and job_applications (created_at) count the new ones of the last days, as contact_messages
 *   already could.
 * Orders waiting per status are counted from the existing (status, held_until) index.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('orders', function (Blueprint $table): void {
            $table->index(['created_at', 'status', 'total'], 'orders_dashboard_days_index');
        });
        Schema::table('products', function (Blueprint $table): void {
            $table->index(['stock_total', 'popularity'], 'products_low_stock_index');
        });
        Schema::table('credit_requests', function (Blueprint $table): void {
            $table->index('created_at');
        });
        Schema::table('job_applications', function (Blueprint $table): void {
            $table->index('created_at');
        });
    }

    public function down(): void
    {
        Schema::table('job_applications', function (Blueprint $table): void {
            $table->dropIndex(['created_at']);
        });
        Schema::table('credit_requests', function (Blueprint $table): void {
            $table->dropIndex(['created_at']);
        });
        Schema::table('products', function (Blueprint $table): void {
            $table->dropIndex('products_low_stock_index');
        });
        Schema::table('orders', function (Blueprint $table): void {
            $table->dropIndex('orders_dashboard_days_index');
        });
    }
};

<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        Schema::table('orders', function (Blueprint $table): void {
            // The staff member who took an order by phone or in a store (kind phone / store); null for the shop's forms.
            $table->foreignId('placed_by')->nullable()->constrained('users')->nullOnDelete();
        });
        Schema::table('order_lines', function (Blueprint $table): void {
            // A unit price staff set below the list price when editing the order: why, and who (the audit log has both too).
            $table->string('price_reason', 255)->nullable();
            $table->foreignId('price_set_by')->nullable()->constrained('users')->nullOnDelete();
        });
    }

    public function down(): void
    {
        Schema::table('order_lines', function (Blueprint $table): void {
            $table->dropConstrainedForeignId('price_set_by');
            $table->dropColumn('price_reason');
        });
        Schema::table('orders', function (Blueprint $table): void {
            $table->dropConstrainedForeignId('placed_by');
        });
    }
};

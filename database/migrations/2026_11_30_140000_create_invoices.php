<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/**
 * Invoices for company buyers (docs/documents.md). An order gets at most one invoice (order_id unique), numbered from
 * a gap-free series per year: `invoice_counters` holds the last number of each year, raised by one conditional UPDATE
 * in the same transaction that writes the invoice, so a number is never taken twice nor skipped.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('invoice_counters', function (Blueprint $table): void {
            $table->unsignedSmallInteger('year')->primary();
            $table->unsignedInteger('last_number')->default(0);
        });

        Schema::create('invoices', function (Blueprint $table): void {
            $table->id();
            $table->foreignId('order_id')->unique()->constrained()->restrictOnDelete();
            $table->string('series', 10);
            $table->unsignedSmallInteger('year');
            $table->unsignedInteger('number');
            // The buyer as invoiced: later edits of the order do not change an issued invoice's buyer.
            $table->string('buyer_name');
            $table->string('buyer_idno', 13);
            $table->foreignId('issued_by')->nullable()->constrained('users')->nullOnDelete();
            $table->timestamp('issued_at');
            $table->unique(['year', 'number']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('invoices');
        Schema::dropIfExists('invoice_counters');
    }
};

<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/**
 * What an invoice says, kept when it is issued (docs/documents.md): the seller and the buyer, each line with its
 * quantity, prices and VAT, the totals and the total in words, in both languages. An issued invoice is then printed
 * from it and never from the order, which may change. Invoices issued before this column have none and keep being
 * printed from their order.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('invoices', function (Blueprint $table): void {
            $table->json('contents')->nullable();
        });
    }

    public function down(): void
    {
        Schema::table('invoices', function (Blueprint $table): void {
            $table->dropColumn('contents');
        });
    }
};

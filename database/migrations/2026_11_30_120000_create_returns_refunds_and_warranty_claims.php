<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/*
 * Returns, refunds and warranty claims (docs/returns.md). A return asks for some units of an order's lines back
 * within the legal window; staff accept or refuse it, record what came back per line (sellable units back on a
 * place's shelf through the stock ledger, damaged ones written off) and refund. `version` is raised by every move,
 * so two staff acting on the same return at once change it once. A refund's idempotency key is unique: a double
 * submit makes one refund. A transfer payment recorded by staff is what a not-yet-completed order paid by bank transfer
 * counts as paid.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('order_returns', function (Blueprint $table): void {
            $table->id();
            $table->foreignId('order_id')->constrained()->cascadeOnDelete();
            // requested → accepted | refused; accepted → received; received → refunded (App\Enums\ReturnStatus)
            $table->string('status', 16);
            $table->string('reason', 24);
            $table->string('details', 1000)->nullable();
            // courier (from `address`) or store (dropped off at `store_id`)
            $table->string('handover', 8);
            $table->string('address', 300)->nullable();
            $table->foreignId('store_id')->nullable()->constrained()->nullOnDelete();
            $table->string('decision_note', 500)->nullable();
            $table->unsignedInteger('version')->default(0);
            $table->boolean('by_staff')->default(false);
            $table->timestamp('decided_at')->nullable();
            $table->timestamp('received_at')->nullable();
            $table->timestamps();
            $table->index(['order_id']);
            // The back office's list, newest first within a status.
            $table->index(['status', 'id']);
        });

        Schema::create('order_return_lines', function (Blueprint $table): void {
            $table->id();
            $table->foreignId('order_return_id')->constrained()->cascadeOnDelete();
            $table->foreignId('order_line_id')->constrained()->cascadeOnDelete();
            $table->unsignedInteger('quantity');
            // Filled when the goods arrive: sellable units went to `store_id`'s shelf, damaged ones were written off.
            $table->unsignedInteger('received_quantity')->nullable();
            $table->string('condition', 8)->nullable();
            $table->foreignId('store_id')->nullable()->constrained()->nullOnDelete();
            $table->unique(['order_return_id', 'order_line_id']);
            $table->index(['order_line_id']);
        });

        Schema::create('refunds', function (Blueprint $table): void {
            $table->id();
            $table->foreignId('order_id')->constrained()->cascadeOnDelete();
            $table->foreignId('order_return_id')->nullable()->constrained()->nullOnDelete();
            // cash (at `store_id`), card (through the payment provider), transfer (to `iban`)
            $table->string('method', 8);
            $table->unsignedBigInteger('amount');
            $table->string('iban', 34)->nullable();
            $table->foreignId('store_id')->nullable()->constrained()->nullOnDelete();
            $table->string('note', 500)->nullable();
            $table->foreignId('user_id')->nullable()->constrained()->nullOnDelete();
            $table->string('idempotency_key', 64)->unique();
            $table->timestamp('created_at')->nullable();
            $table->index(['order_id']);
        });

        Schema::create('transfer_payments', function (Blueprint $table): void {
            $table->id();
            // One per order: staff record the whole transfer once it is on the shop's account.
            $table->foreignId('order_id')->unique()->constrained()->cascadeOnDelete();
            $table->unsignedBigInteger('amount');
            $table->foreignId('user_id')->nullable()->constrained()->nullOnDelete();
            $table->timestamp('created_at')->nullable();
        });

        Schema::create('warranty_claims', function (Blueprint $table): void {
            $table->id();
            $table->foreignId('order_id')->constrained()->cascadeOnDelete();
            $table->foreignId('order_line_id')->constrained()->cascadeOnDelete();
            // received → at_service → repaired | replaced | refused; refused also straight from received
            $table->string('status', 16);
            $table->string('description', 1000);
            $table->string('note', 500)->nullable();
            $table->unsignedInteger('version')->default(0);
            $table->boolean('by_staff')->default(false);
            $table->timestamps();
            $table->index(['order_id']);
            $table->index(['status', 'id']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('warranty_claims');
        Schema::dropIfExists('transfer_payments');
        Schema::dropIfExists('refunds');
        Schema::dropIfExists('order_return_lines');
        Schema::dropIfExists('order_returns');
    }
};

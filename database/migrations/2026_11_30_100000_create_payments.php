<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/*
 * Online payments of orders (docs/payments.md): one row per attempt to pay an order through a provider, the callbacks
 * the provider sent about it, and the refunds made through the provider. Money in bani.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('payments', function (Blueprint $table): void {
            $table->id();
            $table->foreignId('order_id')->constrained()->cascadeOnDelete();
            // What the shop sends the provider as its order id and puts in the return address: random, never the row id.
            $table->uuid('public_id')->unique();
            $table->string('provider', 20);               // maib | mia (App\Services\Payments\PaymentProviders)
            $table->string('method', 10);                 // card | qr
            // pending → paid | failed | expired; review: money moved but not taken as the order's payment (attention says why).
            $table->string('status', 10)->default('pending');
            $table->string('attention', 20)->nullable();  // amount_mismatch | late_success | double_payment
            // The provider's id of the payment (maib payId, the MIA QR's qrId): callbacks are found by it.
            $table->string('reference', 64)->nullable();
            // The id a refund names (maib payId, the MIA payment's payId once paid).
            $table->string('transaction_id', 64)->nullable();
            $table->unsignedBigInteger('amount');         // what the shop asked for: the order's total then
            $table->char('currency', 3)->default('MDL');
            $table->unsignedBigInteger('captured')->nullable();  // what the provider says was paid
            $table->unsignedBigInteger('refunded')->default(0);
            $table->string('provider_status', 40)->nullable();
            $table->string('status_message', 190)->nullable();
            $table->string('card', 32)->nullable();       // masked by the provider: 4111 11** **** 1111
            $table->string('rrn', 32)->nullable();
            $table->string('approval', 32)->nullable();
            $table->text('pay_url')->nullable();          // the hosted card page, or the QR's content
            $table->timestamp('expires_at')->nullable();
            $table->timestamp('paid_at')->nullable();
            $table->timestamp('settled_at')->nullable();  // when it stopped being pending
            $table->timestamp('checked_at')->nullable();  // last read from the provider (payments:reconcile)
            $table->timestamps();

            $table->unique(['provider', 'reference']);
            $table->index(['order_id', 'id']);
            $table->index(['status', 'created_at']);
            $table->index(['attention']);
        });

        Schema::create('payment_callbacks', function (Blueprint $table): void {
            $table->id();
            $table->foreignId('payment_id')->constrained()->cascadeOnDelete();
            $table->string('status', 40)->nullable();     // the status the callback reported
            $table->boolean('signature_valid');
            $table->text('body');                         // capped at payments.callbacks.max_body_bytes
            $table->timestamp('received_at');

            $table->index(['payment_id', 'id']);
        });

        Schema::create('payment_refunds', function (Blueprint $table): void {
            $table->id();
            $table->foreignId('payment_id')->constrained()->cascadeOnDelete();
            $table->foreignId('order_id')->constrained()->cascadeOnDelete();
            // The caller's idempotency key: the same key again answers this refund.
            $table->string('key', 100)->unique();
            $table->unsignedBigInteger('amount');
            $table->string('status', 10)->default('pending'); // pending | done | failed
            $table->text('provider_answer')->nullable();
            $table->foreignId('user_id')->nullable()->constrained()->nullOnDelete();
            $table->timestamps();

            $table->index(['payment_id', 'id']);
        });

        Schema::table('orders', function (Blueprint $table): void {
            // Set once, by the one payment that paid the order (App\Actions\Payments\SettlePayment).
            $table->timestamp('paid_at')->nullable();
        });
    }

    public function down(): void
    {
        Schema::table('orders', function (Blueprint $table): void {
            $table->dropColumn('paid_at');
        });
        Schema::dropIfExists('payment_refunds');
        Schema::dropIfExists('payment_callbacks');
        Schema::dropIfExists('payments');
    }
};

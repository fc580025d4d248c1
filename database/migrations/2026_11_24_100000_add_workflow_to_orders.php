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
            // Raised by every change: a change is made only if the version is still the one the person saw, so two
            // staff acting at once never both win (App\Actions\Orders\ChangeOrderStatus).
            $table->unsignedInteger('version')->default(0);
            $table->string('cancel_reason', 500)->nullable();
            $table->timestamp('status_changed_at')->nullable();
        });

        // The order's timeline: every status change and staff note, who made it and when. `public` rows are shown to
        // the customer on their order page; staff notes are not.
        Schema::create('order_events', function (Blueprint $table): void {
            $table->id();
            $table->foreignId('order_id')->constrained()->cascadeOnDelete();
            $table->foreignId('user_id')->nullable()->constrained()->nullOnDelete();
            $table->string('actor', 16);
            $table->string('type', 16);
            $table->string('from_status', 16)->nullable();
            $table->string('to_status', 16)->nullable();
            $table->text('body')->nullable();
            $table->boolean('public')->default(false);
            $table->timestamp('created_at')->nullable();
            $table->index(['order_id', 'id']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('order_events');
        Schema::table('orders', function (Blueprint $table): void {
            $table->dropColumn(['version', 'cancel_reason', 'status_changed_at']);
        });
    }
};

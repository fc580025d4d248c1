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
            // A one-click order keeps its unit only until held_until unless staff confirm it (confirmed_at); after
            // that the scheduled release gives the unit back and stamps released_at.
            $table->timestamp('held_until')->nullable();
            $table->timestamp('confirmed_at')->nullable();
            $table->timestamp('released_at')->nullable();
            $table->index(['status', 'held_until']);
        });

        // One row per open one-click order: the unique key is what allows only one open order per phone and product,
        // even when two requests arrive at once. The row goes when the order is confirmed or released.
        Schema::create('one_click_holds', function (Blueprint $table): void {
            $table->id();
            $table->string('phone', 16);
            $table->foreignId('product_id')->constrained()->cascadeOnDelete();
            $table->foreignId('order_id')->unique()->constrained()->cascadeOnDelete();
            $table->timestamp('created_at')->nullable();
            $table->unique(['phone', 'product_id']);
        });

        // The order's mails, written in the order's own transaction and sent from here by the queue and the sweep.
        // A row is claimed by pushing available_at forward with a conditional UPDATE, so only one sender has it.
        Schema::create('order_mails', function (Blueprint $table): void {
            $table->id();
            $table->foreignId('order_id')->constrained()->cascadeOnDelete();
            $table->string('type', 16);
            $table->string('recipient', 190);
            $table->string('locale', 2);
            $table->unsignedSmallInteger('attempts')->default(0);
            $table->timestamp('available_at');
            $table->timestamp('sent_at')->nullable();
            $table->timestamp('created_at')->nullable();
            $table->unique(['order_id', 'type']);
            $table->index(['sent_at', 'available_at']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('order_mails');
        Schema::dropIfExists('one_click_holds');
        Schema::table('orders', function (Blueprint $table): void {
            $table->dropIndex(['status', 'held_until']);
            $table->dropColumn(['held_until', 'confirmed_at', 'released_at']);
        });
    }
};

<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        // Promo codes and automatic cart rules (docs/promo-codes.md). A rule is the discount and its conditions; an
        // automatic rule has no code, a code rule has one or many codes (a generated batch of single-use ones).
        // `uses_count` beside `usage_limit` is raised by a conditional UPDATE in the order's transaction, so a limit of
        // N is taken exactly N times however many checkouts race for it.
        Schema::create('promo_rules', function (Blueprint $table): void {
            $table->id();
            $table->json('label');
            $table->boolean('automatic')->default(false);
            $table->string('kind', 16); // percent | amount | free_delivery
            $table->unsignedBigInteger('value')->default(0); // whole percent, or bani off
            $table->string('scope', 16)->default('cart'); // cart | categories | brands | products
            $table->json('scope_ids')->nullable();
            $table->unsignedBigInteger('min_subtotal')->default(0);
            $table->timestamp('starts_at')->nullable();
            $table->timestamp('ends_at')->nullable();
            $table->unsignedInteger('usage_limit')->nullable();
            $table->unsignedInteger('per_customer_limit')->nullable();
            $table->unsignedInteger('uses_count')->default(0);
            $table->boolean('combines_with_promotions')->default(false);
            $table->boolean('combines_with_others')->default(false);
            $table->integer('priority')->default(0);
            $table->string('status', 8)->default('active'); // active | paused | ended
            $table->timestamps();
            // The cart reads the running automatic rules on every view.
            $table->index(['automatic', 'status']);
        });

        Schema::create('promo_codes', function (Blueprint $table): void {
            $table->id();
            $table->foreignId('promo_rule_id')->constrained()->cascadeOnDelete();
            // Upper-case, trimmed: shoppers' codes are matched without regard to case.
            $table->string('code', 32)->unique();
            $table->unsignedInteger('usage_limit')->nullable();
            $table->unsignedInteger('uses_count')->default(0);
            $table->timestamp('created_at')->nullable();
            $table->index(['promo_rule_id', 'id']);
        });

        // One row per rule an order used, with what it took off (a snapshot: label and code as they were). Given back
        // once (released_at set by a conditional UPDATE) when the order is cancelled or released.
        Schema::create('promo_uses', function (Blueprint $table): void {
            $table->id();
            $table->foreignId('promo_rule_id')->constrained()->cascadeOnDelete();
            $table->foreignId('promo_code_id')->nullable()->constrained()->nullOnDelete();
            $table->foreignId('order_id')->constrained()->cascadeOnDelete();
            $table->json('label');
            $table->string('code', 32)->nullable();
            $table->unsignedBigInteger('discount')->default(0);
            $table->boolean('free_delivery')->default(false);
            $table->json('customer_keys');
            $table->timestamp('released_at')->nullable();
            $table->timestamp('created_at')->nullable();
            $table->unique(['order_id', 'promo_rule_id']);
            // The back office's uses and revenue per rule.
            $table->index(['promo_rule_id', 'released_at', 'order_id']);
        });

        // Uses per customer and rule: one row per key (an account, a phone, an e-mail), raised conditionally.
        Schema::create('promo_customer_uses', function (Blueprint $table): void {
            $table->id();
            $table->foreignId('promo_rule_id')->constrained()->cascadeOnDelete();
            $table->string('customer_key', 300);
            $table->unsignedInteger('uses')->default(0);
            $table->unique(['promo_rule_id', 'customer_key']);
        });

        Schema::table('carts', function (Blueprint $table): void {
            $table->string('promo_code', 32)->nullable();
        });

        Schema::table('orders', function (Blueprint $table): void {
            $table->unsignedBigInteger('discount_total')->default(0);
        });

        Schema::table('order_lines', function (Blueprint $table): void {
            $table->unsignedBigInteger('discount')->default(0);
        });
    }

    public function down(): void
    {
        Schema::table('order_lines', fn (Blueprint $table) => $table->dropColumn('discount'));
        Schema::table('orders', fn (Blueprint $table) => $table->dropColumn('discount_total'));
        Schema::table('carts', fn (Blueprint $table) => $table->dropColumn('promo_code'));
        Schema::dropIfExists('promo_customer_uses');
        Schema::dropIfExists('promo_uses');
        Schema::dropIfExists('promo_codes');
        Schema::dropIfExists('promo_rules');
    }
};

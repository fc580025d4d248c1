<?php

declare(strict_types=1);

use App\Services\Customers\CustomerDirectory;
use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        // The back office's customers (docs/customers.md): an account, or guests folded by their phone (stored +373
        // form) and lower-case e-mail. The figures are kept by App\Services\Customers\CustomerDirectory from the
        // customer's orders, so the list reads one indexed row per customer however many orders there are.
        Schema::create('customers', function (Blueprint $table): void {
            $table->id();
            $table->foreignId('user_id')->nullable()->unique()->constrained()->nullOnDelete();
            $table->string('name', 255)->nullable();
            $table->string('phone', 20)->nullable()->index();
            $table->string('email', 255)->nullable()->index();
            $table->unsignedInteger('orders_count')->default(0);
            $table->unsignedInteger('completed_count')->default(0);
            $table->unsignedBigInteger('spent')->default(0);
            $table->timestamp('first_order_at')->nullable();
            $table->timestamp('last_order_at')->nullable();
            $table->string('flag', 20)->nullable();
            $table->string('flag_note', 500)->nullable();
            $table->foreignId('flagged_by')->nullable()->constrained('users')->nullOnDelete();
            $table->timestamp('flagged_at')->nullable();
            $table->timestamp('erased_at')->nullable();
            $table->timestamps();
            $table->index(['last_order_at', 'id']);
            $table->index(['spent', 'id']);
            $table->index(['orders_count', 'id']);
            $table->index(['name', 'id']);
            $table->index(['flag', 'id']);
        });

        // Staff notes on a customer: appended, never edited; the author's name kept for when the account goes.
        Schema::create('customer_notes', function (Blueprint $table): void {
            $table->id();
            $table->foreignId('customer_id')->constrained()->cascadeOnDelete();
            $table->foreignId('user_id')->nullable()->constrained()->nullOnDelete();
            $table->string('author', 255);
            $table->text('body');
            $table->timestamp('created_at');
            $table->index(['customer_id', 'id']);
        });

        Schema::table('orders', function (Blueprint $table): void {
            $table->foreignId('customer_id')->nullable()->constrained()->nullOnDelete();
            $table->index(['customer_id', 'created_at']);
        });

        // Existing orders and accounts get their customers now (the same as `php artisan customers:rebuild`).
        app(CustomerDirectory::class)->rebuild();
    }

    public function down(): void
    {
        Schema::table('orders', function (Blueprint $table): void {
            $table->dropIndex(['customer_id', 'created_at']);
            $table->dropConstrainedForeignId('customer_id');
        });
        Schema::dropIfExists('customer_notes');
        Schema::dropIfExists('customers');
    }
};

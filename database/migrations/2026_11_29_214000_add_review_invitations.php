<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        // When the customer was invited to review what a completed order brought (reviews:invite): set once, by the
        // statement that claims the order, so no order is mailed twice whatever runs at the same time.
        Schema::table('orders', function (Blueprint $table): void {
            $table->timestamp('review_invited_at')->nullable();
            $table->index(['status', 'review_invited_at', 'status_changed_at']);
        });

        // Addresses that asked for no more review invitations (the signed link in each invitation).
        Schema::create('review_invitation_optouts', function (Blueprint $table): void {
            $table->id();
            $table->string('email', 190)->unique();
            $table->timestamp('created_at')->nullable();
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('review_invitation_optouts');
        Schema::table('orders', function (Blueprint $table): void {
            $table->dropIndex(['status', 'review_invited_at', 'status_changed_at']);
            $table->dropColumn('review_invited_at');
        });
    }
};

<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /**
     * What the back office's order list filters and sorts by (App\Queries\Admin\OrderFilters): a status tab newest
     * first, a phone or e-mail looked up, a date range, a store's pickups.
     */
    public function up(): void
    {
        Schema::table('orders', function (Blueprint $table): void {
            $table->index(['status', 'id']);
            $table->index('phone');
            $table->index('email');
            $table->index('created_at');
            $table->index(['store_id', 'id']);
        });
    }

    public function down(): void
    {
        Schema::table('orders', function (Blueprint $table): void {
            $table->dropIndex(['status', 'id']);
            $table->dropIndex(['phone']);
            $table->dropIndex(['email']);
            $table->dropIndex(['created_at']);
            $table->dropIndex(['store_id', 'id']);
        });
    }
};

<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        // Who carries a shipped order and its tracking number, typed by staff when they move it to shipped
        // (config/couriers.php lists the couriers and their tracking links); shown to the customer.
        Schema::table('orders', function (Blueprint $table): void {
            $table->string('courier', 32)->nullable();
            $table->string('tracking_number', 64)->nullable();
        });
    }

    public function down(): void
    {
        Schema::table('orders', function (Blueprint $table): void {
            $table->dropColumn(['courier', 'tracking_number']);
        });
    }
};

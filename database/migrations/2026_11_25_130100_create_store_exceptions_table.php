<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/*
 * A store's days that differ from its week (holidays, short days): one row per store and calendar day on the shop's
 * clock. Both times null: closed all day; otherwise open from `opens_at` to `closes_at` ("09:00", "15:00").
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('store_exceptions', function (Blueprint $table): void {
            $table->id();
            $table->foreignId('store_id')->constrained()->cascadeOnDelete();
            $table->date('date');
            $table->string('opens_at', 5)->nullable();
            $table->string('closes_at', 5)->nullable();
            $table->json('note');
            $table->timestamps();
            $table->unique(['store_id', 'date']);
            $table->index('date');
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('store_exceptions');
    }
};

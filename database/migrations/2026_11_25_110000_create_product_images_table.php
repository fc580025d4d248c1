<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/*
 * A product's pictures, one row each, in the order the shop shows them (the lowest `sort` is the main picture, the
 * one on cards). `key` is the image store's key (App\Support\Images\ImageStore): an uploaded original with its WebP
 * variants, or a legacy path under public/ such as `images/products/tv.svg`. `width` and `height` are the
 * original's pixels (null for a legacy vector), so pages can reserve the box before the picture loads.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('product_images', function (Blueprint $table): void {
            $table->id();
            $table->foreignId('product_id')->constrained()->cascadeOnDelete();
            $table->string('key');
            $table->unsignedInteger('sort')->default(0);
            $table->json('alt');
            $table->unsignedInteger('width')->nullable();
            $table->unsignedInteger('height')->nullable();
            $table->timestamps();
            $table->index(['product_id', 'sort', 'id']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('product_images');
    }
};

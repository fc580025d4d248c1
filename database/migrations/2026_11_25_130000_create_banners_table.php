<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/*
 * Home-page banners: the slides at the top of the home page. Texts are JSON columns {"ro": …, "ru": …}; `image` is an
 * ImageStore key (collection `banners`: a wide variant for laptops, a narrow one for phones) or a path under public/.
 * The period is stored in UTC; both ends are optional.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('banners', function (Blueprint $table): void {
            $table->id();
            $table->json('title');
            $table->json('text');
            // A path in the shop ("/promotii/…") or an https:// address; null: the slide links nowhere.
            $table->string('link', 500)->nullable();
            $table->string('image');
            $table->dateTime('starts_at')->nullable();
            $table->dateTime('ends_at')->nullable();
            $table->boolean('is_active')->default(true);
            $table->integer('sort')->default(0);
            $table->timestamps();
            $table->index(['is_active', 'sort']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('banners');
    }
};

<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

/*
 * The pictures live in product_images now; the old JSON list would only drift from them.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('products', function (Blueprint $table): void {
            $table->dropColumn('images');
        });
    }

    public function down(): void
    {
        Schema::table('products', function (Blueprint $table): void {
            $table->json('images')->nullable();
        });

        DB::table('product_images')->orderBy('product_id')->orderBy('sort')->orderBy('id')->get(['product_id', 'key'])
            ->groupBy('product_id')
            ->each(static fn ($images, $productId) => DB::table('products')->where('id', $productId)
                ->update(['images' => json_encode($images->pluck('key')->all())]));
    }
};

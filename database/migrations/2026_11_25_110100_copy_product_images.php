<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Support\Facades\DB;

/*
 * Each path of the old `products.images` list becomes a product_images row in the same order, described by the
 * product's name until somebody writes a better alt text. Read a thousand products at a time, so a large catalogue
 * does not sit in memory.
 */
return new class extends Migration
{
    public function up(): void
    {
        $now = now()->toDateTimeString();
        DB::table('products')->select(['id', 'name', 'images'])->orderBy('id')->chunkById(1000, static function ($products) use ($now): void {
            $rows = [];
            foreach ($products as $product) {
                $paths = json_decode((string) $product->images, true);
                $sort = 0;
                foreach (is_array($paths) ? $paths : [] as $path) {
                    if (! is_string($path) || trim($path, '/ ') === '') {
                        continue;
                    }
                    $rows[] = [
                        'product_id' => $product->id,
                        'key' => ltrim($path, '/'),
                        'sort' => $sort++,
                        'alt' => $product->name,
                        'width' => null,
                        'height' => null,
                        'created_at' => $now,
                        'updated_at' => $now,
                    ];
                }
            }
            foreach (array_chunk($rows, 500) as $chunk) {
                DB::table('product_images')->insert($chunk);
            }
        });
    }

    public function down(): void
    {
        DB::table('product_images')->delete();
    }
};

<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/*
 * Staff can take a product off the shop without deleting it (its orders, favourites and audit rows stay). Every
 * listing now asks for `is_active = 1`, so the listing indexes get the column too: right after an equality prefix,
 * where it keeps their order (brand grouping, price sort), and last in the discounted one, whose first column is a
 * range; they stay covering for the facet queries.
 */
return new class extends Migration
{
    private const LEVELS = ['category_root_id', 'category_sub_id', 'category_id'];

    public function up(): void
    {
        Schema::table('products', function (Blueprint $table): void {
            $table->boolean('is_active')->default(true);
        });

        $this->rebuild(static fn (string $column): array => [$column, 'is_active'], ['discount_percent', 'brand_id', 'price', 'stock_total', 'is_active']);
    }

    public function down(): void
    {
        $this->rebuild(static fn (string $column): array => [$column], ['discount_percent', 'brand_id', 'price', 'stock_total']);

        Schema::table('products', function (Blueprint $table): void {
            $table->dropColumn('is_active');
        });
    }

    /**
     * @param  \Closure(string): list<string>  $prefix
     * @param  list<string>  $discounted
     */
    private function rebuild(Closure $prefix, array $discounted): void
    {
        Schema::table('products', function (Blueprint $table): void {
            foreach (self::LEVELS as $column) {
                $table->dropIndex('products_'.$column.'_facets_index');
                $table->dropIndex('products_'.$column.'_price_index');
            }
            $table->dropIndex('products_brand_facets_index');
            $table->dropIndex('products_discount_facets_index');
            $table->dropIndex('products_new_facets_index');
        });

        Schema::table('products', function (Blueprint $table) use ($prefix, $discounted): void {
            foreach (self::LEVELS as $column) {
                $table->index([...$prefix($column), 'brand_id', 'price', 'stock_total'], 'products_'.$column.'_facets_index');
                $table->index([...$prefix($column), 'price'], 'products_'.$column.'_price_index');
            }
            $table->index([...$prefix('brand_id'), 'price', 'stock_total'], 'products_brand_facets_index');
            $table->index($discounted, 'products_discount_facets_index');
            $table->index([...$prefix('is_new'), 'brand_id', 'price', 'stock_total'], 'products_new_facets_index');
        });
    }
};

<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/*
 * Indexes for listings with facets (measured at 100 000 and 1 000 000 products, see bench/README.md):
 * - per category level, per brand, and for the discounted and the new products, (…, brand_id, price, stock_total)
 *   covers the facet query that groups a listing by brand with its price range and in-stock count, without
 *   reading the table;
 * - per category level, (…, price) serves the price sorts without sorting the whole category;
 * - (attribute_id, number_value, product_id) answers a spec range filter from the index alone.
 */
return new class extends Migration
{
    private const LEVELS = ['category_root_id', 'category_sub_id', 'category_id'];

    public function up(): void
    {
        Schema::table('products', function (Blueprint $table) {
            foreach (self::LEVELS as $column) {
                $table->index([$column, 'brand_id', 'price', 'stock_total'], 'products_'.$column.'_facets_index');
                $table->index([$column, 'price'], 'products_'.$column.'_price_index');
            }
            $table->dropIndex(['brand_id']);
            $table->index(['brand_id', 'price', 'stock_total'], 'products_brand_facets_index');
            // Replaces (discount_percent, popularity): "discount_percent > 0" is a range, so that index never gave the order.
            $table->dropIndex(['discount_percent', 'popularity']);
            $table->index(['discount_percent', 'brand_id', 'price', 'stock_total'], 'products_discount_facets_index');
            $table->index(['is_new', 'brand_id', 'price', 'stock_total'], 'products_new_facets_index');
        });

        Schema::table('product_attribute_values', function (Blueprint $table) {
            $table->dropIndex(['attribute_id', 'number_value']);
            $table->index(['attribute_id', 'number_value', 'product_id'], 'product_attribute_values_number_index');
        });
    }

    public function down(): void
    {
        Schema::table('product_attribute_values', function (Blueprint $table) {
            $table->dropIndex('product_attribute_values_number_index');
            $table->index(['attribute_id', 'number_value']);
        });

        Schema::table('products', function (Blueprint $table) {
            $table->dropIndex('products_brand_facets_index');
            $table->dropIndex('products_discount_facets_index');
            $table->index(['discount_percent', 'popularity']);
            $table->dropIndex('products_new_facets_index');
            $table->index(['brand_id']);
            foreach (self::LEVELS as $column) {
                $table->dropIndex('products_'.$column.'_facets_index');
                $table->dropIndex('products_'.$column.'_price_index');
            }
        });
    }
};

<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/*
 * The catalogue: one three-level category tree, brands, products with prices in bani, spec attributes usable as
 * facets. Translatable texts are JSON columns {"ro": …, "ru": …}.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('categories', function (Blueprint $table) {
            $table->id();
            $table->foreignId('parent_id')->nullable()->constrained('categories')->cascadeOnDelete();
            $table->unsignedTinyInteger('depth');
            $table->string('slug')->unique();
            $table->json('name');
            $table->string('icon')->nullable();
            $table->integer('sort')->default(0);
            $table->json('label')->nullable();
            $table->timestamps();
            $table->index(['parent_id', 'sort']);
        });

        Schema::create('brands', function (Blueprint $table) {
            $table->id();
            $table->string('name');
            $table->string('slug')->unique();
            $table->timestamps();
        });

        Schema::create('products', function (Blueprint $table) {
            $table->id();
            $table->string('slug')->unique();
            $table->string('sku')->unique();
            $table->json('name');
            $table->json('description');
            $table->foreignId('brand_id')->constrained();
            // The node the product is filed under (the deepest level) and its ancestors, so that a category page of
            // any level is one indexed lookup.
            $table->foreignId('category_id')->constrained('categories');
            $table->foreignId('category_root_id')->constrained('categories');
            $table->foreignId('category_sub_id')->nullable()->constrained('categories');
            $table->unsignedBigInteger('price');
            $table->unsignedBigInteger('old_price')->nullable();
            $table->unsignedInteger('stock_total')->default(0);
            $table->boolean('is_new')->default(false);
            $table->boolean('is_popular')->default(false);
            $table->unsignedInteger('popularity')->default(0);
            $table->json('images');
            $table->timestamps();

            $table->index(['category_id', 'popularity']);
            $table->index(['category_sub_id', 'popularity']);
            $table->index(['category_root_id', 'popularity']);
            $table->index(['is_new', 'created_at']);
            $table->index(['is_popular', 'popularity']);
            $table->index(['brand_id']);
        });

        Schema::create('stores', function (Blueprint $table) {
            $table->id();
            $table->string('slug')->unique();
            $table->json('name');
            $table->json('city');
            $table->json('address');
            $table->json('phones');
            $table->json('hours');
            $table->decimal('latitude', 9, 6);
            $table->decimal('longitude', 9, 6);
            $table->integer('sorted')->default(0);
            $table->timestamps();
        });

        Schema::create('product_stock', function (Blueprint $table) {
            $table->foreignId('product_id')->constrained()->cascadeOnDelete();
            $table->foreignId('store_id')->constrained()->cascadeOnDelete();
            $table->unsignedInteger('quantity');
            $table->primary(['product_id', 'store_id']);
            $table->index(['store_id', 'product_id']);
        });

        Schema::create('attributes', function (Blueprint $table) {
            $table->id();
            $table->string('code')->unique();
            $table->json('name');
            $table->json('section');
            $table->string('type', 16); // select | number | boolean
            $table->string('unit')->nullable();
            $table->boolean('is_filterable')->default(true);
            $table->integer('sort')->default(0);
            $table->timestamps();
        });

        Schema::create('attribute_options', function (Blueprint $table) {
            $table->id();
            $table->foreignId('attribute_id')->constrained()->cascadeOnDelete();
            $table->string('slug');
            $table->json('value');
            $table->integer('sort')->default(0);
            $table->unique(['attribute_id', 'slug']);
        });

        Schema::create('product_attribute_values', function (Blueprint $table) {
            $table->foreignId('product_id')->constrained()->cascadeOnDelete();
            $table->foreignId('attribute_id')->constrained()->cascadeOnDelete();
            $table->foreignId('attribute_option_id')->nullable()->constrained()->cascadeOnDelete();
            $table->decimal('number_value', 12, 2)->nullable();
            $table->primary(['product_id', 'attribute_id']);
            $table->index(['attribute_id', 'attribute_option_id', 'product_id']);
            $table->index(['attribute_id', 'number_value']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('product_attribute_values');
        Schema::dropIfExists('attribute_options');
        Schema::dropIfExists('attributes');
        Schema::dropIfExists('product_stock');
        Schema::dropIfExists('stores');
        Schema::dropIfExists('products');
        Schema::dropIfExists('brands');
        Schema::dropIfExists('categories');
    }
};

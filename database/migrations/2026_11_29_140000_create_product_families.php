<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/*
 * Product families (docs/variants.md): a family groups the variants of one model (an iPhone 16 in its storage sizes and
 * colours, a TV line in its diagonals). Every variant stays a row of `products`, so whatever sells (cart, orders, stock,
 * favourites, the CSV import by SKU) keeps selling it, and its URL and SKU keep answering. A product without a family
 * is a family of one; nothing existing moves.
 *
 * - `product_family_options`: the attributes that tell a family's variants apart, in the order the switcher shows them.
 * - `products.is_listed`: the one variant that stands for its family in listings (an active one, in stock first, then
 *   the cheapest); always true for a product without a family. Listings ask for it beside `is_active`.
 * - `family_option_values`: the option values of a family's other active variants that its listed variant does not
 *   have, so that a filter on 256 GB finds the family whose listed variant has 128 GB, and a facet counts it.
 * - `attribute_options.swatch`: the colour a colour option shows as (a CSS hex colour), for the switcher.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('product_families', function (Blueprint $table): void {
            $table->id();
            $table->string('slug')->unique();
            $table->json('name');
            $table->foreignId('brand_id')->constrained();
            $table->foreignId('category_id')->constrained('categories');
            $table->timestamps();
        });

        Schema::create('product_family_options', function (Blueprint $table): void {
            $table->foreignId('family_id')->constrained('product_families')->cascadeOnDelete();
            $table->foreignId('attribute_id')->constrained()->cascadeOnDelete();
            $table->unsignedSmallInteger('position')->default(0);
            $table->primary(['family_id', 'attribute_id']);
        });

        Schema::table('products', function (Blueprint $table): void {
            $table->foreignId('family_id')->nullable()->constrained('product_families')->nullOnDelete();
            $table->boolean('is_listed')->default(true);
            $table->index(['family_id', 'is_listed']);
        });

        Schema::create('family_option_values', function (Blueprint $table): void {
            $table->id();
            $table->foreignId('family_id')->constrained('product_families')->cascadeOnDelete();
            $table->foreignId('attribute_id')->constrained()->cascadeOnDelete();
            $table->foreignId('attribute_option_id')->nullable()->constrained()->cascadeOnDelete();
            $table->decimal('number_value', 12, 2)->nullable();
            $table->index(['attribute_id', 'attribute_option_id', 'family_id']);
            $table->index(['attribute_id', 'number_value']);
            $table->index(['family_id']);
        });

        Schema::table('attribute_options', function (Blueprint $table): void {
            $table->string('swatch', 7)->nullable();
        });
    }

    public function down(): void
    {
        Schema::table('attribute_options', function (Blueprint $table): void {
            $table->dropColumn('swatch');
        });
        Schema::dropIfExists('family_option_values');
        Schema::table('products', function (Blueprint $table): void {
            $table->dropIndex(['family_id', 'is_listed']);
            $table->dropConstrainedForeignId('family_id');
            $table->dropColumn('is_listed');
        });
        Schema::dropIfExists('product_family_options');
        Schema::dropIfExists('product_families');
    }
};

<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

/*
 * Which spec attributes a category's products are described by, in the order the product form asks for them. Until
 * now that was only implied by the values products had; the existing pairs are copied from them.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('category_attribute', function (Blueprint $table): void {
            $table->foreignId('category_id')->constrained()->cascadeOnDelete();
            $table->foreignId('attribute_id')->constrained()->cascadeOnDelete();
            $table->integer('sort')->default(0);
            $table->primary(['category_id', 'attribute_id']);
            $table->index('attribute_id');
        });

        DB::statement(
            'INSERT INTO category_attribute (category_id, attribute_id, sort)
             SELECT pairs.category_id, pairs.attribute_id, attributes.sort
             FROM (SELECT DISTINCT products.category_id, product_attribute_values.attribute_id
                   FROM product_attribute_values
                   JOIN products ON products.id = product_attribute_values.product_id) pairs
             JOIN attributes ON attributes.id = pairs.attribute_id'
        );
    }

    public function down(): void
    {
        Schema::dropIfExists('category_attribute');
    }
};

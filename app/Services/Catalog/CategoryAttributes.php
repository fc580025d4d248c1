<?php

declare(strict_types=1);

namespace App\Services\Catalog;

use Illuminate\Support\Facades\DB;

/**
 * The `category_attribute` pairs implied by the products' own spec values: a catalogue loaded in bulk (the demo
 * seeder, `catalog:generate`) gets each category's attributes from what its products are described by.
 */
final class CategoryAttributes
{
    /** Adds every pair a product's values imply and the table lacks; existing pairs and their order stay. */
    public static function addMissingFromProducts(): int
    {
        return DB::affectingStatement(
            'INSERT INTO category_attribute (category_id, attribute_id, sort)
             SELECT pairs.category_id, pairs.attribute_id, attributes.sort
             FROM (SELECT DISTINCT products.category_id, product_attribute_values.attribute_id
                   FROM product_attribute_values
                   JOIN products ON products.id = product_attribute_values.product_id) pairs
             JOIN attributes ON attributes.id = pairs.attribute_id
             WHERE NOT EXISTS (SELECT 1 FROM category_attribute existing
                               WHERE existing.category_id = pairs.category_id AND existing.attribute_id = pairs.attribute_id)'
        );
    }
}

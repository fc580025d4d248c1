<?php

declare(strict_types=1);

namespace App\Queries\Admin\Products;

use App\Http\Requests\Admin\Products\PriceInput;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\Product;
use Illuminate\Support\Facades\DB;

/**
 * The product form's props: the product as the form edits it (prices back in lei, spec values by attribute id as
 * the inputs hold them), the leaf categories and brands, and the spec attributes of the category picked (the form
 * asks again with `?category=` when staff pick another one).
 *
 * @phpstan-import-type Choice from ProductFormOptions
 * @phpstan-import-type SpecAttribute from ProductFormOptions
 */
final readonly class ProductFormPage
{
    public function __construct(private ProductFormOptions $options)
    {
    }

    /**
     * @return array<string, mixed>
     */
    public function props(?Product $product, ?int $category, bool $seesCost = false): array
    {
        $category ??= $product?->category_id;

        return [
            'product' => $product === null ? null : $this->product($product, $seesCost),
            // Cost prices are shown only to those who see reports (the margins); the form leaves the field out.
            'sees_cost' => $seesCost,
            'categories' => $this->options->categories(leavesOnly: true),
            'brands' => $this->options->brands(),
            'category' => $category,
            'attributes' => $this->options->attributes($category),
            // The low-stock default a product without a reorder level of its own falls back to (docs/stock.md).
            'reorder_default' => max(0, config()->integer('admin.low_stock', 3)),
        ];
    }

    /**
     * @return array<string, mixed>
     */
    private function product(Product $product, bool $seesCost): array
    {
        $specs = [];
        $types = DB::table('product_attribute_values as v')->join('attributes as a', 'a.id', '=', 'v.attribute_id')
            ->leftJoin('attribute_options as o', 'o.id', '=', 'v.attribute_option_id')
            ->where('v.product_id', $product->id)
            ->get(['v.attribute_id', 'v.attribute_option_id', 'v.number_value', 'a.type', 'o.slug']);
        foreach ($types as $row) {
            /** @var object{attribute_id: int|string, attribute_option_id: int|string|null, number_value: string|float|null, type: string, slug: string|null} $row */
            $specs[(string) $row->attribute_id] = match (true) {
                $row->type === 'boolean' && $row->slug !== null => in_array($row->slug, ProductFormOptions::YES, true) ? 'yes' : 'no',
                $row->type === 'boolean' => (float) $row->number_value !== 0.0 ? 'yes' : 'no',
                $row->attribute_option_id !== null => (string) $row->attribute_option_id,
                default => self::number($row->number_value),
            };
        }

        return [
            'id' => $product->id,
            'name' => ['ro' => $product->name['ro'] ?? '', 'ru' => $product->name['ru'] ?? ''],
            'description' => ['ro' => $product->description['ro'] ?? '', 'ru' => $product->description['ru'] ?? ''],
            'sku' => $product->sku,
            'slug' => $product->slug,
            'price' => PriceInput::fromBani($product->price),
            'old_price' => PriceInput::fromBani($product->old_price),
            'cost_price' => $seesCost ? PriceInput::fromBani($product->cost_price) : null,
            'reorder_level' => $product->reorder_level === null ? '' : (string) $product->reorder_level,
            'category_id' => $product->category_id,
            'brand_id' => $product->brand_id,
            'specs' => (object) $specs,
            'is_new' => $product->is_new,
            'is_popular' => $product->is_popular,
            'is_active' => $product->is_active,
            'stock' => $product->stock_total,
            // Shoppers waiting for it: a restock, a lower price (stock and price alerts).
            'waiting' => \App\Queries\StockAlerts\WaitingCounts::forProduct($product->id),
            'url' => $product->is_active ? LocalizedRoutes::url('products.show', ['slug' => $product->slug], 'ro') : null,
            'family' => $product->family === null ? null : ['id' => $product->family->id, 'name' => $product->family->translate('name')],
        ];
    }

    /**
     * `55.00` as `55`, `6.10` as `6,1`: with the decimal comma both the shop's languages write (and the form takes
     * back), so a value typed `1,7` reads `1,7` after saving.
     */
    private static function number(string|float|null $value): string
    {
        if ($value === null) {
            return '';
        }
        $text = is_float($value) ? (string) $value : $value;

        return str_replace('.', ',', str_contains($text, '.') ? rtrim(rtrim($text, '0'), '.') : $text);
    }
}

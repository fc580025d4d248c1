<?php

declare(strict_types=1);

namespace App\Queries\Admin\Reports;

use App\Models\Brand;
use App\Models\Category;
use App\Models\Product;
use App\Models\Store;
use App\Support\Text;

/**
 * The names of a report's rows in the staff member's language: products (with the SKU), categories, brands, stores,
 * payment methods and order kinds; a day stays a day (the page formats it). Key 0 (or '') is what has none: a product
 * deleted since, a courier order (no store), an order without a payment method.
 */
final class ReportLabels
{
    /**
     * @param  list<string>  $keys
     * @return array<string, array{label: string, detail: string|null}>
     */
    public function for(string $by, array $keys): array
    {
        $ids = array_values(array_filter(array_map('intval', $keys), static fn (int $id): bool => $id > 0));
        $labels = [];
        $put = static function (string $key, string $label, ?string $detail = null) use (&$labels): void {
            $labels[$key] = ['label' => $label, 'detail' => $detail];
        };

        switch ($by) {
            case 'products':
                foreach (Product::query()->whereKey($ids)->get(['id', 'name', 'sku']) as $product) {
                    $put((string) $product->id, $product->translate('name'), $product->sku);
                }
                $put('0', Text::get('admin.reports.none.product'));
                break;
            case 'categories':
                foreach (Category::query()->whereKey($ids)->get(['id', 'name']) as $category) {
                    $put((string) $category->id, $category->translate('name'));
                }
                $put('0', Text::get('admin.reports.none.product'));
                break;
            case 'brands':
                foreach (Brand::query()->whereKey($ids)->get(['id', 'name']) as $brand) {
                    $put((string) $brand->id, $brand->name);
                }
                $put('0', Text::get('admin.reports.none.product'));
                break;
            case 'stores':
                foreach (Store::query()->whereKey($ids)->get() as $store) {
                    $put((string) $store->id, $store->translate('name'));
                }
                $put('0', Text::get('admin.reports.none.store'));
                break;
            case 'payments':
                foreach ($keys as $key) {
                    $put($key, $key === '' ? Text::get('admin.reports.none.payment') : self::known('checkout.payment.'.$key, $key));
                }
                break;
            case 'kinds':
                foreach ($keys as $key) {
                    $put($key, self::known('admin.orders.kind.'.$key, $key));
                }
                break;
        }

        return $labels;
    }

    /** A translation, or the stored value when there is none (a kind or method added later). */
    private static function known(string $key, string $value): string
    {
        $text = Text::get($key);

        return $text === $key ? $value : $text;
    }
}

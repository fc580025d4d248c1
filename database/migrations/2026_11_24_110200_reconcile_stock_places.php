<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Support\Facades\DB;

/**
 * Brings a database from before the stock places (docs/stock.md) to one truth, once. Courier and one-click orders
 * used to take units from `products.stock_total` and no place, so the total and the stores' rows drifted apart. Here:
 * a central warehouse is added when there are products; it holds what the total had beyond the stores' rows; each
 * open order gets reservation rows (pickup at its store, the rest at the warehouse) so cancelling it gives the units
 * back to a place; and `stock_total` becomes the sum of the places. Where the stores' rows held more than the total
 * (courier orders sold units the stores still list), the stores' rows win: they are the shelves staff count.
 */
return new class extends Migration
{
    /** Orders whose units are still the shop's concern: anything not given back, cancelled or finished. */
    private const CLOSED_STATUSES = ['released', 'cancelled', 'completed'];

    public function up(): void
    {
        if (! DB::table('products')->exists()) {
            return;
        }

        $warehouse = $this->warehouse();
        $now = now()->toDateTimeString();

        // The warehouse holds what the total had beyond every place's row.
        $placed = '(SELECT COALESCE(SUM(s.quantity), 0) FROM product_stock s WHERE s.product_id = products.id)';
        DB::table('product_stock')->insertUsing(
            ['product_id', 'store_id', 'quantity'],
            DB::table('products')
                ->selectRaw("id, ?, stock_total - $placed", [$warehouse])
                ->whereRaw("stock_total > $placed"),
        );

        // Open orders keep their units as reservations, at the place they were taken from.
        DB::table('order_stock')->insertUsing(
            ['order_id', 'product_id', 'store_id', 'quantity', 'created_at', 'updated_at'],
            DB::table('order_lines as l')
                ->join('orders as o', 'o.id', '=', 'l.order_id')
                ->leftJoin('stores as s', function ($join): void {
                    $join->on('s.id', '=', 'o.store_id')->where('o.delivery_method', '=', 'pickup');
                })
                ->whereNotNull('l.product_id')
                ->whereNotIn('o.status', self::CLOSED_STATUSES)
                ->selectRaw('l.order_id, l.product_id, COALESCE(s.id, ?), l.quantity, ?, ?', [$warehouse, $now, $now]),
        );

        DB::table('products')->update(['stock_total' => DB::raw($placed)]);
    }

    public function down(): void
    {
        // The code before the places knows no reservations and would list a warehouse as a store. The totals stay:
        // to that code they are the units for sale, the warehouse's included.
        DB::table('order_stock')->delete();
        $warehouses = DB::table('stores')->where('kind', 'warehouse')->pluck('id');
        DB::table('product_stock')->whereIn('store_id', $warehouses)->delete();
        DB::table('stores')->whereIn('id', $warehouses)->delete();
    }

    private function warehouse(): int
    {
        $now = now()->toDateTimeString();
        $json = static fn (mixed $value): string => (string) json_encode($value, JSON_UNESCAPED_UNICODE);

        return DB::table('stores')->insertGetId([
            'kind' => 'warehouse',
            'slug' => 'depozit-central',
            'name' => $json(['ro' => 'Depozit central', 'ru' => 'Центральный склад']),
            'city' => $json(['ro' => 'Chișinău', 'ru' => 'Кишинёв']),
            'address' => $json(config('company.address')),
            'phones' => $json([]),
            'hours' => $json([]),
            'latitude' => config('company.latitude'),
            'longitude' => config('company.longitude'),
            'sorted' => 0,
            'created_at' => $now,
            'updated_at' => $now,
        ]);
    }
};

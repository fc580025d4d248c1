<?php

declare(strict_types=1);

namespace App\Actions\Stores;

use App\Enums\StockPlaceKind;
use App\Infrastructure\Security\StaffActor;
use App\Models\Store;
use App\Services\Audit\AuditLog;
use App\Support\Text;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;

/**
 * Deletes a store that never mattered to stock or orders: one holding units, holding reservations or named by an
 * order stays (its history would lose its place), and so does the warehouse. Refusals come back under `store`.
 */
final class DeleteStore
{
    public function handle(Store $store, StaffActor $actor): void
    {
        DB::transaction(function () use ($store, $actor): void {
            $reason = match (true) {
                $store->kind === StockPlaceKind::Warehouse => 'admin.stores.error.warehouse',
                DB::table('product_stock')->where('store_id', $store->id)->where('quantity', '>', 0)->exists() => 'admin.stores.error.has_stock',
                DB::table('order_stock')->where('store_id', $store->id)->exists(),
                DB::table('orders')->where('store_id', $store->id)->exists() => 'admin.stores.error.has_orders',
                default => null,
            };
            if ($reason !== null) {
                throw ValidationException::withMessages(['store' => Text::get($reason, ['name' => $store->translate('name')])]);
            }
            $before = SaveStore::snapshot($store);
            $store->delete();
            AuditLog::record($actor, 'store.delete', $store, ['slug' => $before['slug'], 'name' => $before['name']], [], $store->translate('name', 'ro'));
        });
    }
}

<?php

declare(strict_types=1);

namespace App\Queries\Checkout;

use App\Models\Store;
use Illuminate\Support\Facades\DB;

/**
 * The stores a cart can be picked up from (never a warehouse): each with the cart's products it lacks (none = it has every item in the
 * wanted quantity). Two queries whatever the cart's size.
 *
 * @phpstan-type PickupStore array{id: int, name: string, city: string, address: string, missing: list<string>}
 */
final class PickupStores
{
    /**
     * @param  array<int, array{quantity: int, name: string}>  $wanted  by product id
     * @return list<PickupStore>
     */
    public function for(array $wanted): array
    {
        $stock = [];
        DB::table('product_stock')->whereIn('product_id', array_keys($wanted))
            ->get(['product_id', 'store_id', 'quantity'])
            ->each(function (object $row) use (&$stock): void {
                /** @var object{product_id: int|string, store_id: int|string, quantity: int|string} $row */
                $stock[(int) $row->store_id][(int) $row->product_id] = (int) $row->quantity;
            });

        $stores = [];
        /** @var list<Store> $all */
        $all = Store::scopeShops(Store::query())->orderBy('sorted')->orderBy('id')->get()->all();
        foreach ($all as $store) {
            $missing = [];
            foreach ($wanted as $productId => $line) {
                if (($stock[$store->id][$productId] ?? 0) < $line['quantity']) {
                    $missing[] = $line['name'];
                }
            }
            $stores[] = [
                'id' => $store->id,
                'name' => $store->translate('name'),
                'city' => $store->translate('city'),
                'address' => $store->translate('address'),
                'missing' => $missing,
            ];
        }

        return $stores;
    }
}

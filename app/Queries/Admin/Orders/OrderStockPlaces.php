<?php

declare(strict_types=1);

namespace App\Queries\Admin\Orders;

use App\Enums\StockPlaceKind;
use App\Models\Order;
use App\Models\Store;
use Illuminate\Support\Facades\DB;
use stdClass;

/**
 * Where an order's units are reserved (its live `order_stock` rows) and, for packing, how many of them each place
 * could give: the place's shelf plus what this order already holds there (App\Services\Stock\StockLedger::move()
 * takes from the shelf, and gives back what the order held elsewhere).
 */
final class OrderStockPlaces
{
    /** @var array<int, array{name: string, kind: string}>|null the places, read once per query object */
    private ?array $places = null;

    /**
     * The place each product of the order is reserved at now ("Depozit central × 1, Centru × 1" when spread over
     * several); a product given back (or never reserved) is absent.
     *
     * @return array<int, string> the place's name by product id
     */
    public function reservedAt(Order $order): array
    {
        $parts = [];
        foreach ($this->reservations($order) as $row) {
            // Two reservations at one place (an edit reserved more units there) are one part.
            $parts[$row['product_id']][$row['store_id']] ??= [$this->places()[$row['store_id']]['name'] ?? '', 0];
            $parts[$row['product_id']][$row['store_id']][1] += $row['quantity'];
        }
        $parts = array_map(array_values(...), $parts);

        // A line taken from several places names each with its units, so staff know where to pack each one from.
        return array_map(
            static fn (array $rows): string => count($rows) === 1 ? $rows[0][0] : implode(', ', array_map(static fn (array $part): string => "$part[0] × $part[1]", $rows)),
            $parts,
        );
    }

    /**
     * Every place (warehouses first, then the stores, each by `sorted`) with how many of the order's reserved units
     * it could give; empty when the order holds no units, so there is nothing to pack from anywhere.
     *
     * @return list<array{id: int, name: string, kind: string, units: int, needed: int, reserved: bool}>
     */
    public function forPacking(Order $order): array
    {
        $reservations = $this->reservations($order);
        if ($reservations === []) {
            return [];
        }

        $needed = [];
        $heldAt = [];
        foreach ($reservations as $row) {
            $needed[$row['product_id']] = ($needed[$row['product_id']] ?? 0) + $row['quantity'];
            $heldAt[$row['store_id']][$row['product_id']] = ($heldAt[$row['store_id']][$row['product_id']] ?? 0) + $row['quantity'];
        }
        $shelves = [];
        foreach (DB::table('product_stock')->whereIn('product_id', array_keys($needed))->get(['product_id', 'store_id', 'quantity']) as $row) {
            /** @var stdClass $row */
            $shelves[(int) $row->store_id][(int) $row->product_id] = max(0, (int) $row->quantity);
        }
        $reservedPlaces = array_keys($heldAt);
        $total = array_sum($needed);

        $choices = [];
        foreach ($this->places() as $id => $place) {
            $units = 0;
            foreach ($needed as $productId => $quantity) {
                $units += min($quantity, ($shelves[$id][$productId] ?? 0) + ($heldAt[$id][$productId] ?? 0));
            }
            $choices[] = [
                'id' => $id,
                'name' => $place['name'],
                'kind' => $place['kind'],
                'units' => $units,
                'needed' => $total,
                'reserved' => $reservedPlaces === [$id],
            ];
        }

        return $choices;
    }

    /**
     * @return list<array{product_id: int, store_id: int, quantity: int}>
     */
    private function reservations(Order $order): array
    {
        return array_values(array_map(
            static fn (stdClass $row): array => ['product_id' => (int) $row->product_id, 'store_id' => (int) $row->store_id, 'quantity' => (int) $row->quantity],
            DB::table('order_stock')->where('order_id', $order->id)->whereNull('released_at')->orderBy('id')
                ->get(['product_id', 'store_id', 'quantity'])->all(),
        ));
    }

    /**
     * @return array<int, array{name: string, kind: string}> warehouses first, then stores, each by `sorted`
     */
    private function places(): array
    {
        if ($this->places !== null) {
            return $this->places;
        }
        $this->places = [];
        /** @var list<Store> $stores */
        $stores = Store::query()->orderByRaw('CASE WHEN kind = ? THEN 0 ELSE 1 END', [StockPlaceKind::Warehouse->value])
            ->orderBy('sorted')->orderBy('id')->get()->all();
        foreach ($stores as $store) {
            $this->places[$store->id] = ['name' => $store->translate('name'), 'kind' => $store->kind->value];
        }

        return $this->places;
    }
}

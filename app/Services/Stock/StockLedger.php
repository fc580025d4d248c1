<?php

declare(strict_types=1);

namespace App\Services\Stock;

use App\Enums\StockMovementReason;
use App\Enums\StockPlaceKind;
use App\Exceptions\Stock\NotEnoughStock;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\PageCache\PageCacheInvalidation;
use App\Models\User;
use App\Services\Families\FamilyListing;
use App\Services\StockAlerts\AlertTriggers;
use Closure;
use Illuminate\Support\Facades\Auth;
use Illuminate\Support\Facades\DB;
use InvalidArgumentException;
use stdClass;

/**
 * The one place stock changes. Units live at places (`product_stock`: a store or a warehouse, App\Enums\StockPlaceKind);
 * `products.stock_total` is always the sum of a product's places, because every write here moves a place and the
 * total in the same transaction. An order holds its units as reservations (`order_stock`), each from one place.
 *
 * Every take is one conditional `UPDATE … WHERE quantity >= ?` and its row count; every give-back first claims its
 * reservation with `UPDATE order_stock … WHERE released_at IS NULL`, so no unit is sold twice or returned twice,
 * whatever number of workers race. Each method runs in a write transaction, or inside the caller's. A move of an
 * order's units renews only those products' cached pages (PageCacheInvalidation::stock), not the whole shop's. When a
 * variant of a family runs out or comes back, its family's listed variant is picked again after the commit. When a
 * product that had no units gets some back (a cancelled order, a staff count), its stock alerts are queued after the
 * commit (AlertTriggers).
 *
 * Every change of a place's units is also a row of `stock_movements` (product, place, signed units, reason, the order
 * or document behind it, the staff member signed in), written in the same transaction by the same method: for each
 * product and place the movements add up to the units on the shelf. A method added here records its movements too.
 */
final class StockLedger
{
    /**
     * Reserves each product's units for an order from one place: the given place (a pickup store), or else the first
     * place in the preference order (config `stock.reserve_from`) that has them all.
     *
     * @param  array<int, int>  $quantities  units by product id
     *
     * @throws NotEnoughStock naming every product no place could give (nothing is kept: the transaction rolls back)
     */
    public function reserve(int $orderId, array $quantities, ?int $placeId = null): void
    {
        PageCacheInvalidation::stock(array_keys($quantities), fn () => WriteTransaction::run(fn () => $this->relistingFamilies(array_keys($quantities), function () use ($orderId, $quantities, $placeId): void {
            $order = $placeId === null ? $this->preferenceOrder() : [$placeId];
            $now = now();
            $short = [];
            foreach ($quantities as $productId => $quantity) {
                if ($quantity < 1) {
                    throw new InvalidArgumentException("Reserve at least one unit of product $productId");
                }
                $from = $this->take($productId, $quantity, $order);
                // A courier or one-click line no single place can serve takes its units from several, best first.
                $parts = $from !== null ? [$from => $quantity] : ($placeId === null ? $this->takeSpread($productId, $quantity, $order) : null);
                if ($parts === null) {
                    $short[] = $productId;

                    continue;
                }
                foreach ($parts as $place => $units) {
                    DB::table('order_stock')->insert([
                        'order_id' => $orderId, 'product_id' => $productId, 'store_id' => $place, 'quantity' => $units,
                        'created_at' => $now, 'updated_at' => $now,
                    ]);
                    $this->movement($productId, $place, -$units, StockMovementReason::OrderReserved, $orderId);
                }
            }
            if ($short !== []) {
                throw NotEnoughStock::forOrder($short, $placeId);
            }
        })));
    }

    /**
     * Gives back every reservation of the order not given back yet, each to its place and to the total. A row counts
     * only for the call whose UPDATE stamped its released_at, so a second call (or a racing one) gives nothing.
     *
     * @return int the units this call gave back
     */
    public function release(int $orderId): int
    {
        $products = $this->reservedProducts($orderId);

        return PageCacheInvalidation::stock($products, fn (): int => WriteTransaction::run(fn (): int => $this->relistingFamilies($products, function () use ($orderId, $products): int {
            $empty = $this->withoutUnits($products);
            $now = now();
            $units = 0;
            foreach ($this->liveReservations($orderId) as $row) {
                $claimed = DB::table('order_stock')->where('id', $row->id)->whereNull('released_at')
                    ->update(['released_at' => $now, 'updated_at' => $now]);
                if ($claimed !== 1) {
                    continue;
                }
                $this->give($row->product_id, $row->store_id, $row->quantity);
                DB::table('products')->where('id', $row->product_id)->increment('stock_total', $row->quantity);
                $this->movement($row->product_id, $row->store_id, $row->quantity, StockMovementReason::OrderReleased, $orderId);
                $units += $row->quantity;
            }
            AlertTriggers::productsChanged($empty);

            return $units;
        })));
    }

    /**
     * Gives back some of an order's units of one product (staff took units off the order: App\Actions\Orders\EditOrder),
     * newest reservation first, each to its own place and to the total. A reservation given back whole is deleted, one
     * given back in part is lowered, each by a conditional statement whose row count decides, so no unit goes back
     * twice; a deleted row is no released reservation a reverted cancellation would take again (restore()). Each part
     * given back is a movement `order_released` of the order.
     *
     * @return int the units this call gave back (fewer than asked when the order held fewer)
     */
    public function releaseUnits(int $orderId, int $productId, int $units): int
    {
        if ($units < 1) {
            throw new InvalidArgumentException("Release at least one unit of product $productId");
        }

        return PageCacheInvalidation::stock([$productId], fn (): int => WriteTransaction::run(fn (): int => $this->relistingFamilies([$productId], function () use ($orderId, $productId, $units): int {
            $empty = $this->withoutUnits([$productId]);
            $left = $units;
            $rows = array_reverse(array_values(array_filter($this->liveReservations($orderId), static fn (object $row): bool => $row->product_id === $productId)));
            foreach ($rows as $row) {
                if ($left === 0) {
                    break;
                }
                $part = min($left, $row->quantity);
                $claimed = $part === $row->quantity
                    ? DB::table('order_stock')->where('id', $row->id)->whereNull('released_at')->where('quantity', $row->quantity)->delete()
                    : DB::table('order_stock')->where('id', $row->id)->whereNull('released_at')->where('quantity', $row->quantity)
                        ->update(['quantity' => $row->quantity - $part, 'updated_at' => now()]);
                if ($claimed !== 1) {
                    continue;
                }
                $this->give($productId, $row->store_id, $part);
                DB::table('products')->where('id', $productId)->increment('stock_total', $part);
                $this->movement($productId, $row->store_id, $part, StockMovementReason::OrderReleased, $orderId);
                $left -= $part;
            }
            AlertTriggers::productsChanged($empty);

            return $units - $left;
        })));
    }

    /**
     * Takes back the units an order gave back (a cancellation reverted by a manager): each released reservation takes
     * its units again from its own place, by the same conditional UPDATE as a new reservation, and is live again.
     * All or nothing: when a place no longer has a product's units, nothing is taken.
     *
     * @return int the units reserved again
     *
     * @throws NotEnoughStock naming the products whose units are gone
     */
    public function restore(int $orderId): int
    {
        $products = array_values(array_map('intval', DB::table('order_stock')->where('order_id', $orderId)->whereNotNull('released_at')->distinct()->pluck('product_id')->all()));

        return PageCacheInvalidation::stock($products, fn (): int => WriteTransaction::run(fn (): int => $this->relistingFamilies($products, function () use ($orderId): int {
            $now = now();
            $units = 0;
            $short = [];
            $rows = DB::table('order_stock')->where('order_id', $orderId)->whereNotNull('released_at')->orderBy('id')->lockForUpdate()
                ->get(['id', 'product_id', 'store_id', 'quantity'])->all();
            foreach ($rows as $row) {
                // Claimed first, so two racing calls never take the units twice.
                $claimed = DB::table('order_stock')->where('id', $row->id)->whereNotNull('released_at')
                    ->update(['released_at' => null, 'updated_at' => $now]);
                if ($claimed !== 1) {
                    continue;
                }
                if ($this->take((int) $row->product_id, (int) $row->quantity, [(int) $row->store_id]) === null) {
                    $short[] = (int) $row->product_id;

                    continue;
                }
                $this->movement((int) $row->product_id, (int) $row->store_id, -(int) $row->quantity, StockMovementReason::OrderRestored, $orderId);
                $units += (int) $row->quantity;
            }
            if ($short !== []) {
                throw NotEnoughStock::toRestore(array_values(array_unique($short)));
            }

            return $units;
        })));
    }

    /**
     * Staff pick the place an order is packed from: every live reservation elsewhere takes its units from that place
     * and gives them back to its old one; the total does not change. All or nothing.
     *
     * @return int the units moved (0 when everything already sat there)
     *
     * @throws NotEnoughStock naming the place and the products it lacks
     */
    public function move(int $orderId, int $placeId): int
    {
        if (! DB::table('stores')->where('id', $placeId)->exists()) {
            throw new InvalidArgumentException("No place $placeId");
        }

        return PageCacheInvalidation::stock($this->reservedProducts($orderId), fn (): int => WriteTransaction::run(function () use ($orderId, $placeId): int {
            $now = now();
            $units = 0;
            $short = [];
            foreach ($this->liveReservations($orderId) as $row) {
                if ($row->store_id === $placeId) {
                    continue;
                }
                // Claimed first, so a release racing this move gives the units back to the place that has them.
                $claimed = DB::table('order_stock')->where('id', $row->id)->whereNull('released_at')->where('store_id', $row->store_id)
                    ->update(['store_id' => $placeId, 'updated_at' => $now]);
                if ($claimed !== 1) {
                    continue;
                }
                if ($this->take($row->product_id, $row->quantity, [$placeId], total: false) === null) {
                    $short[] = $row->product_id;

                    continue;
                }
                $this->give($row->product_id, $row->store_id, $row->quantity);
                $this->movement($row->product_id, $placeId, -$row->quantity, StockMovementReason::OrderPacked, $orderId);
                $this->movement($row->product_id, $row->store_id, $row->quantity, StockMovementReason::OrderPacked, $orderId);
                $units += $row->quantity;
            }
            if ($short !== []) {
                throw NotEnoughStock::atPlace($placeId, $short);
            }

            return $units;
        }));
    }

    /**
     * Returned goods in a sellable state go back on a place's shelf: the place and the total rise by the same units
     * in one transaction, so the total stays the sum of the places. The caller decides that this happens once (a
     * return's receipt is claimed by a conditional update on its status and version before it calls this). The
     * movement points at the return when its id is given.
     */
    public function receiveReturned(int $productId, int $placeId, int $quantity, ?int $returnId = null): void
    {
        if ($quantity < 1) {
            throw new InvalidArgumentException("Receive at least one unit of product $productId");
        }
        if (! DB::table('stores')->where('id', $placeId)->exists()) {
            throw new InvalidArgumentException("No place $placeId");
        }

        PageCacheInvalidation::stock([$productId], fn () => WriteTransaction::run(fn () => $this->relistingFamilies([$productId], function () use ($productId, $placeId, $quantity, $returnId): void {
            $empty = $this->withoutUnits([$productId]);
            $this->give($productId, $placeId, $quantity);
            DB::table('products')->where('id', $productId)->increment('stock_total', $quantity);
            $this->movement($productId, $placeId, $quantity, StockMovementReason::ReturnReceived, $returnId);
            AlertTriggers::productsChanged($empty);
        })));
    }

    /**
     * A return's damaged units are written off: they never reach a shelf, so no place and no total changes; the
     * movement (no place, the units negative) keeps them in the product's history. The caller makes it happen once,
     * as for receiveReturned.
     */
    public function writeOffReturned(int $productId, int $quantity, ?int $returnId = null): void
    {
        if ($quantity < 1) {
            throw new InvalidArgumentException("Write off at least one unit of product $productId");
        }
        WriteTransaction::run(fn () => $this->movement($productId, null, -$quantity, StockMovementReason::WrittenOff, $returnId));
    }

    /**
     * A staff count: the place now holds exactly $quantity units and the total moves by the difference, in one
     * transaction with the place's row locked, so orders taking units at the same moment are neither lost nor doubled.
     */
    public function setQuantity(int $productId, int $placeId, int $quantity): StockChange
    {
        if ($quantity < 0) {
            throw new InvalidArgumentException('A place cannot hold fewer than 0 units');
        }
        if (! DB::table('products')->where('id', $productId)->exists() || ! DB::table('stores')->where('id', $placeId)->exists()) {
            throw new InvalidArgumentException("No product $productId or no place $placeId");
        }

        return WriteTransaction::run(fn (): StockChange => $this->relistingFamilies([$productId], function () use ($productId, $placeId, $quantity): StockChange {
            $row = DB::table('product_stock')->where('product_id', $productId)->where('store_id', $placeId);
            $before = (clone $row)->lockForUpdate()->value('quantity');
            if ($before === null) {
                DB::table('product_stock')->insertOrIgnore(['product_id' => $productId, 'store_id' => $placeId, 'quantity' => 0]);
                $before = (clone $row)->lockForUpdate()->value('quantity');
            }
            $before = (int) $before;
            $difference = $quantity - $before;
            if ($difference !== 0) {
                (clone $row)->update(['quantity' => $quantity]);
                DB::table('products')->where('id', $productId)->increment('stock_total', $difference);
                $this->movement($productId, $placeId, $difference, StockMovementReason::Count, null);
            }
            $total = (int) DB::table('products')->where('id', $productId)->value('stock_total');
            if ($total > 0 && $total - $difference <= 0) {
                AlertTriggers::productsChanged([$productId]);
            }

            return new StockChange($productId, $placeId, $before, $quantity, $total - $difference, $total);
        }));
    }

    /**
     * A goods receipt is posted: each product's units arrive at the place, and the total rises by as many, with one
     * receipt movement each. The caller makes it happen once (App\Actions\Stock\ReceiveGoodsReceipt claims the draft first).
     *
     * @param  array<int, int>  $quantities  units by product id
     */
    public function receiveGoods(int $receiptId, int $placeId, array $quantities): void
    {
        $this->arrive($quantities, $placeId, StockMovementReason::Receipt, $receiptId);
    }

    /**
     * A transfer is sent: each product's units leave the source (conditional, as an order takes them) and are in
     * transit, counted by no place and so not in the total. All or nothing.
     *
     * @param  array<int, int>  $quantities  units by product id
     *
     * @throws NotEnoughStock naming the source and the products it lacks
     */
    public function sendTransfer(int $transferId, int $fromId, array $quantities): void
    {
        PageCacheInvalidation::stock(array_keys($quantities), fn () => WriteTransaction::run(fn () => $this->relistingFamilies(array_keys($quantities), function () use ($transferId, $fromId, $quantities): void {
            $short = [];
            foreach ($quantities as $productId => $quantity) {
                if ($quantity < 1) {
                    throw new InvalidArgumentException("Send at least one unit of product $productId");
                }
                if ($this->take($productId, $quantity, [$fromId]) === null) {
                    $short[] = $productId;

                    continue;
                }
                $this->movement($productId, $fromId, -$quantity, StockMovementReason::TransferOut, $transferId);
            }
            if ($short !== []) {
                throw NotEnoughStock::atPlace($fromId, $short);
            }
        })));
    }

    /**
     * A sent transfer arrives: its units go on the destination's shelf and back into the total. The caller makes
     * it happen once (ReceiveStockTransfer claims the sent transfer first).
     *
     * @param  array<int, int>  $quantities  units by product id
     */
    public function receiveTransfer(int $transferId, int $toId, array $quantities): void
    {
        $this->arrive($quantities, $toId, StockMovementReason::TransferIn, $transferId);
    }

    /**
     * A sent transfer is cancelled: its units in transit go back to the source. The caller makes it happen once.
     *
     * @param  array<int, int>  $quantities  units by product id
     */
    public function cancelTransfer(int $transferId, int $fromId, array $quantities): void
    {
        $this->arrive($quantities, $fromId, StockMovementReason::TransferCancelled, $transferId);
    }

    /**
     * The catalogue import wrote these places' units set-based (App\Services\CatalogImport\CatalogImporter, inside
     * its write transaction); this records each change as an import movement, a few inserts per chunk.
     *
     * @param  list<array{product_id: int, store_id: int, quantity: int}>  $changes  signed units by product and place
     */
    public function recordImport(array $changes): void
    {
        $now = now()->toDateTimeString();
        $user = $this->actor();
        $rows = [];
        foreach ($changes as $change) {
            if ($change['quantity'] !== 0) {
                $rows[] = [
                    'product_id' => $change['product_id'], 'store_id' => $change['store_id'], 'quantity' => $change['quantity'],
                    'reason' => StockMovementReason::Import->value, 'reference_type' => StockMovementReason::Import->referenceType(),
                    'reference_id' => null, 'user_id' => $user, 'created_at' => $now,
                ];
            }
        }
        foreach (array_chunk($rows, 200) as $part) {
            DB::table('stock_movements')->insert($part);
        }
    }

    /**
     * The places a courier or one-click order may take units from, best first: the kinds in config
     * `stock.reserve_from` in that order, each kind's places by `sorted`.
     *
     * @return list<int>
     */
    public function preferenceOrder(): array
    {
        $kinds = array_values(array_filter(
            array_map(static fn (mixed $kind): ?StockPlaceKind => is_string($kind) ? StockPlaceKind::tryFrom($kind) : null, (array) config('stock.reserve_from')),
        ));
        if ($kinds === []) {
            return [];
        }
        $rank = 'CASE kind'.implode('', array_map(static fn (int $i): string => " WHEN ? THEN $i", array_keys($kinds))).' END';

        $values = array_map(static fn (StockPlaceKind $kind): string => $kind->value, $kinds);
        $ids = DB::table('stores')->whereIn('kind', $values)->orderByRaw($rank, $values)->orderBy('sorted')->orderBy('id')->pluck('id')->all();

        return array_values(array_map(static fn (mixed $id): int => is_numeric($id) ? (int) $id : 0, $ids));
    }

    /**
     * Takes the units from the first of the places that has them all, by one conditional UPDATE per try (the read
     * before only skips places that surely lack them), and from the total unless the units stay in the shop.
     *
     * @param  list<int>  $places  best first
     * @return int|null the place the units came from; null when none could give them
     */
    private function take(int $productId, int $quantity, array $places, bool $total = true): ?int
    {
        $stocked = DB::table('product_stock')->where('product_id', $productId)->where('quantity', '>=', $quantity)
            ->whereIn('store_id', $places)->pluck('store_id')->map(static fn (mixed $id): int => (int) $id)->all();
        foreach (array_intersect($places, $stocked) as $place) {
            $taken = DB::table('product_stock')->where('product_id', $productId)->where('store_id', $place)
                ->where('quantity', '>=', $quantity)->decrement('quantity', $quantity);
            if ($taken === 1) {
                if ($total) {
                    DB::table('products')->where('id', $productId)->decrement('stock_total', $quantity);
                }

                return $place;
            }
        }

        return null;
    }

    /**
     * Takes the units from several places, as many as each has, best first; each part is a conditional UPDATE whose
     * row count decides, read again when a racing writer took units first. Units taken before a shortfall are put
     * back by the caller's transaction rolling back.
     *
     * @param  list<int>  $places  best first
     * @return array<int, int>|null units by place; null when all the places together lack them
     */
    private function takeSpread(int $productId, int $quantity, array $places): ?array
    {
        $parts = [];
        $left = $quantity;
        foreach ($places as $place) {
            while ($left > 0) {
                $has = (int) DB::table('product_stock')->where('product_id', $productId)->where('store_id', $place)->value('quantity');
                $part = min($left, $has);
                if ($part < 1) {
                    break;
                }
                $taken = DB::table('product_stock')->where('product_id', $productId)->where('store_id', $place)
                    ->where('quantity', '>=', $part)->decrement('quantity', $part);
                if ($taken === 1) {
                    $parts[$place] = ($parts[$place] ?? 0) + $part;
                    $left -= $part;
                }
            }
            if ($left === 0) {
                break;
            }
        }
        if ($left > 0) {
            return null;
        }
        DB::table('products')->where('id', $productId)->decrement('stock_total', $quantity);

        return $parts;
    }

    /**
     * Runs $write (inside the caller's transaction) and, when it empties a variant of a family or brings units back to
     * one, has FamilyListing pick each such family's listed variant again once the transaction commits (in stock first,
     * docs/variants.md). A product without a family, or stock that stays above zero, costs one read by primary key.
     *
     * @template T
     *
     * @param  list<int>  $productIds
     * @param  Closure(): T  $write
     * @return T
     */
    private function relistingFamilies(array $productIds, Closure $write): mixed
    {
        $before = $this->variantsInStock($productIds);
        $result = $write();
        if ($before !== []) {
            $after = $this->variantsInStock(array_keys($before));
            $families = [];
            foreach ($before as $id => [$family, $inStock]) {
                if (isset($after[$id]) && $after[$id][1] !== $inStock) {
                    $families[$family] = true;
                }
            }
            if ($families !== []) {
                DB::afterCommit(static fn () => FamilyListing::refresh(array_keys($families)));
            }
        }

        return $result;
    }

    /**
     * The products of a family among these, each with its family and whether it has units.
     *
     * @param  list<int>  $productIds
     * @return array<int, array{0: int, 1: bool}>
     */
    private function variantsInStock(array $productIds): array
    {
        if ($productIds === []) {
            return [];
        }
        $variants = [];
        foreach (DB::table('products')->whereIn('id', $productIds)->whereNotNull('family_id')->get(['id', 'family_id', 'stock_total']) as $row) {
            $variants[(int) $row->id] = [(int) $row->family_id, (int) $row->stock_total > 0];
        }

        return $variants;
    }

    /**
     * Those of the products that have no units now (their alerts wait for a write that brings some).
     *
     * @param  list<int>  $productIds
     * @return list<int>
     */
    private function withoutUnits(array $productIds): array
    {
        return $productIds === [] ? [] : array_values(array_map('intval', DB::table('products')->whereIn('id', $productIds)->where('stock_total', '<=', 0)->pluck('id')->all()));
    }

    /**
     * Units arriving at a place from outside the shelves (a supplier, a transfer in transit): the place and the total
     * rise by as many, one movement per product.
     *
     * @param  array<int, int>  $quantities  units by product id
     */
    private function arrive(array $quantities, int $placeId, StockMovementReason $reason, int $referenceId): void
    {
        if (! DB::table('stores')->where('id', $placeId)->exists()) {
            throw new InvalidArgumentException("No place $placeId");
        }
        $products = array_keys($quantities);
        PageCacheInvalidation::stock($products, fn () => WriteTransaction::run(fn () => $this->relistingFamilies($products, function () use ($quantities, $placeId, $reason, $referenceId, $products): void {
            $empty = $this->withoutUnits($products);
            foreach ($quantities as $productId => $quantity) {
                if ($quantity < 1) {
                    throw new InvalidArgumentException("At least one unit of product $productId");
                }
                $this->give($productId, $placeId, $quantity);
                DB::table('products')->where('id', $productId)->increment('stock_total', $quantity);
                $this->movement($productId, $placeId, $quantity, $reason, $referenceId);
            }
            AlertTriggers::productsChanged($empty);
        })));
    }

    /** Records one change of a place's units (inside the transaction that made it). */
    private function movement(int $productId, ?int $placeId, int $quantity, StockMovementReason $reason, ?int $referenceId): void
    {
        DB::table('stock_movements')->insert([
            'product_id' => $productId, 'store_id' => $placeId, 'quantity' => $quantity, 'reason' => $reason->value,
            'reference_type' => $reason->referenceType(), 'reference_id' => $referenceId, 'user_id' => $this->actor(),
            'created_at' => now()->toDateTimeString(),
        ]);
    }

    /** The staff member signed in, who made the change; null for shoppers, jobs and the console. */
    private function actor(): ?int
    {
        $user = Auth::user();

        return $user instanceof User && $user->isActiveStaff() ? (int) $user->getKey() : null;
    }

    /** Puts units back on a place's shelf, adding its row if it has none. */
    private function give(int $productId, int $placeId, int $quantity): void
    {
        $row = DB::table('product_stock')->where('product_id', $productId)->where('store_id', $placeId);
        if ((clone $row)->increment('quantity', $quantity) === 1) {
            return;
        }
        // No row yet; a racing writer may add it first, then ours is an increment after all.
        if (DB::table('product_stock')->insertOrIgnore(['product_id' => $productId, 'store_id' => $placeId, 'quantity' => $quantity]) === 0) {
            (clone $row)->increment('quantity', $quantity);
        }
    }

    /**
     * The products an order still holds units of.
     *
     * @return list<int>
     */
    private function reservedProducts(int $orderId): array
    {
        return array_values(array_map('intval', DB::table('order_stock')->where('order_id', $orderId)->whereNull('released_at')->distinct()->pluck('product_id')->all()));
    }

    /**
     * @return list<object{id: int, product_id: int, store_id: int, quantity: int}>
     */
    private function liveReservations(int $orderId): array
    {
        $rows = DB::table('order_stock')->where('order_id', $orderId)->whereNull('released_at')->orderBy('id')->lockForUpdate()
            ->get(['id', 'product_id', 'store_id', 'quantity'])->all();

        return array_values(array_map(
            static fn (stdClass $row): object => (object) ['id' => (int) $row->id, 'product_id' => (int) $row->product_id, 'store_id' => (int) $row->store_id, 'quantity' => (int) $row->quantity],
            $rows,
        ));
    }
}

<?php

declare(strict_types=1);

namespace Tests\Feature\Stock;

use App\Enums\StaffRole;
use App\Enums\StockMovementReason;
use App\Exceptions\Stock\NotEnoughStock;
use App\Models\Order;
use App\Models\User;
use App\Services\Stock\StockLedger;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Queue;
use PHPUnit\Framework\Attributes\Test;
use Random\Engine\Mt19937;
use Random\Randomizer;
use Tests\Support\Stock;
use Tests\TestCase;

/**
 * Every change of a place's units is a movement written by the ledger in the same transaction: for each product and
 * place the movements add up to the shelf, and the total stays the sum of the places (docs/stock.md).
 */
final class StockMovementsTest extends TestCase
{
    private int $warehouse;

    private int $centre;

    private int $mall;

    protected function setUp(): void
    {
        parent::setUp();
        Queue::fake();
        $now = now();
        DB::table('brands')->insert(['id' => 1, 'name' => 'Volta', 'slug' => 'volta', 'created_at' => $now, 'updated_at' => $now]);
        DB::table('categories')->insert(['id' => 1, 'depth' => 0, 'slug' => 'tv', 'name' => json_encode(['ro' => 'Televizoare', 'ru' => 'Телевизоры']), 'created_at' => $now, 'updated_at' => $now]);
        $this->warehouse = Stock::warehouse();
        $this->centre = $this->store('centru', 10);
        $this->mall = $this->store('mall', 20);
    }

    private function store(string $slug, int $sorted): int
    {
        $now = now();

        return DB::table('stores')->insertGetId([
            'slug' => $slug, 'name' => json_encode(['ro' => $slug, 'ru' => $slug]), 'city' => '{}', 'address' => '{}', 'phones' => '[]',
            'hours' => '{}', 'latitude' => 47, 'longitude' => 28, 'sorted' => $sorted, 'created_at' => $now, 'updated_at' => $now,
        ]);
    }

    private function product(string $sku): int
    {
        $now = now();

        return DB::table('products')->insertGetId([
            'slug' => strtolower($sku), 'sku' => $sku, 'name' => json_encode(['ro' => "Produs $sku", 'ru' => "Товар $sku"]),
            'description' => json_encode(['ro' => '', 'ru' => '']), 'brand_id' => 1, 'category_id' => 1, 'category_root_id' => 1,
            'price' => 10_000, 'stock_total' => 0, 'created_at' => $now, 'updated_at' => $now,
        ]);
    }

    private function ledger(): StockLedger
    {
        return app(StockLedger::class);
    }

    private function order(): int
    {
        return Order::factory()->createOne()->id;
    }

    /**
     * The movements of a product, oldest first, as [place, units, reason, reference type, reference id].
     *
     * @return list<array{0: int|null, 1: int, 2: string, 3: string|null, 4: int|null}>
     */
    private function movements(int $productId): array
    {
        return array_values(DB::table('stock_movements')->where('product_id', $productId)->orderBy('id')->get()
            ->map(static fn (object $row): array => [
                $row->store_id === null ? null : (int) $row->store_id, (int) $row->quantity, (string) $row->reason,
                $row->reference_type === null ? null : (string) $row->reference_type, $row->reference_id === null ? null : (int) $row->reference_id,
            ])->all());
    }

    private function assertRulesHold(string $after = ''): void
    {
        $this->assertSame([], Stock::drift(), "stock_total is the sum of the places $after");
        $this->assertSame([], Stock::movementDrift(), "the movements add up to each place's units $after");
    }

    #[Test]
    public function a_count_records_the_difference_and_an_unchanged_count_records_nothing(): void
    {
        $tv = $this->product('A-1');
        $this->ledger()->setQuantity($tv, $this->warehouse, 5);
        $this->ledger()->setQuantity($tv, $this->warehouse, 3);
        $this->ledger()->setQuantity($tv, $this->warehouse, 3);

        $this->assertSame([[$this->warehouse, 5, 'count', 'count', null], [$this->warehouse, -2, 'count', 'count', null]], $this->movements($tv));
        $this->assertRulesHold();
    }

    #[Test]
    public function an_order_reserved_released_restored_and_packed_elsewhere_records_each_place_it_touched(): void
    {
        $tv = $this->product('A-1');
        $this->ledger()->setQuantity($tv, $this->warehouse, 1);
        $this->ledger()->setQuantity($tv, $this->centre, 2);
        $this->ledger()->setQuantity($tv, $this->mall, 5);
        $order = $this->order();
        DB::table('stock_movements')->delete();
        DB::table('stock_movements')->insert([
            ['product_id' => $tv, 'store_id' => $this->warehouse, 'quantity' => 1, 'reason' => 'opening'],
            ['product_id' => $tv, 'store_id' => $this->centre, 'quantity' => 2, 'reason' => 'opening'],
            ['product_id' => $tv, 'store_id' => $this->mall, 'quantity' => 5, 'reason' => 'opening'],
        ]);

        // No single place has 3 but the mall: courier orders try the warehouse first, then the stores.
        $this->ledger()->reserve($order, [$tv => 3]);
        $this->assertSame(0, $this->ledger()->move($order, $this->mall), 'already there: nothing moves, nothing recorded');
        $this->ledger()->release($order);
        $this->ledger()->restore($order);

        $this->assertSame([
            [$this->warehouse, 1, 'opening', null, null],
            [$this->centre, 2, 'opening', null, null],
            [$this->mall, 5, 'opening', null, null],
            [$this->mall, -3, 'order_reserved', 'order', $order],
            [$this->mall, 3, 'order_released', 'order', $order],
            [$this->mall, -3, 'order_restored', 'order', $order],
        ], $this->movements($tv));
        $this->assertRulesHold();

        // Packing at the centre takes 2 there… the centre has 2 of 3: refused, nothing recorded.
        try {
            $this->ledger()->move($order, $this->centre);
            $this->fail('a move to a place short of units went through');
        } catch (NotEnoughStock) {
        }
        $this->assertCount(6, $this->movements($tv));
        $this->ledger()->setQuantity($tv, $this->centre, 4);
        $this->ledger()->move($order, $this->centre);
        $this->assertSame([
            [$this->centre, 2, 'count', 'count', null],
            [$this->centre, -3, 'order_packed', 'order', $order],
            [$this->mall, 3, 'order_packed', 'order', $order],
        ], array_slice($this->movements($tv), 6));
        $this->assertSame([1, 1, 5, 7], [Stock::at($tv, $this->warehouse), Stock::at($tv, $this->centre), Stock::at($tv, $this->mall), Stock::total($tv)]);
        $this->assertRulesHold();
    }

    #[Test]
    public function a_line_spread_over_places_records_one_movement_per_place(): void
    {
        $tv = $this->product('A-1');
        $this->ledger()->setQuantity($tv, $this->warehouse, 2);
        $this->ledger()->setQuantity($tv, $this->centre, 1);
        $order = $this->order();
        $this->ledger()->reserve($order, [$tv => 3]);

        $this->assertSame([[$this->warehouse, -2, 'order_reserved', 'order', $order], [$this->centre, -1, 'order_reserved', 'order', $order]], array_slice($this->movements($tv), 2));
        $this->assertRulesHold();
    }

    #[Test]
    public function a_refused_reservation_leaves_no_movement(): void
    {
        $tv = $this->product('A-1');
        $this->ledger()->setQuantity($tv, $this->warehouse, 2);
        try {
            $this->ledger()->reserve($this->order(), [$tv => 3]);
            $this->fail('more units than the shop has were reserved');
        } catch (NotEnoughStock) {
        }
        $this->assertCount(1, $this->movements($tv));
        $this->assertRulesHold();
    }

    #[Test]
    public function returned_units_and_written_off_ones_point_at_the_return(): void
    {
        $tv = $this->product('A-1');
        $this->ledger()->receiveReturned($tv, $this->centre, 2, 41);
        $this->ledger()->writeOffReturned($tv, 1, 41);

        $this->assertSame([[$this->centre, 2, 'return_received', 'return', 41], [null, -1, 'written_off', 'return', 41]], $this->movements($tv));
        $this->assertSame([2, 2], [Stock::at($tv, $this->centre), Stock::total($tv)], 'a write-off changes no place and no total');
        $this->assertRulesHold();
    }

    #[Test]
    public function the_staff_member_signed_in_is_who_moved_the_units_a_shopper_is_nobody(): void
    {
        $tv = $this->product('A-1');
        $keeper = User::factory()->createOne(['role' => StaffRole::Warehouse]);
        $shopper = User::factory()->createOne();

        $this->actingAs($keeper);
        $this->ledger()->setQuantity($tv, $this->warehouse, 4);
        $this->actingAs($shopper);
        $this->ledger()->reserve($this->order(), [$tv => 1]);

        $this->assertSame([$keeper->id, null], DB::table('stock_movements')->where('product_id', $tv)->orderBy('id')->pluck('user_id')->map(static fn (mixed $id): ?int => $id === null ? null : (int) $id)->all());
    }

    #[Test]
    public function every_reason_names_its_kind_of_reference(): void
    {
        $kinds = [];
        foreach (StockMovementReason::cases() as $reason) {
            $kinds[$reason->value] = $reason->referenceType();
        }
        $this->assertSame([
            'opening' => null, 'order_reserved' => 'order', 'order_released' => 'order', 'order_restored' => 'order',
            'order_packed' => 'order', 'count' => 'count', 'receipt' => 'receipt', 'transfer_out' => 'transfer',
            'transfer_in' => 'transfer', 'transfer_cancelled' => 'transfer', 'return_received' => 'return',
            'written_off' => 'return', 'import' => 'import',
        ], $kinds);
    }

    #[Test]
    public function a_random_walk_of_stock_operations_keeps_both_rules_after_every_step(): void
    {
        $random = new Randomizer(new Mt19937(46));
        $products = [$this->product('A-1'), $this->product('B-2'), $this->product('C-3')];
        $places = [$this->warehouse, $this->centre, $this->mall];
        $live = [];
        $released = [];
        $inTransit = [];
        for ($step = 0; $step < 250; $step++) {
            $product = $products[$random->getInt(0, 2)];
            $place = $places[$random->getInt(0, 2)];
            $operation = $random->getInt(0, 9);
            try {
                if ($operation === 0) {
                    $this->ledger()->setQuantity($product, $place, $random->getInt(0, 9));
                } elseif ($operation === 1) {
                    $live[] = $this->reserveOne($product, $random->getInt(1, 4), $random->getInt(0, 1) === 1 ? $place : null);
                } elseif ($operation === 2 && $live !== []) {
                    $released[] = $this->releaseOne($live, $random);
                } elseif ($operation === 3 && $released !== []) {
                    $live[] = $this->restoreOne($released, $random);
                } elseif ($operation === 4 && $live !== []) {
                    $this->ledger()->move($live[$random->getInt(0, count($live) - 1)], $place);
                } elseif ($operation === 5) {
                    $this->ledger()->receiveReturned($product, $place, $random->getInt(1, 3), $step);
                } elseif ($operation === 6) {
                    $this->ledger()->writeOffReturned($product, 1, $step);
                } elseif ($operation === 7) {
                    $this->ledger()->receiveGoods($step, $place, [$product => $random->getInt(1, 5)]);
                } elseif ($operation === 8) {
                    $units = $random->getInt(1, 3);
                    $this->ledger()->sendTransfer($step, $place, [$product => $units]);
                    $inTransit[] = [$step, $place, $product, $units];
                } elseif ($operation === 9 && $inTransit !== []) {
                    [$transfer, $from, $moved, $units] = array_shift($inTransit);
                    $random->getInt(0, 2) === 0
                        ? $this->ledger()->cancelTransfer($transfer, $from, [$moved => $units])
                        : $this->ledger()->receiveTransfer($transfer, $places[$random->getInt(0, 2)], [$moved => $units]);
                }
            } catch (NotEnoughStock) {
                // Refused as a whole: the rules must hold all the same.
            }
            $this->assertRulesHold("after step $step (operation $operation)");
            $this->assertSame(0, DB::table('product_stock')->where('quantity', '<', 0)->count(), 'no place is negative');
        }
        $this->assertGreaterThan(100, DB::table('stock_movements')->count());
    }

    private function reserveOne(int $product, int $units, ?int $place): int
    {
        $order = $this->order();
        $this->ledger()->reserve($order, [$product => $units], $place);

        return $order;
    }

    /**
     * @param  list<int>  $live
     */
    private function releaseOne(array &$live, Randomizer $random): int
    {
        $at = $random->getInt(0, count($live) - 1);
        $order = $live[$at];
        array_splice($live, $at, 1);
        $this->ledger()->release($order);

        return $order;
    }

    /**
     * @param  list<int>  $released
     */
    private function restoreOne(array &$released, Randomizer $random): int
    {
        $at = $random->getInt(0, count($released) - 1);
        $order = $released[$at];
        array_splice($released, $at, 1);
        $this->ledger()->restore($order);

        return $order;
    }
}

<?php

declare(strict_types=1);

namespace Database\Seeders;

use App\Actions\Stock\ReceiveGoodsReceipt;
use App\Actions\Stock\SaveGoodsReceipt;
use App\Enums\OrderKind;
use App\Infrastructure\Security\StaffActor;
use App\Models\Product;
use App\Services\Customers\CustomerDirectory;
use App\Services\Reports\SalesTotals;
use App\Support\Dates;
use Carbon\CarbonImmutable;
use Illuminate\Database\Seeder;
use Illuminate\Support\Facades\DB;
use RuntimeException;

/**
 * Four months of the demo shop's past, so the dashboard, the reports and the customer list show what they are for on
 * a fresh start: about 3 000 orders from a few dozen returning customers (checkout, one click and, where the order
 * kinds exist, phone and store sales), by courier or picked up at a store, paid in each way, most completed, some
 * cancelled, the last days still in the works; a few returns refunded in cash; a supplier's delivery to the central
 * warehouse every two weeks (goods receipts posted through the stock ledger, so each product's movements tell it and
 * its cost price follows); cost prices for most other products so margins and the stock valuation have figures.
 * Orders go in by bulk inserts with ids worked out here (a few seconds), from a fixed seed, so a run on the same day
 * gives the same rows. The orders take nothing off the shelves: they are history, their units long gone.
 *
 * Local only, like the demo staff (DatabaseSeeder runs it on a developer's machine): a real shop's reports must never
 * count invented sales. Not in the tests either: PHPUnit (APP_ENV=testing) and the browser tests (E2E_FIXTURES) start
 * from the catalogue alone, so what they count is what they made.
 */
final class DemoHistorySeeder extends Seeder
{
    public const DAYS = 120;

    private const FIRST_NAMES = ['Ion', 'Maria', 'Andrei', 'Elena', 'Vasile', 'Natalia', 'Sergiu', 'Olga', 'Dumitru', 'Tatiana', 'Mihai', 'Ana', 'Victor', 'Irina', 'Alexandru', 'Svetlana'];

    private const LAST_NAMES = ['Popescu', 'Rusu', 'Ceban', 'Lungu', 'Munteanu', 'Țurcanu', 'Cojocaru', 'Ivanov', 'Rotari', 'Bodiu'];

    public function run(): void
    {
        if (! self::allowedHere()) {
            throw new RuntimeException('The demo history is invented sales: it is only seeded with APP_ENV=local on a local APP_URL, never where real reports are read.');
        }
        mt_srand(20261130);
        $products = Product::query()->where('is_active', true)->orderBy('id')->get(['id', 'sku', 'name', 'slug', 'price']);
        $stores = DB::table('stores')->where('kind', 'store')->orderBy('id')->pluck('id')->all();
        if ($products->isEmpty()) {
            return;
        }
        $this->receipts($products->pluck('price', 'id')->all());
        $this->costPrices();
        $customers = $this->customers();
        $kinds = ['checkout', 'checkout', 'checkout', 'checkout', 'checkout', 'checkout', 'one_click', 'one_click'];
        foreach (['phone', 'store'] as $staffKind) {
            // Phone and store sales are the staff's order entry's kinds: seeded only where the code knows them.
            if (in_array($staffKind, array_column(OrderKind::cases(), 'value'), true)) { // @phpstan-ignore function.alreadyNarrowedType
                $kinds[] = $staffKind;
            }
        }
        $payments = ['cash', 'cash', 'cash', 'cash', 'card', 'card', 'card', 'credit', 'transfer'];

        $nextId = (int) DB::table('orders')->max('id') + 1;
        $nextLine = (int) DB::table('order_lines')->max('id') + 1;
        $today = CarbonImmutable::createFromFormat('!Y-m-d', Dates::today(), config()->string('app.shop_timezone')) ?? CarbonImmutable::now();
        $orders = [];
        $lines = [];
        $completed = [];
        for ($ago = self::DAYS; $ago >= 1; $ago--) {
            $day = $today->subDays($ago);
            // Busier towards December and at weekends.
            $count = 14 + intdiv((self::DAYS - $ago) * 12, self::DAYS) + ($day->isWeekend() ? 8 : 0) + mt_rand(0, 8);
            for ($n = 0; $n < $count; $n++) {
                $id = $nextId++;
                $at = $day->setTime(mt_rand(8, 21), mt_rand(0, 59), mt_rand(0, 59))->utc();
                $kind = $kinds[mt_rand(0, count($kinds) - 1)];
                $customer = $customers[mt_rand(0, count($customers) - 1)];
                $pickup = $kind === 'store' || ($stores !== [] && mt_rand(1, 100) <= 35);
                $status = $this->status($ago, $kind, $pickup);
                $subtotal = 0;
                $picked = [];
                $lineCount = $kind === 'one_click' ? 1 : [1, 1, 1, 2, 2, 3][mt_rand(0, 5)];
                for ($l = 0; $l < $lineCount; $l++) {
                    $product = $products[mt_rand(0, $products->count() - 1)];
                    if (isset($picked[$product->id])) {
                        continue;
                    }
                    $quantity = $kind === 'one_click' ? 1 : [1, 1, 1, 1, 2, 3][mt_rand(0, 5)];
                    $picked[$product->id] = true;
                    $subtotal += $product->price * $quantity;
                    $lines[] = [
                        'id' => $nextLine++, 'order_id' => $id, 'product_id' => $product->id, 'sku' => $product->sku,
                        'name' => json_encode($product->name, JSON_UNESCAPED_UNICODE), 'slug' => $product->slug,
                        'unit_price' => $product->price, 'quantity' => $quantity, 'line_total' => $product->price * $quantity,
                        'discount' => 0, 'cost_price' => null,
                    ];
                }
                $fee = $pickup || $subtotal >= 100_000 ? 0 : 5_000;
                $payment = $kind === 'one_click' && $status === 'released' ? null : $payments[mt_rand(0, count($payments) - 1)];
                $stamp = $at->format('Y-m-d H:i:s');
                $orders[] = [
                    'id' => $id, 'number' => sprintf('ES-%s-%06d', $at->format('ym'), $id), 'idempotency_key' => sprintf('demo-history-%08d', $id),
                    'kind' => $kind, 'status' => $status, 'locale' => mt_rand(1, 10) <= 7 ? 'ro' : 'ru',
                    'name' => $customer['name'], 'phone' => $customer['phone'], 'email' => $customer['email'],
                    'delivery_method' => $pickup ? 'pickup' : 'courier', 'delivery_zone' => $pickup ? null : 'chisinau',
                    'city' => $pickup ? null : 'Chișinău', 'address' => $pickup ? null : $customer['address'],
                    'store_id' => $pickup ? $stores[mt_rand(0, count($stores) - 1)] : null, 'payment_method' => $payment,
                    'subtotal' => $subtotal, 'discount_total' => 0, 'delivery_fee' => $fee, 'total' => $subtotal + $fee,
                    'confirmed_at' => in_array($status, ['new', 'released'], true) ? null : $at->addMinutes(25)->format('Y-m-d H:i:s'),
                    'status_changed_at' => $stamp, 'created_at' => $stamp, 'updated_at' => $stamp,
                ];
                if ($status === 'completed') {
                    $completed[] = $id;
                }
            }
        }

        // The cost a line keeps is the product's at the sale: here, today's cost price.
        $costs = DB::table('products')->whereNotNull('cost_price')->pluck('cost_price', 'id')->all();
        foreach ($lines as &$line) {
            $line['cost_price'] = $costs[$line['product_id']] ?? null;
        }
        unset($line);

        DB::transaction(function () use ($orders, $lines, $completed): void {
            foreach (array_chunk($orders, 400) as $chunk) {
                DB::table('orders')->insert($chunk);
            }
            foreach (array_chunk($lines, 600) as $chunk) {
                DB::table('order_lines')->insert($chunk);
            }
            $this->returns($completed, $lines);
        });
        self::continueIdsAfter(['orders', 'order_lines']);

        // A few returns and a warranty claim still in the works, to try each step on.
        app(DemoReturnsSeeder::class)->run();
        app(CustomerDirectory::class)->rebuild();
        app(SalesTotals::class)->retotalChanged();
    }

    /**
     * PostgreSQL's sequences do not move when rows come in with their ids, so the next order would be given an id the
     * history already took; MariaDB and SQLite carry on from the highest id by themselves.
     *
     * @param  list<string>  $tables
     */
    private static function continueIdsAfter(array $tables): void
    {
        if (DB::connection()->getDriverName() !== 'pgsql') {
            return;
        }
        foreach ($tables as $table) {
            DB::statement("SELECT setval(pg_get_serial_sequence(?, 'id'), (SELECT COALESCE(MAX(id), 1) FROM {$table}))", [$table]);
        }
    }

    /** A developer's own machine (DemoStaffSeeder's rule, APP_ENV=local only), not a browser test's server. */
    public static function allowedHere(): bool
    {
        return app()->isLocal() && DemoStaffSeeder::allowedHere() && ! config()->boolean('app.e2e_fixtures');
    }

    /**
     * A supplier's delivery to the central warehouse every two weeks, posted through the goods receipts' action (the
     * units arrive through the stock ledger, each a movement, and set the cost price), then dated on its day.
     *
     * @param  array<int, int>  $prices  by product id
     */
    private function receipts(array $prices): void
    {
        $warehouse = DB::table('stores')->where('kind', 'warehouse')->value('id');
        if ($warehouse === null) {
            return;
        }
        $ids = array_keys($prices);
        $suppliers = ['ASBIS Moldova', 'Elko Moldova', 'Samsung Electronics Romania', 'Bosch Home Romania'];
        $save = app(SaveGoodsReceipt::class);
        $receive = app(ReceiveGoodsReceipt::class);
        for ($ago = self::DAYS - 8; $ago >= 10; $ago -= 14) {
            $lines = [];
            foreach (array_unique(array_map(static fn (): int => $ids[mt_rand(0, count($ids) - 1)], range(1, 6))) as $productId) {
                $lines[] = ['product_id' => $productId, 'quantity' => mt_rand(5, 20), 'unit_cost' => intdiv($prices[$productId] * mt_rand(70, 80), 100)];
            }
            $receipt = $save->handle(StaffActor::console(), null, [
                'supplier' => $suppliers[$ago % count($suppliers)], 'supplier_document' => sprintf('FF-%06d', 4_100 + $ago), 'store_id' => (int) $warehouse, 'note' => null, 'lines' => $lines,
            ]);
            $receive->handle(StaffActor::console(), $receipt);
            $at = CarbonImmutable::now('UTC')->subDays($ago)->setTime(9, 30)->format('Y-m-d H:i:s');
            DB::table('goods_receipts')->where('id', $receipt->id)->update(['created_at' => $at, 'received_at' => $at, 'updated_at' => $at]);
            DB::table('stock_movements')->where('reference_type', 'receipt')->where('reference_id', $receipt->id)->update(['created_at' => $at]);
        }
    }

    /** Older orders are finished (a few cancelled); the last days' are still on their way. */
    private function status(int $ago, string $kind, bool $pickup): string
    {
        $roll = mt_rand(1, 100);
        if ($kind === 'one_click' && $roll <= 8) {
            return 'released';
        }
        if ($roll <= 10) {
            return 'cancelled';
        }
        if ($ago > 7) {
            return 'completed';
        }

        return match (true) {
            $ago <= 1 && $roll <= 45 => 'new',
            $ago <= 2 && $roll <= 65 => 'confirmed',
            $ago <= 3 && $roll <= 80 => 'packed',
            $roll <= 90 => $pickup ? 'ready_for_pickup' : 'shipped',
            default => 'completed',
        };
    }

    /** Cost prices for four products in five, at 68–85 % of the price, where staff have not set one. */
    private function costPrices(): void
    {
        foreach (DB::table('products')->whereNull('cost_price')->orderBy('id')->get(['id', 'price']) as $product) {
            /** @var object{id: int, price: int} $product */
            if (mt_rand(1, 5) === 5) {
                continue;
            }
            DB::table('products')->where('id', $product->id)->update(['cost_price' => intdiv($product->price * mt_rand(68, 85), 100)]);
        }
    }

    /**
     * A few dozen customers who come back, some leaving an e-mail.
     *
     * @return list<array{name: string, phone: string, email: string|null, address: string}>
     */
    private function customers(): array
    {
        $customers = [];
        for ($i = 0; $i < 60; $i++) {
            $first = self::FIRST_NAMES[$i % count(self::FIRST_NAMES)];
            $last = self::LAST_NAMES[intdiv($i, 6) % count(self::LAST_NAMES)];
            $customers[] = [
                'name' => $first.' '.$last,
                'phone' => sprintf('+3736%07d', 9100000 + $i * 731),
                'email' => $i % 3 === 0 ? null : sprintf('demo.client%02d@example.md', $i),
                'address' => sprintf('str. %s %d, ap. %d', ['Ștefan cel Mare', 'Mihai Eminescu', 'Ismail', 'Columna', 'Alba Iulia'][$i % 5], 1 + $i * 3 % 120, 1 + $i % 90),
            ];
        }

        return $customers;
    }

    /**
     * About one completed order in forty returned in part: one unit of its first line back on the shelf's books
     * and refunded in cash at the store.
     *
     * @param  list<int>  $completed
     * @param  list<array<string, mixed>>  $lines
     */
    private function returns(array $completed, array $lines): void
    {
        $firstLine = [];
        foreach ($lines as $line) {
            $firstLine[$line['order_id']] ??= $line;
        }
        $store = DB::table('stores')->where('kind', 'store')->orderBy('id')->value('id');
        $reasons = ['changed_mind', 'not_as_described', 'defective', 'wrong_item'];
        foreach ($completed as $index => $orderId) {
            if ($index % 40 !== 17 || ! isset($firstLine[$orderId])) {
                continue;
            }
            $line = $firstLine[$orderId];
            $placed = (string) DB::table('orders')->where('id', $orderId)->value('created_at');
            $at = CarbonImmutable::parse($placed, 'UTC')->addDays(mt_rand(3, 10))->min(CarbonImmutable::now('UTC'))->format('Y-m-d H:i:s');
            $returnId = DB::table('order_returns')->insertGetId([
                'order_id' => $orderId, 'status' => 'refunded', 'reason' => $reasons[$index % 4], 'handover' => 'store',
                'store_id' => $store, 'version' => 3, 'decided_at' => $at, 'received_at' => $at, 'created_at' => $at, 'updated_at' => $at,
            ]);
            DB::table('order_return_lines')->insert([
                'order_return_id' => $returnId, 'order_line_id' => $line['id'], 'quantity' => 1, 'received_quantity' => 1,
                'condition' => 'sellable', 'store_id' => $store,
            ]);
            DB::table('refunds')->insert([
                'order_id' => $orderId, 'order_return_id' => $returnId, 'method' => 'cash', 'amount' => $line['unit_price'],
                'store_id' => $store, 'idempotency_key' => sprintf('demo-history-refund-%08d', $returnId), 'created_at' => $at,
            ]);
        }
    }
}

<?php

declare(strict_types=1);

namespace Database\Seeders;

use App\Actions\Documents\IssueInvoice;
use App\Actions\Stock\ReceiveGoodsReceipt;
use App\Actions\Stock\ReceiveStockTransfer;
use App\Actions\Stock\SaveGoodsReceipt;
use App\Actions\Stock\SaveStockTransfer;
use App\Actions\Stock\SendStockTransfer;
use App\Actions\Stock\SetStockQuantity;
use App\Enums\CustomerFlag;
use App\Enums\OrderKind;
use App\Exceptions\Stock\NotEnoughStock;
use App\Infrastructure\Security\StaffActor;
use App\Models\Order;
use App\Models\Product;
use App\Services\Customers\CustomerDirectory;
use App\Services\Reports\SalesTotals;
use App\Services\Stock\StockLedger;
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
 * gives the same rows. Transfers from the warehouse to a store (two received, one in transit, one draft) and a couple
 * of staff counts go through their actions too. Finished orders (completed, cancelled, released) take nothing off the
 * shelves: they are history, their units long gone, and writing a reservation and its release for each of 3 000
 * orders would only add movements that cancel out. Orders still open (new, confirmed, packed, shipped, ready for
 * pickup) hold their units as real ones do, reserved through the stock ledger (pickup at its store, the rest in the
 * preference order); the few the shelves cannot serve are seeded as cancelled. Courier orders carry a delivery day and
 * one of the checkout's slots (the last days' fall on today and tomorrow, so the couriers' list has work), shipped and
 * completed ones a courier and tracking number, and phone and store sales the demo staff member who took them. Some
 * bank-transfer orders are a company's, the newest six with an invoice issued through IssueInvoice; a few customers
 * have staff notes and a flag.
 *
 * Local only, like the demo staff (DatabaseSeeder runs it on a developer's machine): a real shop's reports must never
 * count invented sales. Not in the tests either: PHPUnit (APP_ENV=testing) and the browser tests (E2E_FIXTURES) start
 * from the catalogue alone, so what they count is what they made.
 */
final class DemoHistorySeeder extends Seeder
{
    public const DAYS = 120;

    private const FIRST_NAMES = ['Ion', 'Maria', 'Andrei', 'Elena', 'Vasile', 'Natalia', 'Sergiu', 'Olga', 'Dumitru', 'Tatiana', 'Mihai', 'Ana', 'Victor', 'Irina', 'Alexandru', 'Svetlana'];

    /** Buyers paying by bank transfer who ask for an invoice: name and IDNO. */
    private const COMPANIES = [['Vinăria Codru SRL', '1003600012345'], ['Tehnoprim SA', '1002600054321'], ['Agro-Sud SRL', '1010600098765']];

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
        $this->transfersAndCounts();
        $this->costPrices();
        $staff = DB::table('users')->whereIn('email', ['demo-manager@example.md', 'demo-owner@example.md'])->orderBy('id')->pluck('id')->all();
        $staff = array_values(array_map(static fn ($id): int => (int) $id, $staff));
        $intervals = config()->array('checkout.delivery.intervals');
        $couriers = array_keys(config()->array('couriers'));
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
                // Drawn from the id, not the random sequence, so the rest of the history stays as it was.
                $shipped = ! $pickup && in_array($status, ['shipped', 'completed'], true) && $couriers !== [];
                $orders[] = [
                    'id' => $id, 'number' => sprintf('ES-%s-%06d', $at->format('ym'), $id), 'idempotency_key' => sprintf('demo-history-%08d', $id),
                    'kind' => $kind, 'status' => $status, 'locale' => mt_rand(1, 10) <= 7 ? 'ro' : 'ru',
                    'name' => $customer['name'], 'phone' => $customer['phone'], 'email' => $customer['email'],
                    'delivery_method' => $pickup ? 'pickup' : 'courier', 'delivery_zone' => $pickup ? null : 'chisinau',
                    'city' => $pickup ? null : 'Chișinău', 'address' => $pickup ? null : $customer['address'],
                    'delivery_date' => $pickup ? null : $day->addDays(1 + $id % 2)->format('Y-m-d'),
                    'delivery_interval' => $pickup || $intervals === [] ? null : $intervals[$id % count($intervals)],
                    'courier' => $shipped ? $couriers[$id % count($couriers)] : null,
                    'tracking_number' => $shipped ? sprintf('MD%010d', 7_300_000 + $id * 37) : null,
                    'company_name' => $payment === 'transfer' && $id % 5 === 0 ? self::COMPANIES[$id % count(self::COMPANIES)][0] : null,
                    'company_idno' => $payment === 'transfer' && $id % 5 === 0 ? self::COMPANIES[$id % count(self::COMPANIES)][1] : null,
                    'placed_by' => in_array($kind, ['phone', 'store'], true) && $staff !== [] ? $staff[$id % count($staff)] : null,
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
        $this->holdOpenOrders($orders, $lines);

        // A few returns and a warranty claim still in the works, to try each step on.
        app(DemoReturnsSeeder::class)->run();
        app(CustomerDirectory::class)->rebuild();
        $this->invoices();
        $this->notesAndFlags($staff);
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

    /**
     * Transfers from the warehouse to the first store (two received, one in transit, one draft) and two staff counts,
     * through their actions so each leaves its movements, then dated on their days.
     */
    private function transfersAndCounts(): void
    {
        $warehouse = DB::table('stores')->where('kind', 'warehouse')->value('id');
        $store = DB::table('stores')->where('kind', 'store')->orderBy('id')->value('id');
        if ($warehouse === null || $store === null) {
            return;
        }
        $stocked = DB::table('product_stock')->where('store_id', $warehouse)->where('quantity', '>=', 6)->orderBy('product_id')->limit(12)->pluck('product_id')->all();
        $save = app(SaveStockTransfer::class);
        foreach ([[80, 'received'], [40, 'received'], [2, 'sent'], [1, 'draft']] as $index => [$ago, $step]) {
            $lines = [];
            foreach (array_slice($stocked, $index * 3, 3) as $productId) {
                $lines[] = ['product_id' => (int) $productId, 'quantity' => 2];
            }
            if ($lines === []) {
                return;
            }
            $transfer = $save->handle(StaffActor::console(), null, ['from_store_id' => (int) $warehouse, 'to_store_id' => (int) $store, 'note' => null, 'lines' => $lines]);
            if ($step !== 'draft') {
                app(SendStockTransfer::class)->handle(StaffActor::console(), $transfer);
            }
            if ($step === 'received') {
                app(ReceiveStockTransfer::class)->handle(StaffActor::console(), $transfer->refresh());
            }
            $at = CarbonImmutable::now('UTC')->subDays($ago)->setTime(11, 15)->format('Y-m-d H:i:s');
            $dates = ['created_at' => $at, 'updated_at' => $at];
            foreach (['sent_at', 'received_at'] as $column) {
                if (DB::table('stock_transfers')->where('id', $transfer->id)->whereNotNull($column)->exists()) {
                    $dates[$column] = $at;
                }
            }
            DB::table('stock_transfers')->where('id', $transfer->id)->update($dates);
            DB::table('stock_movements')->where('reference_type', 'transfer')->where('reference_id', $transfer->id)->update(['created_at' => $at]);
        }
        // A count found one unit fewer at the store and one more at the warehouse than the books said.
        $counted = DB::table('product_stock')->where('store_id', $store)->where('quantity', '>=', 2)->orderBy('product_id')->first(['product_id', 'quantity']);
        /** @var object{product_id: int, quantity: int}|null $counted */
        $count = app(SetStockQuantity::class);
        if ($counted !== null) {
            $count->handle($counted->product_id, (int) $store, $counted->quantity - 1);
        }
        if (isset($stocked[0])) {
            $shelf = (int) DB::table('product_stock')->where('store_id', $warehouse)->where('product_id', $stocked[0])->value('quantity');
            $count->handle((int) $stocked[0], (int) $warehouse, $shelf + 1);
        }
        $at = CarbonImmutable::now('UTC')->subDays(20)->setTime(18, 40)->format('Y-m-d H:i:s');
        DB::table('stock_movements')->where('reason', 'count')->update(['created_at' => $at]);
    }

    /**
     * The orders still open hold their units as real ones do: reserved through the ledger (a pickup at its store, the
     * rest in the preference order), the movements dated when the order was placed. One the shelves cannot serve is
     * seeded as cancelled, holding nothing.
     *
     * @param  list<array<string, mixed>>  $orders
     * @param  list<array<string, mixed>>  $lines
     */
    private function holdOpenOrders(array $orders, array $lines): void
    {
        $open = [];
        foreach ($orders as $order) {
            if (in_array($order['status'], ['new', 'confirmed', 'packed', 'shipped', 'ready_for_pickup'], true)) {
                $open[(int) $order['id']] = $order;
            }
        }
        $quantities = [];
        foreach ($lines as $line) {
            if (isset($open[$line['order_id']])) {
                $quantities[(int) $line['order_id']][(int) $line['product_id']] = (int) $line['quantity'];
            }
        }
        $this->restockFor($quantities);
        $ledger = app(StockLedger::class);
        $stores = DB::table('stores')->where('kind', 'store')->orderBy('id')->pluck('id')->map(static fn ($id): int => (int) $id)->all();
        foreach ($quantities as $orderId => $units) {
            $order = $open[$orderId];
            // A pickup is held at its store or, when that one lacks the units, at the first store that has them all.
            $places = $order['store_id'] === null ? [null] : array_values(array_unique([(int) $order['store_id'], ...$stores]));
            $held = null;
            foreach ($places as $place) {
                try {
                    $ledger->reserve($orderId, $units, $place);
                    $held = $place ?? 0;
                    break;
                } catch (NotEnoughStock) {
                }
            }
            if ($held === null) {
                DB::table('orders')->where('id', $orderId)->update(['status' => 'cancelled']);

                continue;
            }
            if ($held !== 0 && $held !== $order['store_id']) {
                DB::table('orders')->where('id', $orderId)->update(['store_id' => $held]);
            }
            DB::table('order_stock')->where('order_id', $orderId)->update(['created_at' => $order['created_at'], 'updated_at' => $order['created_at']]);
            DB::table('stock_movements')->where('reference_type', 'order')->where('reference_id', $orderId)->update(['created_at' => $order['created_at']]);
        }
    }

    /**
     * The week's delivery to the warehouse: what the open orders need beyond every product's units on hand, posted
     * three days ago like the other receipts, so the last days' orders find their units.
     *
     * @param  array<int, array<int, int>>  $quantities  units by order id and product id
     */
    private function restockFor(array $quantities): void
    {
        $warehouse = DB::table('stores')->where('kind', 'warehouse')->value('id');
        if ($warehouse === null) {
            return;
        }
        $needed = [];
        foreach ($quantities as $units) {
            foreach ($units as $productId => $quantity) {
                $needed[$productId] = ($needed[$productId] ?? 0) + $quantity;
            }
        }
        ksort($needed);
        $products = DB::table('products')->whereIn('id', array_keys($needed))->get(['id', 'stock_total', 'price', 'cost_price'])->keyBy('id');
        $lines = [];
        foreach ($needed as $productId => $quantity) {
            $product = $products[$productId] ?? null;
            /** @var object{id: int, stock_total: int, price: int, cost_price: int|null}|null $product */
            if ($product !== null && $product->stock_total < $quantity + 2) {
                $lines[] = ['product_id' => $productId, 'quantity' => $quantity + 5 - $product->stock_total, 'unit_cost' => $product->cost_price ?? intdiv($product->price * 75, 100)];
            }
        }
        if ($lines === []) {
            return;
        }
        $receipt = app(SaveGoodsReceipt::class)->handle(StaffActor::console(), null, [
            'supplier' => 'ASBIS Moldova', 'supplier_document' => 'FF-004103', 'store_id' => (int) $warehouse, 'note' => null, 'lines' => $lines,
        ]);
        app(ReceiveGoodsReceipt::class)->handle(StaffActor::console(), $receipt);
        $at = CarbonImmutable::now('UTC')->subDays(3)->setTime(9, 30)->format('Y-m-d H:i:s');
        DB::table('goods_receipts')->where('id', $receipt->id)->update(['created_at' => $at, 'received_at' => $at, 'updated_at' => $at]);
        DB::table('stock_movements')->where('reference_type', 'receipt')->where('reference_id', $receipt->id)->update(['created_at' => $at]);
    }

    /** The newest company orders still standing get their invoice, numbered and filled in as staff would issue it. */
    private function invoices(): void
    {
        $orders = Order::query()->whereNotNull('company_idno')->whereNotIn('status', ['cancelled', 'released'])
            ->where('idempotency_key', 'like', 'demo-history-%')->orderByDesc('id')->limit(6)->get();
        $issue = app(IssueInvoice::class);
        foreach ($orders as $order) {
            /** @var Order $order */
            $issue->handle($order, StaffActor::console());
        }
    }

    /**
     * A few customers with what staff wrote about them and a flag, so the list's filter and the customer page show
     * them.
     *
     * @param  list<int>  $staff
     */
    private function notesAndFlags(array $staff): void
    {
        $author = $staff === [] ? null : DB::table('users')->where('id', $staff[0])->first(['id', 'name']);
        /** @var object{id: int, name: string}|null $author */
        $customers = DB::table('customers')->where('phone', 'like', '+3736%')->whereNull('user_id')->orderBy('id')->limit(5)->pluck('id')->all();
        $flags = [
            [CustomerFlag::Vip, 'Cumpără des, oferiți livrare gratuită la comenzile mari.'],
            [CustomerFlag::CallFirst, 'Sunați cu o oră înainte: lucrează în ture.'],
            [CustomerFlag::NoPickup, 'Nu a ridicat două comenzi de la magazin.'],
        ];
        $notes = ['A cerut factură pe firmă data viitoare.', 'Preferă livrarea după ora 18.', 'Interesat de televizoare OLED, sunați la reducere.'];
        $at = CarbonImmutable::now('UTC')->subDays(12)->setTime(10, 0)->format('Y-m-d H:i:s');
        foreach ($customers as $index => $customerId) {
            if (isset($flags[$index])) {
                DB::table('customers')->where('id', $customerId)->update([
                    'flag' => $flags[$index][0]->value, 'flag_note' => $flags[$index][1], 'flagged_by' => $author?->id, 'flagged_at' => $at,
                ]);
            }
            if (isset($notes[$index]) && $author !== null) {
                DB::table('customer_notes')->insert(['customer_id' => $customerId, 'user_id' => $author->id, 'author' => $author->name, 'body' => $notes[$index], 'created_at' => $at]);
            }
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

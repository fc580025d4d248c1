<?php

declare(strict_types=1);

use App\Actions\Orders\ChangeOrderStatus;
use App\Actions\Orders\EditOrder;
use App\Actions\Stock\SetStockQuantity;
use App\Enums\OrderActor;
use App\Enums\OrderStatus;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Security\StaffActor;
use App\Models\NewsletterSubscription;
use App\Models\Order;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Route;
use Inertia\Inertia;

/*
 * Fixture pages for the browser tests of our Inertia server side (tests/e2e/inertia-protocol.spec.ts).
 * Loaded only in a local or testing app with E2E_FIXTURES exactly "true" (App\Infrastructure\Routing\TestRoutes); their names start with "e2e." so the route export leaves them out.
 */
// The database cache store increments only keys that exist.
$bump = static function (string $key): int {
    Cache::add($key, 0);

    return (int) Cache::increment($key);
};

Route::prefix('__e2e')->name('e2e.')->group(function () use ($bump): void {
    Route::get('first', function () use ($bump) {
        return Page::render('testing/protocol-first', 'Protocol first', [
            'requestedAt' => fn (): float => microtime(true),
            'visits' => fn (): int => $bump('e2e.first.visits'),
            'slow' => Inertia::defer(fn (): string => 'deferred value arrived'),
        ]);
    })->name('first');

    Route::get('second', function () use ($bump) {
        return Page::render('testing/protocol-second', 'Protocol second', [
            'hits' => $bump('e2e.second.hits'),
        ]);
    })->name('second');

    Route::get('hits', fn () => response()->json(['second' => (int) Cache::get('e2e.second.hits', 0)]))->name('hits');

    Route::get('reset', function () {
        Cache::forget('e2e.second.hits');
        Cache::forget('e2e.first.visits');

        return response()->noContent();
    })->name('reset');

    Route::get('form', fn () => Page::render('testing/protocol-form', 'Protocol form'))->name('form');

    Route::put('form', function (Request $request) {
        $request->validate(['email' => ['required', 'email']]);
        Inertia::flash('saved', $request->string('email')->toString());

        return redirect()->route('e2e.form');
    })->name('form.update');

    // What the newsletter box stored for an address (the browser tests read no mail).
    Route::get('newsletter', function (Request $request) {
        $row = NewsletterSubscription::query()->where('email', $request->string('email')->lower()->toString())->first();

        return response()->json(['subscription' => $row === null ? null : ['locale' => $row->locale, 'confirmed' => $row->confirmed_at !== null]]);
    })->name('newsletter');

    // The stock concurrency test (tests/e2e/stock.spec.ts): a staff stock edit and a staff cancellation, until the
    // back office has its own endpoints, and the figures the test checks at the end.
    Route::post('stock/set', function (Request $request, SetStockQuantity $edit) {
        $change = $edit->handle($request->integer('product_id'), $request->integer('place_id'), $request->integer('quantity'));

        return response()->json(['product_id' => $change->productId, 'place_id' => $change->placeId, ...$change->toAudit()]);
    })->name('stock.set');

    Route::post('stock/cancel', function (Request $request, ChangeOrderStatus $change) {
        $order = Order::query()->where('number', $request->string('number')->toString())->firstOrFail();
        $change->handle($order, OrderStatus::Cancelled, $request->integer('version'), OrderActor::Staff, null, 'e2e');

        return response()->json(['status' => $order->status]);
    })->name('stock.cancel');

    // tests/e2e/order-edit-reliability.spec.ts: staff's edit of an order (App\Actions\Orders\EditOrder) with the
    // order's own delivery and payment, the units of its one product and the version sent.
    Route::post('orders/edit', function (Request $request, EditOrder $edit) {
        $order = Order::query()->where('number', $request->string('number')->toString())->firstOrFail();
        $edit->handle($order, [
            'delivery_method' => (string) $order->delivery_method, 'delivery_zone' => $order->delivery_zone, 'city' => $order->city,
            'address' => $order->address, 'delivery_date' => $order->delivery_date, 'delivery_interval' => $order->delivery_interval,
            'store_id' => $order->store_id, 'payment_method' => (string) $order->payment_method,
        ], [['product_id' => $request->integer('product_id'), 'quantity' => $request->integer('quantity'), 'unit_price' => null]],
            null, $request->integer('version'), StaffActor::console(), false);

        return response()->json(['version' => $order->version]);
    })->name('orders.edit');

    // tests/e2e/kept-connections.spec.ts: a request that dies inside a write transaction (out of memory, a fatal error
    // no code can catch), on a worker that keeps its SQLite connection for its next request.
    Route::get('die-while-writing', function () {
        WriteTransaction::run(static function (): void {
            DB::table('cache')->insert(['key' => 'e2e.dead-write', 'value' => 'written by a request that died', 'expiration' => time() + 600]);
            ini_set('memory_limit', (string) (memory_get_usage(true) + 8 * 1024 * 1024));
            $chunks = [];
            while (count($chunks) < 1000) {
                $chunks[] = str_repeat('x', 1024 * 1024);
            }
        });

        return response()->noContent();
    })->name('die-while-writing');

    Route::get('stock/figures', function (Request $request) {
        /** @var list<int> $products */
        $products = array_values(array_map('intval', (array) $request->query('products', [])));
        $places = DB::table('product_stock')->whereIn('product_id', $products)->get(['product_id', 'store_id', 'quantity'])
            ->groupBy('product_id')->map(static fn ($rows) => $rows->pluck('quantity', 'store_id')->map(static fn ($q): int => (int) $q));
        $reserved = static fn (bool $released) => DB::table('order_stock')->whereIn('product_id', $products)
            ->when($released, static fn ($q) => $q->whereNotNull('released_at'), static fn ($q) => $q->whereNull('released_at'))
            ->groupBy('product_id')->selectRaw('product_id, SUM(quantity) AS units')->pluck('units', 'product_id')->map(static fn ($u): int => (int) $u);
        $orders = DB::table('orders')->whereIn('id', DB::table('order_lines')->whereIn('product_id', $products)->select('order_id'))
            ->orderBy('id')->get(['id', 'number', 'status'])->map(static fn (object $order): array => [
                'number' => $order->number,
                'status' => $order->status,
                'lines' => (int) DB::table('order_lines')->where('order_id', $order->id)->sum('quantity'),
                'live' => (int) DB::table('order_stock')->where('order_id', $order->id)->whereNull('released_at')->sum('quantity'),
                'released' => (int) DB::table('order_stock')->where('order_id', $order->id)->whereNotNull('released_at')->sum('quantity'),
            ]);

        return response()->json([
            'places' => DB::table('stores')->orderBy('id')->get(['id', 'kind']),
            'products' => collect($products)->mapWithKeys(static fn (int $id): array => [$id => [
                'total' => (int) DB::table('products')->where('id', $id)->value('stock_total'),
                'places' => $places->get($id) ?? (object) [],
                'live' => $reserved(false)->get($id) ?? 0,
                'released' => $reserved(true)->get($id) ?? 0,
            ]]),
            'orders' => $orders,
        ]);
    })->name('stock.figures');
});

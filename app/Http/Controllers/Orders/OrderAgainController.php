<?php

declare(strict_types=1);

namespace App\Http\Controllers\Orders;

use App\Actions\Cart\AddOrderToCart;
use App\Http\Controllers\Controller;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Infrastructure\Shopper\CurrentCart;
use App\Models\User;
use App\Queries\Orders\OrderByNumber;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Inertia;

/**
 * "Order again" on one of the account's own orders: its products into the account's cart, then back to the order's
 * page, which says what was added and what was not and why. Another account's order, a guest order and a number that
 * does not exist answer the same 404.
 */
final class OrderAgainController extends Controller
{
    public function __invoke(Request $request, OrderByNumber $orders, CurrentCart $carts, AddOrderToCart $add, string $number): RedirectResponse
    {
        /** @var User $user */
        $user = $request->user();
        $order = $orders->find($number, ['lines']);
        if ($order === null || $order->user_id !== $user->id) {
            abort(404);
        }
        $result = $add->handle($carts->findOrCreate($request), $order);

        Inertia::flash('orderAgain', [
            'message' => Text::get($result['added'] === [] ? 'orders.again.none_added' : 'orders.again.added', ['count' => count($result['added'])]),
            'added' => $result['added'],
            'skipped' => array_map(static fn (array $line): array => [
                'name' => $line['name'],
                'reason' => $line['reason'],
                'message' => Text::get('orders.again.reason.'.$line['reason'], ['added' => $line['added'], 'ordered' => $line['ordered']]),
            ], $result['skipped']),
            'cart_url' => LocalizedRoutes::url('cart.show'),
        ]);

        return redirect(LocalizedRoutes::url('orders.show', ['number' => $order->number]));
    }
}

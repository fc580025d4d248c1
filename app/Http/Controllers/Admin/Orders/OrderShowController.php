<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Orders;

use App\Enums\OrderStatus;
use App\Http\Controllers\Controller;
use App\Infrastructure\Inertia\Page;
use App\Models\Order;
use App\Models\User;
use App\Policies\StaffGates;
use App\Queries\Admin\Customers\OrderCustomerFlags;
use App\Queries\Admin\Orders\OrderProps;
use App\Queries\Admin\Orders\OrderStockPlaces;
use App\Queries\Admin\Payments\OrderPayments;
use App\Queries\Admin\Returns\OrderAfterSale;
use App\Services\Orders\LastMove;
use App\Support\Dates;
use App\Support\Text;
use Illuminate\Http\Request;
use Inertia\Response;

/**
 * One order in the back office (/admin/comenzi/{number}): details, where its units are reserved, timeline, notes and
 * the moves this person may make (final ones marked: the page asks first); when packing is one of them, the places to
 * pack from with the units each holds; the last final move while this person may still revert it.
 */
final class OrderShowController extends Controller
{
    public function __invoke(Request $request, Order $order, OrderStockPlaces $stock): Response
    {
        /** @var User $user */
        $user = $request->user();
        $order->load(['lines', 'store']);
        $moves = array_values(array_filter(
            $order->currentStatus()->next($order->isPickup()),
            static fn (OrderStatus $to): bool => $user->can('moveTo', [$order, $to]),
        ));

        return Page::render('admin/orders/show', Text::get('admin.orders.show.title', ['number' => (string) $order->number]), [
            'order' => OrderProps::detail($order, $stock->reservedAt($order)),
            'timeline' => OrderProps::timeline($order),
            'moves' => array_map(static fn (OrderStatus $to): array => ['status' => $to->value, 'label' => Text::get('admin.orders.moves.'.$to->value), 'final' => $to->isFinalMove()], $moves),
            'revert' => self::revert($order, $user),
            'places' => in_array(OrderStatus::Packed, $moves, true) ? $stock->forPacking($order) : [],
            // The couriers staff may name when shipping (config/couriers.php).
            'couriers' => in_array(OrderStatus::Shipped, $moves, true) ? \App\Services\Orders\Couriers::options() : [],
            // A shipped order's courier and tracking number, to set or correct, for whoever may ship; else null.
            'shipment' => $order->currentStatus() === OrderStatus::Shipped && $user->can('updateShipment', $order)
                ? ['courier' => $order->courier ?? '', 'tracking_number' => $order->tracking_number ?? '', 'couriers' => \App\Services\Orders\Couriers::options()]
                : null,
            'afterSale' => OrderAfterSale::of($order, $user),
            // Its customer, with the flag (docs/customers.md), and whether this person may open the customer's page.
            'customer' => OrderCustomerFlags::forOrder($order),
            'can_view_customer' => $user->can(StaffGates::VIEW_CUSTOMERS),
            // Its online payments, their callbacks and refunds (docs/payments.md).
            'payments' => OrderPayments::of($order, $user),
            'hold' => [
                'can_extend' => $order->currentStatus() === OrderStatus::New && $user->can('changeStatus', $order),
                'extend_hours' => config()->integer('orders.extend_hours'),
            ],
        ]);
    }

    /**
     * The last move when this person may still revert it: what it was, what the order goes back to and until when.
     *
     * @return array{from: string, to: string, until: string}|null
     */
    private static function revert(Order $order, User $user): ?array
    {
        $last = LastMove::of($order);
        if ($last === null || ! $last->canRevertNow() || ! $user->can('revertStatus', $order)) {
            return null;
        }

        return ['from' => Text::get($last->to->labelKey()), 'to' => Text::get($last->from->labelKey()), 'until' => Dates::dateTime($last->revertibleUntil())];
    }
}

<?php

declare(strict_types=1);

namespace App\Actions\Orders;

use App\Enums\OrderActor;
use App\Enums\OrderStatus;
use App\Exceptions\Orders\OrderChangedMeanwhile;
use App\Models\Order;
use App\Support\Text;
use Illuminate\Validation\ValidationException;

/**
 * A customer cancels their own order, which they may only while it is still new: the move goes through
 * ChangeOrderStatus (version-checked, stock given back and the mail recorded exactly once). Any other status, or one
 * that changed under them to another status, is refused in their language under `status`.
 */
final class CancelOwnOrder
{
    public function __construct(private readonly ChangeOrderStatus $changeStatus)
    {
    }

    /**
     * @throws ValidationException when the order is no longer new
     * @throws OrderChangedMeanwhile when it changed since the page showed it, but is still new
     */
    public function handle(Order $order, int $version, ?string $reason, ?int $userId): Order
    {
        if ($order->status !== OrderStatus::New->value) {
            throw self::refusal($order);
        }

        try {
            return $this->changeStatus->handle($order, OrderStatus::Cancelled, $version, OrderActor::Customer, $userId, $reason);
        } catch (OrderChangedMeanwhile $changed) {
            // Confirmed or cancelled in the meantime (by staff, or by this customer's other tab): say what it is now.
            $order->refresh();
            if ($order->status !== OrderStatus::New->value) {
                throw self::refusal($order);
            }

            throw $changed;
        }
    }

    private static function refusal(Order $order): ValidationException
    {
        return ValidationException::withMessages([
            'status' => Text::get('orders.cancel.refused', ['status' => Text::get('orders.status.'.$order->status)]),
        ])->status(422);
    }
}

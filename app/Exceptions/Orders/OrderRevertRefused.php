<?php

declare(strict_types=1);

namespace App\Exceptions\Orders;

use App\Exceptions\Stock\NotEnoughStock;
use App\Support\Text;

/** A manager's revert of a status move that the shop refuses; nothing changed (App\Actions\Orders\RevertOrderStatus). */
final class OrderRevertRefused extends OrderChangeRefused
{
    /** The order's last move is not one that can be reverted (not final, not made by staff, or already reverted). */
    public static function nothingToRevert(): self
    {
        return new self('status', Text::get('admin.orders.revert.nothing'), 422);
    }

    /** The time to revert the move (config `orders.revert_minutes`) has passed. */
    public static function tooLate(int $minutes): self
    {
        return new self('status', Text::get('admin.orders.revert.too_late', ['minutes' => (string) $minutes]), 422);
    }

    /** Reverting a cancellation: the units it gave back were sold meanwhile. */
    public static function stockGone(NotEnoughStock $short): self
    {
        return new self('status', $short->getMessage(), 409);
    }

    /** Reverting a one-click order's cancellation: the same phone has ordered the same product in one click since. */
    public static function oneClickOpen(): self
    {
        return new self('status', Text::get('admin.orders.revert.one_click_open'), 409);
    }

    /** Reverting a cancellation: a code or cart rule the order used has no use left for it (others took them since). */
    public static function promoUsedUp(string $code): self
    {
        return new self('status', Text::get('admin.orders.revert.promo_used_up', ['code' => $code]), 409);
    }
}

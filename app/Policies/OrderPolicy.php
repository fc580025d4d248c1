<?php

declare(strict_types=1);

namespace App\Policies;

use App\Enums\OrderStatus;
use App\Enums\StaffRole;
use App\Models\Order;
use App\Models\User;

/**
 * Who may do what with orders in the back office (the table in docs/back-office.md). Owners and managers make any
 * legal move; the warehouse packs and hands over (confirmed → packed, packed → shipped / ready for pickup); editors
 * have no part in orders. Only owners and managers revert a final move made by mistake. Whether a move is legal at
 * all is the workflow's business (OrderStatus::canMoveTo).
 */
final class OrderPolicy
{
    /** The moves the warehouse may make: from → to. */
    private const WAREHOUSE_MOVES = [
        'confirmed' => ['packed'],
        'packed' => ['shipped', 'ready_for_pickup'],
    ];

    public function viewAny(User $user): bool
    {
        return $user->isActiveStaff() && $user->hasRole(StaffRole::Owner, StaffRole::Manager, StaffRole::Warehouse);
    }

    public function view(User $user, Order $order): bool
    {
        return $this->viewAny($user);
    }

    /** Whether the person makes status moves at all (the route's ability; each move is checked by moveTo()). */
    public function changeStatus(User $user, Order $order): bool
    {
        return $this->viewAny($user);
    }

    /** Whether the person may move this order to `$to` (the workflow may still refuse it). */
    public function moveTo(User $user, Order $order, OrderStatus $to): bool
    {
        if (! $user->isActiveStaff()) {
            return false;
        }
        if ($user->hasRole(StaffRole::Owner, StaffRole::Manager)) {
            return true;
        }

        return $user->hasRole(StaffRole::Warehouse) && in_array($to->value, self::WAREHOUSE_MOVES[$order->status] ?? [], true);
    }

    /**
     * Setting or correcting a shipped order's courier and tracking number: whoever may ship (owners, managers, the
     * warehouse). Whether the order is shipped is the action's business (App\Actions\Orders\UpdateOrderShipment).
     */
    public function updateShipment(User $user, Order $order): bool
    {
        return $user->isActiveStaff() && $user->hasRole(StaffRole::Owner, StaffRole::Manager, StaffRole::Warehouse);
    }

    /** Taking back a final move made by mistake, within `orders.revert_minutes` (App\Actions\Orders\RevertOrderStatus). */
    public function revertStatus(User $user, Order $order): bool
    {
        return $user->isActiveStaff() && $user->hasRole(StaffRole::Owner, StaffRole::Manager);
    }

    /** Confirming a one-click order after the call, or cancelling it. */
    public function handleCalls(User $user): bool
    {
        return $user->isActiveStaff() && $user->hasRole(StaffRole::Owner, StaffRole::Manager);
    }

    /** Taking an order by hand, by phone or at a store's counter (App\Actions\Orders\PlaceStaffOrder). */
    public function take(User $user): bool
    {
        return $user->isActiveStaff() && $user->hasRole(StaffRole::Owner, StaffRole::Manager);
    }

    /** Changing an order's lines, delivery and payment before it ships (App\Actions\Orders\EditOrder). */
    public function edit(User $user, Order $order): bool
    {
        return $this->take($user);
    }

    public function addNote(User $user, Order $order): bool
    {
        return $this->view($user, $order);
    }

    public function export(User $user): bool
    {
        return $user->isActiveStaff() && $user->hasRole(StaffRole::Owner, StaffRole::Manager);
    }
}

<?php

declare(strict_types=1);

namespace App\Enums;

/**
 * Where an order is in its life; stored in `orders.status`.
 *
 * new → confirmed → packed → shipped (courier) or ready_for_pickup (store) → completed; cancelled from any state
 * before completed. `released` is a one-click order whose hold ran out before anybody confirmed it.
 */
enum OrderStatus: string
{
    case New = 'new';
    case Confirmed = 'confirmed';
    case Packed = 'packed';
    case Shipped = 'shipped';
    case ReadyForPickup = 'ready_for_pickup';
    case Completed = 'completed';
    case Cancelled = 'cancelled';
    case Released = 'released';

    /** The states staff still have work on, in the order the work goes. */
    public const OPEN = [self::New, self::Confirmed, self::Packed, self::Shipped, self::ReadyForPickup];

    /**
     * The moves no later move undoes: the goods handed over (shipped, ready for pickup), the order finished or
     * cancelled. Staff confirm them before they are made, and a manager may revert one made by mistake for a while
     * (config `orders.revert_minutes`, App\Actions\Orders\RevertOrderStatus).
     */
    public const FINAL_MOVES = [self::Shipped, self::ReadyForPickup, self::Completed, self::Cancelled];

    /**
     * The moves allowed from this state for an order delivered by courier (`$pickup` false) or collected in a store.
     *
     * @return list<self>
     */
    public function next(bool $pickup): array
    {
        return match ($this) {
            self::New => [self::Confirmed, self::Cancelled],
            self::Confirmed => [self::Packed, self::Cancelled],
            self::Packed => [$pickup ? self::ReadyForPickup : self::Shipped, self::Cancelled],
            self::Shipped, self::ReadyForPickup => [self::Completed, self::Cancelled],
            self::Completed, self::Cancelled, self::Released => [],
        };
    }

    public function canMoveTo(self $to, bool $pickup): bool
    {
        return in_array($to, $this->next($pickup), true);
    }

    /** Whether a move to this state is one of FINAL_MOVES: asked for first, revertible for a while. */
    public function isFinalMove(): bool
    {
        return in_array($this, self::FINAL_MOVES, true);
    }

    /** How the sales figures count an order in this state (SalesCount): a sale once confirmed, apart while new. */
    public function salesCount(): SalesCount
    {
        return match ($this) {
            self::Confirmed, self::Packed, self::Shipped, self::ReadyForPickup, self::Completed => SalesCount::Sale,
            self::New => SalesCount::Awaiting,
            self::Cancelled, self::Released => SalesCount::None,
        };
    }

    /** The translation key of the status's name. */
    public function labelKey(): string
    {
        return 'orders.status.'.$this->value;
    }
}

<?php

declare(strict_types=1);

namespace App\Enums;

/**
 * Why a place's units changed; stored in `stock_movements.reason` (docs/stock.md). Each reason names the kind of
 * document its `reference_type` points at.
 */
enum StockMovementReason: string
{
    /** The units a place held when the ledger started keeping movements (or a seeded shop's shelves). */
    case Opening = 'opening';
    /** An order took the units off the shelf. */
    case OrderReserved = 'order_reserved';
    /** A cancelled or expired order gave them back. */
    case OrderReleased = 'order_released';
    /** A cancellation reverted: the order took them again. */
    case OrderRestored = 'order_restored';
    /** Staff packed an order at another place: units taken there, given back where they were held. */
    case OrderPacked = 'order_packed';
    /** A staff count set the place's units. */
    case Count = 'count';
    /** A goods receipt was posted. */
    case Receipt = 'receipt';
    /** A transfer was sent: the units left the source. */
    case TransferOut = 'transfer_out';
    /** A transfer was received: the units arrived at the destination. */
    case TransferIn = 'transfer_in';
    /** A sent transfer was cancelled: the units went back to the source. */
    case TransferCancelled = 'transfer_cancelled';
    /** A return's sellable units went back on a shelf. */
    case ReturnReceived = 'return_received';
    /** A return's damaged units were written off (they never reach a shelf: no place). */
    case WrittenOff = 'written_off';
    /** The catalogue import set the place's units. */
    case Import = 'import';

    /** The kind of document `reference_id` points at, or null when there is none. */
    public function referenceType(): ?string
    {
        return match ($this) {
            self::Opening => null,
            self::OrderReserved, self::OrderReleased, self::OrderRestored, self::OrderPacked => 'order',
            self::Count => 'count',
            self::Receipt => 'receipt',
            self::TransferOut, self::TransferIn, self::TransferCancelled => 'transfer',
            self::ReturnReceived, self::WrittenOff => 'return',
            self::Import => 'import',
        };
    }

    public function labelKey(): string
    {
        return 'admin.stock_movements.reasons.'.$this->value;
    }
}

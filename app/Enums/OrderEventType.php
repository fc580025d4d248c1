<?php

declare(strict_types=1);

namespace App\Enums;

/** What a row of an order's timeline records; stored in `order_events.type`. */
enum OrderEventType: string
{
    case Status = 'status';
    /** A staff note, never shown to the customer. */
    case Note = 'note';
    /** Staff kept an unconfirmed order's units longer; the body is the new end of the hold (ISO 8601). */
    case HoldExtended = 'hold';
    /**
     * A manager took back a status move made by mistake: from_status is the status taken back, to_status the one the
     * order returned to, the body the reason (App\Actions\Orders\RevertOrderStatus).
     */
    case Revert = 'revert';
    /** A step of a return (App\Enums\ReturnStatus in to_status, the return's id in from_status, a note in the body). */
    case Return = 'return';
    /** Money given back (the refund's method in to_status, the amount in bani in the body). */
    case Refund = 'refund';
    /** A step of a warranty claim (App\Enums\WarrantyClaimStatus in to_status, the claim's id in from_status). */
    case Warranty = 'warranty';
    /**
     * Money moved online (App\Actions\Payments): the order paid, a payment flagged for staff, or a provider refund;
     * the body names the provider, the amount and the card. Staff's alone, like a note.
     */
    case Payment = 'payment';
    /**
     * Staff changed the order before it shipped (App\Actions\Orders\EditOrder): the body says what changed, old → new.
     * Staff's alone; the customer gets the mail.
     */
    case Edited = 'edited';
    /**
     * Staff set or corrected a shipped order's courier and tracking number after the move to shipped
     * (App\Actions\Orders\UpdateOrderShipment): the courier's key in to_status, the tracking number in the body.
     * Public: the customer's timeline shows the new courier and number.
     */
    case Shipment = 'shipment';
}

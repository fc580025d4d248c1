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
}

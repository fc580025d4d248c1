<?php

declare(strict_types=1);

namespace App\Enums;

/** Who made a change to an order; stored in `order_events.actor`. */
enum OrderActor: string
{
    /** A member of staff in the back office. */
    case Staff = 'staff';
    /** The person who placed the order (their account or the order's signed link). */
    case Customer = 'customer';
    /** The shop itself: a scheduled job such as the one-click hold release. */
    case System = 'system';
}

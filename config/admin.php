<?php

declare(strict_types=1);

/*
 * The back office (/admin): staff sessions and the dashboard's thresholds.
 */
return [
    // A staff member idle this long is signed out at their next admin request (the shop's own pages are not affected).
    'idle_minutes' => (int) env('ADMIN_IDLE_MINUTES', 30),

    // And however busy, this many hours after they typed their password: the back office is a working day's session.
    'absolute_hours' => (int) env('ADMIN_SESSION_HOURS', 12),

    // Products with this many units or fewer in total show on the dashboard as low on stock.
    'low_stock' => (int) env('ADMIN_LOW_STOCK', 3),
];

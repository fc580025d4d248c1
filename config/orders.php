<?php

declare(strict_types=1);

// Orders after they are placed: how long a one-click order holds its unit, how long e-mailed order links work, and
// how the order mails are retried.
return [
    // An unconfirmed one-click order gives its unit back to stock after this many hours.
    'one_click_hold_hours' => (int) env('ONE_CLICK_HOLD_HOURS', 2),
    // The signed order link in e-mails opens the order page for this many days.
    'link_days' => (int) env('ORDER_LINK_DAYS', 90),
    'mails' => [
        // A mail that keeps failing is tried this many times, waiting longer each time (minutes), then left for staff.
        'max_attempts' => 10,
        'backoff_minutes' => [1, 5, 15, 60, 180],
        // A claimed mail whose sender died becomes available again after this many minutes.
        'lease_minutes' => 10,
    ],
];

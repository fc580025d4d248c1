<?php

declare(strict_types=1);

// Orders after they are placed: how long an unconfirmed order holds its units and how many may wait at once, how
// long e-mailed order links work, and how the order mails are retried.
return [
    // An unconfirmed one-click order gives its unit back to stock after this many hours.
    'one_click_hold_hours' => (int) env('ONE_CLICK_HOLD_HOURS', 2),
    // A checkout order nobody has confirmed yet: listed for a call after `call_after_minutes`, its units given back
    // (and the customer told) after `hold_hours`; staff extend a hold by `extend_hours` at a time.
    'call_after_minutes' => (int) env('ORDER_CALL_AFTER_MINUTES', 30),
    'hold_hours' => (int) env('ORDER_HOLD_HOURS', 48),
    'extend_hours' => (int) env('ORDER_HOLD_EXTEND_HOURS', 24),
    // A manager (or owner) may take back a move that hands over, finishes or cancels an order (shipped, ready for
    // pickup, completed, cancelled) this many minutes after it was made, with a reason; after that it stands.
    'revert_minutes' => (int) env('ORDER_REVERT_MINUTES', 30),
    // A pickup order waits in its store this many days after it is ready (the day it is ready, then this many more):
    // what the order page and mails tell the customer.
    'pickup_hold_days' => (int) env('ORDER_PICKUP_HOLD_DAYS', 3),
    // Orders still waiting for confirmation one phone number, and one shopper (account or guest cookie), may have
    // open at once; a further order is refused until staff confirm one or its hold runs out. Units of one product
    // per order: `cart.max_quantity`.
    'open_per_phone' => (int) env('ORDER_OPEN_PER_PHONE', 3),
    'open_per_shopper' => (int) env('ORDER_OPEN_PER_SHOPPER', 3),
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

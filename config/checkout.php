<?php

declare(strict_types=1);

// Delivery and payment options of the checkout (docs: market.md). Money in bani.
return [
    'delivery' => [
        // Courier fee by zone, free from a cart total; the days the shopper may choose: `first` days from today,
        // then `count` days in a row.
        'zones' => [
            'chisinau' => ['fee' => 5_000, 'free_from' => 100_000, 'days' => ['first' => 1, 'count' => 3]],
            'suburbs' => ['fee' => 10_000, 'free_from' => 300_000, 'days' => ['first' => 1, 'count' => 3]],
            'country' => ['fee' => 15_000, 'free_from' => 500_000, 'days' => ['first' => 2, 'count' => 4]],
        ],
        'intervals' => ['09-13', '13-18', '18-21'],
    ],
    // Pickup from a store that has the goods: ready this many minutes after the order (or after the store opens, for an
    // order placed while it is closed), rounded up to the full hour, before closing (App\Services\Checkout\PickupReadiness).
    'pickup' => [
        'ready_after_minutes' => (int) env('PICKUP_READY_AFTER_MINUTES', 60),
    ],
    // online_card and mia are paid online right after the order (config/payments.php, docs/payments.md).
    'payment_methods' => ['cash', 'card', 'credit', 'transfer', 'online_card', 'mia'],
    // Where the shop's notification of a new order goes.
    'notify_email' => env('ORDERS_NOTIFY_EMAIL', env('SHOP_EMAIL', 'suport@electroshop.md')),
];

<?php

declare(strict_types=1);

// Online payments (docs/payments.md): maib's card e-commerce API and maib's MIA instant-payment QR API. Secrets only
// from the environment. PAYMENTS_TEST_MODE marks the local stand-in (payment-standin/), whose pages say that no money
// moves; it is never the real provider.
return [
    'test_mode' => (bool) env('PAYMENTS_TEST_MODE', false),

    // How long an order paid online keeps its units waiting for the payment (instead of orders.hold_hours).
    'hold_minutes' => [
        'card' => (int) env('PAYMENTS_CARD_HOLD_MINUTES', 30),
        'qr' => (int) env('PAYMENTS_QR_HOLD_MINUTES', 15),
    ],
    // Attempts one order may start (a failed card, a QR that ran out, tried again).
    'max_attempts' => (int) env('PAYMENTS_MAX_ATTEMPTS', 5),
    // payments:reconcile asks the provider about payments still pending this long after they started.
    'reconcile_after_minutes' => (int) env('PAYMENTS_RECONCILE_AFTER_MINUTES', 3),
    // Seconds the shop waits for a provider's answer.
    'timeout' => (int) env('PAYMENTS_TIMEOUT', 10),

    'callbacks' => [
        // A body longer than this is refused before anything is read or stored.
        'max_body_bytes' => 16_384,
        // Callbacks kept per payment: a provider sends a handful; more are answered but not stored.
        'keep_per_payment' => 20,
    ],

    'maib' => [
        'base_url' => env('MAIB_BASE_URL', 'https://api.maibmerchants.md'),
        'project_id' => env('MAIB_PROJECT_ID', ''),
        'project_secret' => env('MAIB_PROJECT_SECRET', ''),
        'signature_key' => env('MAIB_SIGNATURE_KEY', ''),
    ],

    'mia' => [
        'base_url' => env('MAIB_MIA_BASE_URL', 'https://api.maibmerchants.md'),
        'client_id' => env('MAIB_MIA_CLIENT_ID', ''),
        'client_secret' => env('MAIB_MIA_CLIENT_SECRET', ''),
        'signature_key' => env('MAIB_MIA_SIGNATURE_KEY', ''),
    ],
];

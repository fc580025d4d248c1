<?php

declare(strict_types=1);

// Stock and price alerts (docs/shop.md, "Stock and price alerts"). How long an unconfirmed guest's alert is kept is
// config/privacy.php's `stock_alerts_unconfirmed_days`.
return [
    // Alerts one account or e-mail address may keep at once (waiting, or a guest's waiting for its confirmation).
    'max_per_shopper' => (int) env('STOCK_ALERTS_MAX_PER_SHOPPER', 50),
    // Alerts one send job mails; a product's alerts are split into jobs of this many, by id.
    'batch_size' => (int) env('STOCK_ALERTS_BATCH_SIZE', 500),
];

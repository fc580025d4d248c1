<?php

declare(strict_types=1);

// How long personal data and leftovers are kept before `shop:prune` (daily) removes them, in days.
return [
    'contact_messages_days' => (int) env('CONTACT_MESSAGES_KEEP_DAYS', 365),
    'credit_requests_days' => (int) env('CREDIT_REQUESTS_KEEP_DAYS', 180),
    // The application row and its CV file on the `applications` disk.
    'job_applications_days' => (int) env('JOB_APPLICATIONS_KEEP_DAYS', 180),
    // A guest's cart and saved lists (favourites, compare) after this long without a change; a guest's recently viewed
    // products this long after each view.
    'guest_data_days' => (int) env('GUEST_DATA_KEEP_DAYS', 90),
    'failed_jobs_days' => (int) env('FAILED_JOBS_KEEP_DAYS', 30),
    // Order mails already sent (the order itself is kept).
    'sent_order_mails_days' => (int) env('SENT_ORDER_MAILS_KEEP_DAYS', 30),
    // A guest's stock or price alert whose confirmation link was never opened; a stock alert this long after it was
    // mailed (it is done; the account's list shows it until then).
    'stock_alerts_unconfirmed_days' => (int) env('STOCK_ALERTS_UNCONFIRMED_KEEP_DAYS', 7),
    'stock_alerts_sent_days' => (int) env('STOCK_ALERTS_SENT_KEEP_DAYS', 30),
];

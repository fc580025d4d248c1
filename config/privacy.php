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
];

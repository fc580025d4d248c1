<?php

declare(strict_types=1);

/*
 * Only what differs from the framework's defaults (they are merged in): the `staff` password broker, whose links
 * set a new staff member's first password (`php artisan shop:staff`, invitations from /admin/personal). They last
 * STAFF_LINK_HOURS (72) and work once; the shop's own reset links stay on the `users` broker (60 minutes).
 */
return [
    'passwords' => [
        'staff' => [
            'provider' => 'users',
            'table' => 'staff_password_tokens',
            'expire' => 60 * (int) env('STAFF_LINK_HOURS', 72),
            'throttle' => 0,
        ],
    ],
];

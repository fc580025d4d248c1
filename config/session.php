<?php

declare(strict_types=1);

// Only what differs from the framework's defaults (vendor/laravel/framework/config/session.php). Every cookie the
// app sets takes its Secure flag and SameSite from here too (the cookie jar's defaults come from this file).
return [
    // Secure whenever the shop is served over https; SESSION_SECURE_COOKIE overrides it (a TLS-terminating proxy
    // in front of an http APP_URL, say).
    'secure' => (bool) env('SESSION_SECURE_COOKIE', str_starts_with(strtolower((string) env('APP_URL', '')), 'https://')),

    // Fixed rather than read from the environment: scripts never need the session cookie.
    'http_only' => true,

    // Lax keeps the shopper signed in when following a link from an e-mail or another site, while cross-site
    // POSTs (and iframes, fetches) go without the cookie.
    'same_site' => 'lax',
];

<?php

declare(strict_types=1);

/*
 * The load balancers or reverse proxies whose X-Forwarded-* headers are believed (read by Laravel's TrustProxies
 * middleware): comma-separated addresses or CIDR ranges, or `*` for whichever proxy connects. Unset, nobody is
 * trusted and the client address is the connecting one, so a visitor cannot pick the address rate limits count.
 */
$proxies = trim((string) env('TRUSTED_PROXIES', ''));

return [
    'proxies' => $proxies === '' ? null : ($proxies === '*' ? '*' : array_values(array_filter(array_map(trim(...), explode(',', $proxies)), static fn (string $proxy): bool => $proxy !== ''))),
];

<?php

declare(strict_types=1);

namespace Inertia\Ssr;

use Illuminate\Support\Facades\Http;
use Inertia\Support\PageJson;
use Throwable;

/**
 * POSTs the page to the Node SSR server (`{inertia.ssr.url}/render`, §7). Any failure — server down, timeout,
 * non-2xx, malformed answer — returns null so the page is rendered on the client as usual.
 */
final class HttpGateway implements Gateway
{
    public function dispatch(array $page): ?Response
    {
        $base = config('inertia.ssr.url');
        if (! is_string($base) || $base === '') {
            return null;
        }

        $timeout = config('inertia.ssr.timeout', 1.5);
        $seconds = is_numeric($timeout) ? (float) $timeout : 1.5;

        try {
            $response = Http::timeout($seconds)
                ->connectTimeout($seconds)
                ->withBody(PageJson::encode($page), 'application/json')
                ->post(rtrim($base, '/').'/render');

            if (! $response->successful()) {
                return null;
            }

            $data = $response->json();
        } catch (Throwable) {
            return null;
        }

        return self::fromPayload($data);
    }

    private static function fromPayload(mixed $data): ?Response
    {
        if (! is_array($data) || ! isset($data['body']) || ! is_string($data['body'])) {
            return null;
        }

        $head = $data['head'] ?? [];
        if (is_array($head)) {
            $head = implode("\n", array_filter($head, 'is_string'));
        }

        return new Response(is_string($head) ? $head : '', $data['body']);
    }
}

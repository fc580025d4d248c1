<?php

declare(strict_types=1);

namespace Inertia\Ssr;

use Illuminate\Http\Client\Response as HttpResponse;
use Illuminate\Support\Facades\Http;
use Inertia\Support\PageJson;
use JsonException;
use Throwable;

/**
 * POSTs the page to the Node SSR server (`{inertia.ssr.url}/render`, §7). Any failure returns null, so the page is
 * rendered on the client as usual. A server that is down, too slow or answers garbage opens the circuit breaker
 * (no SSR for a while, one log line); a page the server could not render (its 500 with an `error`) is logged once per
 * page component and leaves SSR on for the other pages.
 */
final class HttpGateway implements Gateway
{
    public function __construct(private readonly CircuitBreaker $breaker)
    {
    }

    public function dispatch(array $page): ?Response
    {
        $base = config('inertia.ssr.url');
        if (! is_string($base) || $base === '' || $this->breaker->isOpen()) {
            return null;
        }

        $timeout = config('inertia.ssr.timeout', 1.5);
        $seconds = is_numeric($timeout) ? (float) $timeout : 1.5;

        // A page that cannot be encoded is this page's fault, not the SSR server's: it is rendered in the browser and
        // never counts towards opening the breaker.
        try {
            $body = PageJson::encodeAscii($page);
        } catch (JsonException $e) {
            report($e);

            return null;
        }

        try {
            $response = Http::timeout($seconds)
                ->connectTimeout($seconds)
                ->withBody($body, 'application/json')
                ->post(rtrim($base, '/').'/render');
        } catch (Throwable $e) {
            // Refused, timed out, reset: the server is down or hung.
            $this->breaker->recordFailure($e->getMessage());

            return null;
        }

        $renderError = $response->serverError() ? self::renderError($response) : null;
        if ($renderError !== null) {
            $component = is_string($page['component'] ?? null) ? $page['component'] : '';
            $this->breaker->recordRenderError($component, $renderError);

            return null;
        }

        $ssr = $response->successful() ? self::fromPayload(self::json($response)) : null;
        if ($ssr === null) {
            $this->breaker->recordFailure('unexpected answer: HTTP '.$response->status().', '.mb_strimwidth($response->body(), 0, 200, '…'));

            return null;
        }

        $this->breaker->recordSuccess();

        return $ssr;
    }

    private static function json(HttpResponse $response): mixed
    {
        try {
            return json_decode($response->body(), true, 512, JSON_THROW_ON_ERROR);
        } catch (Throwable) {
            return null;
        }
    }

    /** The message of the Node server's structured render error (`{error, type, …}`), if that is what it sent. */
    private static function renderError(HttpResponse $response): ?string
    {
        $data = self::json($response);

        return is_array($data) && isset($data['error']) && is_string($data['error']) ? $data['error'] : null;
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

<?php

declare(strict_types=1);

namespace App\Services\Payments\Maib;

use App\Services\Payments\ProviderUnavailable;
use Illuminate\Http\Client\ConnectionException;
use Illuminate\Http\Client\PendingRequest;
use Illuminate\Http\Client\Response;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\Http;

/**
 * The HTTP side shared by maib's APIs: a bearer token asked for with the project's credentials and kept until shortly
 * before it expires (asked for again once when the API says it is no longer good), JSON in and out, and the
 * `{ok, result, errors}` envelope opened. Every failure to reach or read the API is a ProviderUnavailable.
 */
final readonly class MaibApi
{
    /**
     * @param  array<string, string>  $credentials  the token request's body
     */
    public function __construct(private string $baseUrl, private string $tokenPath, private array $credentials, private string $cacheKey)
    {
    }

    /**
     * @param  array<string, mixed>|null  $body  null for a GET
     * @param  array<string, scalar>  $query
     * @return array<mixed> the answer's `result`
     */
    public function call(string $method, string $path, ?array $body = null, array $query = []): array
    {
        $response = $this->send($method, $path, $body, $query, $this->token());
        if ($response->status() === 401) {
            Cache::forget($this->cacheKey);
            $response = $this->send($method, $path, $body, $query, $this->token());
        }

        return $this->result($response, $path);
    }

    /**
     * @param  array<string, mixed>|null  $body
     * @param  array<string, scalar>  $query
     */
    private function send(string $method, string $path, ?array $body, array $query, string $token): Response
    {
        try {
            $request = $this->http()->withToken($token);

            return $body === null ? $request->get($path, $query) : $request->send($method, $path, ['json' => $body]);
        } catch (ConnectionException $exception) {
            throw new ProviderUnavailable("maib is unreachable at $path: ".$exception->getMessage(), previous: $exception);
        }
    }

    private function token(): string
    {
        /** @var mixed $cached */
        $cached = Cache::get($this->cacheKey);
        if (is_string($cached) && $cached !== '') {
            return $cached;
        }
        try {
            $response = $this->http()->post($this->tokenPath, $this->credentials);
        } catch (ConnectionException $exception) {
            throw new ProviderUnavailable('maib is unreachable for a token: '.$exception->getMessage(), previous: $exception);
        }
        $result = $this->result($response, $this->tokenPath);
        $token = $result['accessToken'] ?? null;
        $expiresIn = $result['expiresIn'] ?? 300;
        if (! is_string($token) || $token === '' || ! is_int($expiresIn)) {
            throw new ProviderUnavailable('maib answered a token request without a token');
        }
        // Kept a minute less than it lives, so a request never carries one that expires on the way.
        Cache::put($this->cacheKey, $token, max(1, $expiresIn - 60));

        return $token;
    }

    private function http(): PendingRequest
    {
        return Http::baseUrl(rtrim($this->baseUrl, '/'))->acceptJson()->asJson()
            ->timeout(config()->integer('payments.timeout'))->connectTimeout(5);
    }

    /**
     * @return array<mixed>
     */
    private function result(Response $response, string $path): array
    {
        $json = $response->json();
        if (! is_array($json)) {
            throw new ProviderUnavailable("maib answered $path with HTTP {$response->status()} and no JSON");
        }
        if (($json['ok'] ?? false) !== true || ! is_array($json['result'] ?? null)) {
            $error = is_array($json['errors'] ?? null) && is_array($json['errors'][0] ?? null) ? $json['errors'][0] : [];
            $message = is_string($error['errorMessage'] ?? null) ? $error['errorMessage'] : 'no reason given';

            throw new ProviderUnavailable("maib refused $path (HTTP {$response->status()}): $message");
        }

        return $json['result'];
    }
}

<?php

declare(strict_types=1);

namespace App\Infrastructure\Security;

use App\Infrastructure\RateLimits\Attempts;
use Illuminate\Http\Request;

/**
 * Who is asking, as the actions that limit attempts or write the security log need it: the rate limits keyed on
 * the caller (its address, the e-mail it sent) and the log's IP. Built by the controller from the request, so the
 * actions themselves know nothing of HTTP.
 */
final class ClientContext
{
    private function __construct(private readonly Request $request)
    {
    }

    public static function of(Request $request): self
    {
        return new self($request);
    }

    /**
     * Counts one attempt on the named limiter; over a limit, throws its answer.
     *
     * @return list<array{limit: \Illuminate\Cache\RateLimiting\Limit, hits: int}> the counts
     *
     * @throws \Illuminate\Http\Exceptions\HttpResponseException|\Illuminate\Http\Exceptions\ThrottleRequestsException|\App\Infrastructure\Http\TooManyAttempts
     */
    public function countAttempt(string $limiter): array
    {
        return Attempts::count($limiter, $this->request);
    }

    /** Whether one more attempt fits the named limiter, counting it either way. */
    public function allows(string $limiter): bool
    {
        return Attempts::allows($limiter, $this->request);
    }

    public function clearAttempts(string $limiter): void
    {
        Attempts::clear($limiter, $this->request);
    }

    /**
     * @param  array<string, scalar|null>  $context
     */
    public function log(string $event, ?int $userId, array $context = []): void
    {
        SecurityLog::record($event, $userId, $this->request, $context);
    }
}

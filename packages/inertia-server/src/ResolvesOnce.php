<?php

declare(strict_types=1);

namespace Inertia;

use DateInterval;
use DateTimeInterface;
use Illuminate\Support\Carbon;

/**
 * Implements Onceable: `once()`, `as()`, `until()`, `fresh()`.
 */
trait ResolvesOnce
{
    private bool $once = false;

    private ?string $onceKey = null;

    private bool $refresh = false;

    private DateTimeInterface|DateInterval|int|null $ttl = null;

    public function once(bool $once = true): static
    {
        $this->once = $once;

        return $this;
    }

    /** Name the value in `onceProps`, e.g. per language, so a different key forces a fresh value. */
    public function as(string $key): static
    {
        $this->once = true;
        $this->onceKey = $key;

        return $this;
    }

    /** Let the client keep the value for this many seconds, or until the given moment. */
    public function until(DateTimeInterface|DateInterval|int $ttl): static
    {
        $this->once = true;
        $this->ttl = $ttl;

        return $this;
    }

    public function fresh(bool $fresh = true): static
    {
        $this->refresh = $fresh;

        return $this;
    }

    public function shouldResolveOnce(): bool
    {
        return $this->once;
    }

    public function onceKey(): ?string
    {
        return $this->onceKey;
    }

    public function shouldRefresh(): bool
    {
        return $this->refresh;
    }

    public function expiresAt(): ?int
    {
        $ttl = $this->ttl;
        $now = Carbon::now();

        $at = match (true) {
            $ttl === null => null,
            is_int($ttl) => $now->getTimestamp() + $ttl,
            $ttl instanceof DateInterval => $now->copy()->add($ttl)->getTimestamp(),
            default => $ttl->getTimestamp(),
        };

        return $at === null ? null : $at * 1000;
    }
}

<?php

declare(strict_types=1);

namespace App\Infrastructure\Inertia;

use Closure;
use Inertia\EncodedLazily;

/**
 * The value of a file-served once-prop (the translations, the category tree), worked out only when a page that
 * carries it is encoded: an Inertia visit's JSON or the page sent to the SSR server. A first visit's HTML names the
 * file instead (OnceFiles::embed), so there the value is never computed.
 */
final class OnceFileValue implements EncodedLazily
{
    private bool $resolved = false;

    /** @var array<array-key, mixed> */
    private array $value = [];

    /** @param  Closure(): array<array-key, mixed>  $compute */
    public function __construct(private readonly Closure $compute)
    {
    }

    /** Whether the value has been worked out (tests check that a first visit never does). */
    public function isResolved(): bool
    {
        return $this->resolved;
    }

    /** @return array<array-key, mixed> */
    public function jsonSerialize(): array
    {
        if (! $this->resolved) {
            $this->value = ($this->compute)();
            $this->resolved = true;
        }

        return $this->value;
    }
}

<?php

declare(strict_types=1);

namespace Inertia;

/**
 * A prop the client keeps across visits; the server skips it while the client still holds it (§3 once props).
 */
interface Onceable
{
    public function shouldResolveOnce(): bool;

    /** The key under `onceProps`, or null to use the prop's path. */
    public function onceKey(): ?string;

    /** Resolve and send even when the client says it holds the value. */
    public function shouldRefresh(): bool;

    /** Expiry as epoch milliseconds, or null for "until the page is left". */
    public function expiresAt(): ?int;
}

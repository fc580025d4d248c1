<?php

declare(strict_types=1);

namespace Inertia;

/**
 * A prop the client merges into the value it already holds instead of replacing it (§3 merge metadata).
 */
interface Mergeable
{
    public function shouldMerge(): bool;

    public function shouldDeepMerge(): bool;

    /**
     * Dot paths (relative to the prop, '' = the prop itself) to append to, each with its match key or null.
     *
     * @return list<array{path: string, matchOn: string|null}>
     */
    public function appendsAt(): array;

    /**
     * @return list<array{path: string, matchOn: string|null}>
     */
    public function prependsAt(): array;

    /**
     * Keys (relative to the prop) that identify items, for `matchPropsOn`.
     *
     * @return list<string>
     */
    public function matchesOn(): array;
}

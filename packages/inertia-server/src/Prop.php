<?php

declare(strict_types=1);

namespace Inertia;

/**
 * A prop wrapper whose value is produced only when the prop is actually sent.
 */
interface Prop
{
    public function resolve(): mixed;
}

<?php

declare(strict_types=1);

namespace Inertia;

use Closure;

/**
 * Sent on every response, even on partial reloads that did not ask for it or excluded it.
 */
final class AlwaysProp implements Prop
{
    public function __construct(private readonly mixed $value)
    {
    }

    public function resolve(): mixed
    {
        return $this->value instanceof Closure ? app()->call($this->value) : $this->value;
    }
}

<?php

declare(strict_types=1);

namespace Inertia;

/**
 * Never sent on a full load; sent (and only then evaluated) when a partial reload asks for it.
 */
final class OptionalProp implements IgnoreFirstLoad, Prop
{
    use ResolvesCallable;

    /** @var callable */
    private $callback;

    public function __construct(callable $callback)
    {
        $this->callback = $callback;
    }

    public function resolve(): mixed
    {
        return self::call($this->callback);
    }
}

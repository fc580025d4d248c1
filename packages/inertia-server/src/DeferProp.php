<?php

declare(strict_types=1);

namespace Inertia;

/**
 * Left out of the first load and listed in `deferredProps[group]`; the client then fetches each group
 * with a partial reload. Can also merge (`->merge()`, `->append()`…) and be kept once (`->once()`).
 */
final class DeferProp implements IgnoreFirstLoad, Mergeable, Onceable, Prop
{
    use MergesProps;
    use ResolvesCallable;
    use ResolvesOnce;

    /** @var callable */
    private $callback;

    public function __construct(callable $callback, private readonly string $group = 'default')
    {
        $this->callback = $callback;
    }

    public function group(): string
    {
        return $this->group;
    }

    public function resolve(): mixed
    {
        return self::call($this->callback);
    }
}

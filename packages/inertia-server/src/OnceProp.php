<?php

declare(strict_types=1);

namespace Inertia;

/**
 * Resolved once and kept by the client; later full visits skip it while the client lists it in
 * `X-Inertia-Except-Once-Props` (`->as()`, `->until()`, `->fresh()`).
 */
final class OnceProp implements Onceable, Prop
{
    use ResolvesCallable;
    use ResolvesOnce;

    /** @var callable */
    private $callback;

    public function __construct(callable $callback)
    {
        $this->callback = $callback;
        $this->once = true;
    }

    public function resolve(): mixed
    {
        return self::call($this->callback);
    }
}

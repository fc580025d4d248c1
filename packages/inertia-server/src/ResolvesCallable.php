<?php

declare(strict_types=1);

namespace Inertia;

use Illuminate\Support\Facades\App;

/**
 * Calls a prop's callback through the container, so callbacks may type-hint dependencies.
 */
trait ResolvesCallable
{
    private static function call(callable $callback): mixed
    {
        return App::call($callback);
    }
}

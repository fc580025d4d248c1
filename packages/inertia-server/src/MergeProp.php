<?php

declare(strict_types=1);

namespace Inertia;

use Closure;

/**
 * A prop whose value the client merges on partial reloads: appended by default, or prepended, deep-merged,
 * or matched on a key (`->append('data', 'id')`).
 */
final class MergeProp implements Mergeable, Prop
{
    use MergesProps;

    public function __construct(private readonly mixed $value)
    {
        $this->merge = true;
    }

    public function resolve(): mixed
    {
        return $this->value instanceof Closure ? app()->call($this->value) : $this->value;
    }
}

<?php

declare(strict_types=1);

namespace App\Models\Concerns;

use App\Infrastructure\Eloquent\ModelBootPlans;
use ReflectionMethod;

/**
 * Boots the model from the plan `php artisan optimize` compiled (App\Infrastructure\Eloquent\ModelBootPlans) instead of
 * reflecting on all its methods at each request; Eloquent's own way when there is no plan. Every model under
 * app/Models uses it (ModelBootPlansTest checks).
 */
trait BootsFromCompiledPlan
{
    protected static function bootTraits(): void
    {
        $plan = ModelBootPlans::for(static::class);
        if ($plan === null) {
            parent::bootTraits();

            return;
        }
        foreach ($plan['boot'] as $method) {
            // As Eloquent calls them (one method looked up, not all of them): the traits' boot methods may be protected.
            (new ReflectionMethod(static::class, $method))->invoke(null);
        }
        static::$traitInitializers[static::class] = $plan['initialize'];
    }
}

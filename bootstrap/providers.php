<?php

return [
    App\Providers\AppServiceProvider::class,
    App\Providers\RateLimitServiceProvider::class,
    Inertia\InertiaServiceProvider::class,
];

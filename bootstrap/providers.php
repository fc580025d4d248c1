<?php

return [
    App\Providers\AppServiceProvider::class,
    App\Providers\RateLimitServiceProvider::class,
    App\Providers\PageCacheServiceProvider::class,
    Inertia\InertiaServiceProvider::class,
];

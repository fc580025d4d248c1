<?php

return [
    App\Providers\AppServiceProvider::class,
    Inertia\InertiaServiceProvider::class,
];

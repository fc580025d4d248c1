<?php

declare(strict_types=1);

namespace Inertia\Tests\Fixtures;

use Illuminate\Http\Request;
use Inertia\Middleware;

final class TestMiddleware extends Middleware
{
    public static ?string $version = 'v1';

    protected $rootView = 'inertia-tests::app';

    public function version(Request $request): ?string
    {
        return self::$version;
    }
}

<?php

declare(strict_types=1);

namespace Inertia;

use Illuminate\Foundation\Http\Events\RequestHandled;
use Illuminate\Support\Facades\Event;
use Illuminate\Support\ServiceProvider;
use Illuminate\Testing\TestResponse;
use Illuminate\View\Compilers\BladeCompiler;
use Inertia\Ssr\Gateway;
use Inertia\Ssr\HttpGateway;
use Inertia\Testing\TestResponseMacros;

final class InertiaServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        $this->mergeConfigFrom(__DIR__.'/../config/inertia.php', 'inertia');

        $this->app->singleton(ResponseFactory::class);
        $this->app->bind(Gateway::class, HttpGateway::class);
    }

    public function boot(): void
    {
        // Only when Blade is needed: a request that renders no view (a JSON answer, a redirect) never builds the
        // compiler.
        $this->callAfterResolving('blade.compiler', static function (BladeCompiler $blade): void {
            $blade->directive('inertia', Directive::compileInertia(...));
            $blade->directive('inertiaHead', Directive::compileInertiaHead(...));
        });

        Event::listen(RequestHandled::class, function (): void {
            $this->app->make(ResponseFactory::class)->flushRequestState();
        });

        if ($this->app->runningUnitTests() && class_exists(TestResponse::class)) {
            TestResponseMacros::register();
        }
    }
}

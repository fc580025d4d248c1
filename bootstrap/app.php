<?php

declare(strict_types=1);

use App\Enums\OrderKind;
use App\Exceptions\Orders\InvalidOrderChoice;
use App\Exceptions\Orders\OrderChangeRefused;
use App\Exceptions\Orders\OrderOverLimit;
use App\Exceptions\Orders\OrderRefused;
use App\Http\Middleware\AnswerPageVersionProbe;
use App\Http\Middleware\AuthenticateApiToken;
use App\Http\Middleware\EndSessionsOfOldPasswords;
use App\Http\Middleware\EnsureEmailIsVerified;
use App\Http\Middleware\HandleInertiaRequests;
use App\Http\Middleware\KeepAnonymousSessionInMemory;
use App\Http\Middleware\KeepFlashForNextPage;
use App\Http\Middleware\NoStorePersonalPages;
use App\Http\Middleware\PinHost;
use App\Http\Middleware\PublicPage;
use App\Http\Middleware\ReadFromPrimaryAfterWrites;
use App\Http\Middleware\RejectMalformedUtf8;
use App\Http\Middleware\RejectOutOfRangeIds;
use App\Http\Middleware\RequirePasswordConfirmation;
use App\Http\Middleware\RobotsTag;
use App\Http\Middleware\SecurityHeaders;
use App\Http\Middleware\ServeCachedPages;
use App\Http\Middleware\SetLocaleFromUrl;
use App\Http\Middleware\SignOutDisabledAccounts;
use App\Http\Middleware\ThrottleRequests;
use App\Infrastructure\Http\ErrorPages;
use App\Infrastructure\Locale\Locales;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Infrastructure\Routing\TestRoutes;
use Illuminate\Cookie\Middleware\EncryptCookies;
use Illuminate\Foundation\Application;
use Illuminate\Foundation\Configuration\Exceptions;
use Illuminate\Foundation\Configuration\Middleware;
use Illuminate\Http\Middleware\HandleCors;
use Illuminate\Http\Request;
use Illuminate\Routing\Middleware\SubstituteBindings;
use Illuminate\Session\Middleware\StartSession;
use Illuminate\Validation\ValidationException;

return Application::configure(basePath: dirname(__DIR__))
    ->withRouting(
        web: __DIR__.'/../routes/web.php',
        api: __DIR__.'/../routes/api.php',
        commands: __DIR__.'/../routes/console.php',
        then: static function (): void {
            // GET /up: the database, the queue, the scheduler and the SSR server (App\Queries\Health\HealthReport).
            require __DIR__.'/../routes/health.php';
            // robots.txt and the sitemap, without sessions or cookies.
            require __DIR__.'/../routes/seo.php';
            // The payment providers' callbacks, without sessions, cookies or CSRF tokens.
            require __DIR__.'/../routes/payment-callbacks.php';
            // A first visit's translations and category tree, without sessions or cookies.
            require __DIR__.'/../routes/page-data.php';
            if (TestRoutes::enabled('bench_routes')) {
                require __DIR__.'/../routes/bench.php';
            }
        },
    )
    ->withMiddleware(function (Middleware $middleware): void {
        // The shop is served from one origin; fruitcake/php-cors is not in our registry (docs/dependencies.md).
        $middleware->remove(HandleCors::class);

        // Headers around everything (so error pages get them too), then unserved hosts and undecodable URLs
        // refused before any other work.
        $middleware->prepend([SecurityHeaders::class, PinHost::class, RejectMalformedUtf8::class]);
        // Before them all: nginx's page-cache version subrequest (a server parameter only nginx sets).
        $middleware->prepend(AnswerPageVersionProbe::class);
        // Anonymous shoppers' public pages from the application's cache, before routing and sessions; around the
        // robots header so a kept page keeps it. Then, around everything, so a sign-in redirect from a private page
        // or the back office carries its noindex.
        $middleware->append([ServeCachedPages::class, RobotsTag::class]);

        $middleware->encryptCookies(except: ['appearance']);

        $middleware->web(append: [
            SetLocaleFromUrl::class,
            HandleInertiaRequests::class,
            RejectOutOfRangeIds::class,
        ]);

        // A new password signs out every other session at its next request, whatever the session driver: each
        // session keeps a fingerprint of the password it signed in with (see AfterPasswordChange).
        $middleware->web(append: [EndSessionsOfOldPasswords::class, SignOutDisabledAccounts::class]);

        // Pages with one person's data are never stored by a browser or a proxy (App\Http\Middleware\NoStorePersonalPages).
        $middleware->web(append: [NoStorePersonalPages::class]);

        $middleware->api(append: [
            SetLocaleFromUrl::class,
            AuthenticateApiToken::class,
            RejectOutOfRangeIds::class,
        ]);

        // Browsing pages that are the same for every anonymous shopper: first of a route's middleware, before the
        // cookies and the session, which it keeps in memory for such a shopper (App\Http\Middleware\PublicPage).
        $middleware->prependToPriorityList(EncryptCookies::class, PublicPage::class);
        // A per-shopper read a cached page asks for keeps an anonymous shopper's session in memory the same way.
        $middleware->prependToPriorityList(EncryptCookies::class, KeepAnonymousSessionInMemory::class);
        // A numeric parameter past 64 bits is a 404 before any route binding reads it (PostgreSQL refuses such a number
        // in a query: a 500), whatever middleware the route adds (`can:`, `auth`) that sorts bindings earlier.
        $middleware->prependToPriorityList(SubstituteBindings::class, RejectOutOfRangeIds::class);

        // With read replicas: a shopper's reads go to the primary for a few seconds after their own write, across
        // requests (App\Http\Middleware\ReadFromPrimaryAfterWrites). Right after the session starts, before route
        // bindings read anything.
        $middleware->web(append: [ReadFromPrimaryAfterWrites::class]);
        $middleware->api(append: [ReadFromPrimaryAfterWrites::class]);
        $middleware->appendToPriorityList(StartSession::class, ReadFromPrimaryAfterWrites::class);

        $middleware->alias([
            'page.public' => PublicPage::class,
            'session.anonymous-in-memory' => KeepAnonymousSessionInMemory::class,
            'session.keep-flash' => KeepFlashForNextPage::class,
            'locale' => SetLocaleFromUrl::class,
            'verified' => EnsureEmailIsVerified::class,
            'password.confirm' => RequirePasswordConfirmation::class,
            // Counts before the request, so a burst cannot pass the check before it is counted.
            'throttle' => ThrottleRequests::class,
        ]);

        // The account pages' sign-in and home, in the language of the page asked for.
        $middleware->redirectGuestsTo(static fn (Request $request): string => LocalizedRoutes::url('login', [], Locales::fromRequest($request)));
        $middleware->redirectUsersTo(static fn (Request $request): string => LocalizedRoutes::url('account.dashboard', [], Locales::fromRequest($request)));
    })
    ->withExceptions(function (Exceptions $exceptions): void {
        // The one place an order refusal becomes an answer, as a form error: JSON `{message, errors}` with its status,
        // or a page redirected back with the message beside the field (one click's form has its own bag).
        $exceptions->map(static fn (OrderRefused $refusal): ValidationException => ValidationException::withMessages([$refusal->field => $refusal->getMessage()])
            ->status($refusal instanceof InvalidOrderChoice || $refusal instanceof OrderOverLimit ? 422 : 409)
            ->errorBag($refusal->kind === OrderKind::OneClick ? 'oneClick' : 'default'));
        // A refused change to an existing order (changed meanwhile: 409, a move the workflow forbids: 422), the same way.
        $exceptions->map(static fn (OrderChangeRefused $refusal): ValidationException => ValidationException::withMessages([$refusal->field => $refusal->getMessage()])
            ->status($refusal->status));

        ErrorPages::register($exceptions);
    })
    ->create();

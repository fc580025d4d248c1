<?php

declare(strict_types=1);

namespace App\Infrastructure\Http;

use App\Exceptions\Database\ConcurrentWriteConflict;
use App\Http\Middleware\HandleInertiaRequests;
use App\Http\Middleware\SetLocaleFromUrl;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\Locales;
use App\Support\Text;
use Illuminate\Contracts\Cache\LockTimeoutException;
use Illuminate\Database\DeadlockException;
use Illuminate\Database\QueryException;
use Illuminate\Foundation\Configuration\Exceptions;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Validation\ValidationException;
use Inertia\Inertia;
use Symfony\Component\HttpFoundation\Response;
use Throwable;

/**
 * HTTP errors as the shopper sees them: an Inertia page in their language with the right status, or JSON under /api.
 * A stack trace shows only with APP_DEBUG, and only for server errors.
 */
final class ErrorPages
{
    /** Statuses that get our own page; anything else keeps Laravel's rendering. */
    public const STATUSES = [400, 403, 404, 405, 410, 413, 419, 429, 500, 503];

    public static function register(Exceptions $exceptions): void
    {
        $exceptions->shouldRenderJsonWhen(
            static fn (Request $request): bool => self::isApi($request) || $request->expectsJson()
        );

        // Writers that collided on a database server, or a lock not had in time: nothing was written, send it again.
        $exceptions->map(static fn (QueryException $e): Throwable => ConcurrentWriteConflict::from($e));
        $exceptions->map(static fn (DeadlockException $e): Throwable => ConcurrentWriteConflict::from($e));
        $exceptions->map(static fn (LockTimeoutException $e): Throwable => ConcurrentWriteConflict::from($e));

        // A throttled account form answers with its own page (the form and the message beside the field). Other 409s
        // are form errors (an order changed meanwhile) or Inertia's reload and keep their answer. A form error with a
        // status of its own (a price below the list price refused to a role without the right, 403) keeps its
        // message beside the field too.
        $exceptions->respond(static fn (Response $response, Throwable $e, Request $request): Response => match (true) {
            $e instanceof TooManyAttempts, $e instanceof ValidationException => $response,
            $e instanceof ConcurrentWriteConflict => self::render($response, $request, conflict: true),
            default => self::render($response, $request),
        });
    }

    public static function isApi(Request $request): bool
    {
        // The raw path: Request::is() matches the decoded one with a UTF-8 regex, which malformed bytes defeat.
        $path = trim($request->getPathInfo(), '/');

        return $path === 'api' || str_starts_with($path, 'api/');
    }

    private static function render(Response $response, Request $request, bool $conflict = false): Response
    {
        $status = $response->getStatusCode();
        if (! $conflict && ! in_array($status, self::STATUSES, true)) {
            return $response;
        }

        if ($status >= 500 && config()->boolean('app.debug')) {
            return $response;
        }

        SetLocaleFromUrl::apply(Locales::fromRequest($request));
        $key = $status === 405 ? 404 : $status;

        if ($response instanceof JsonResponse) {
            return self::json($response, $key);
        }

        // Errors raised before the page middleware ran (a CSRF mismatch, say) still need the shared props.
        if (Inertia::getShared('locale') === null) {
            Inertia::share(app(HandleInertiaRequests::class)->share($request));
        }

        // Inside the back office (its frame is shared) the error keeps that frame: a page of its own.
        $component = Inertia::getShared('admin') === null ? 'errors/error' : 'admin/error';
        $page = Page::render($component, Text::get("errors.$key.title"), [
            'status' => $status,
            'message' => Text::get("errors.$key.message"),
        ])->toResponse($request);

        $page->setStatusCode($status);
        foreach (['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'] as $header) {
            if ($response->headers->has($header)) {
                $page->headers->set($header, $response->headers->get($header));
            }
        }

        return $page;
    }

    /** A client error says what went wrong in the shopper's language; debug details never go with it. */
    private static function json(JsonResponse $response, int $key): JsonResponse
    {
        $response->setData(['message' => Text::get("errors.$key.message")]);

        return $response;
    }
}

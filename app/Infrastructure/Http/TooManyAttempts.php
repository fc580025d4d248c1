<?php

declare(strict_types=1);

namespace App\Infrastructure\Http;

use App\Http\Middleware\HandleInertiaRequests;
use App\Support\Text;
use Exception;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Session\Store;
use Illuminate\Support\MessageBag;
use Illuminate\Support\ViewErrorBag;
use Inertia\Inertia;
use Symfony\Component\HttpFoundation\Response;

/**
 * A form sent too often: 429 with the reason next to the field, in the shopper's language. JSON callers get
 * `{message, errors}`; pages get their own form again (the controller renders it), so the shopper sees the message
 * where they typed instead of a bare error page, and keeps what they typed. A form posted from another page (the
 * newsletter box, the checkout) goes back to that page with the message in the form's error bag.
 */
final class TooManyAttempts extends Exception
{
    /**
     * @param  array<string, int|string>  $headers  Retry-After and the X-RateLimit headers, when the limiter gave them
     */
    public function __construct(
        public readonly string $field,
        public readonly int $seconds,
        ?string $message = null,
        public readonly string $errorBag = 'default',
        private readonly array $headers = [],
    ) {
        parent::__construct($message ?? Text::get('account.throttle', ['seconds' => max(1, $seconds)]));
    }

    /** An expected answer, not a fault: nothing to log. */
    public function report(): void
    {
    }

    public function render(Request $request): Response
    {
        $headers = ['Retry-After' => (string) max(1, $this->seconds)] + array_map(strval(...), $this->headers);
        if ($request->expectsJson()) {
            return new JsonResponse(['message' => $this->getMessage(), 'errors' => [$this->field => [$this->getMessage()]]], 429, $headers);
        }

        // Only thrown once a route has matched (its middleware or its controller), so there is a route here.
        $controller = $request->route()->getController();
        if (! $controller instanceof RendersForm) {
            // Flashed, so the page the form was posted from shows it after the redirect; typed values come back too.
            return back()->withInput($request->except(['password', 'password_confirmation', 'current_password']))
                ->withErrors([$this->field => $this->getMessage()], $this->errorBag)
                ->withHeaders($headers);
        }

        $session = $request->hasSession() ? $request->session() : null;
        if ($session instanceof Store) {
            // For this response only: the form shows it now and it must not follow the shopper to the next page.
            $session->now('errors', (new ViewErrorBag)->put($this->errorBag, new MessageBag([$this->field => [$this->getMessage()]])));
        }

        // The throttle middleware can refuse before the page middleware has shared the layout's props.
        if (Inertia::getShared('locale') === null) {
            Inertia::share(app(HandleInertiaRequests::class)->share($request));
        }

        $response = $controller->form($request)->toResponse($request);
        $response->setStatusCode(429);
        $response->headers->add($headers);

        return $response;
    }
}

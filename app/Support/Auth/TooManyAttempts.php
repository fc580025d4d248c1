<?php

declare(strict_types=1);

namespace App\Support\Auth;

use App\Support\Text;
use Exception;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Session\Store;
use Illuminate\Support\MessageBag;
use Illuminate\Support\ViewErrorBag;
use Symfony\Component\HttpFoundation\Response;

/**
 * A form sent too often: 429 with the reason next to the field, in the shopper's language. JSON callers get
 * `{message, errors}`; pages get their own form again (the controller renders it), so the shopper sees the message
 * where they typed instead of a bare error page, and keeps what they typed.
 */
final class TooManyAttempts extends Exception
{
    public function __construct(public readonly string $field, public readonly int $seconds)
    {
        parent::__construct(Text::get('account.throttle', ['seconds' => max(1, $seconds)]));
    }

    /** An expected answer, not a fault: nothing to log. */
    public function report(): void
    {
    }

    public function render(Request $request): Response
    {
        $headers = ['Retry-After' => (string) max(1, $this->seconds)];
        if ($request->expectsJson()) {
            return new JsonResponse(['message' => $this->getMessage(), 'errors' => [$this->field => [$this->getMessage()]]], 429, $headers);
        }

        $session = $request->hasSession() ? $request->session() : null;
        if ($session instanceof Store) {
            // For this response only: the form shows it now and it must not follow the shopper to the next page.
            $session->now('errors', (new ViewErrorBag)->put('default', new MessageBag([$this->field => [$this->getMessage()]])));
        }

        // Only thrown from a matched route's controller or action, so there is a route here.
        $controller = $request->route()->getController();
        $response = $controller instanceof RendersForm
            ? $controller->form($request)->toResponse($request)
            : redirect()->back();
        if ($controller instanceof RendersForm) {
            $response->setStatusCode(429);
        }
        $response->headers->add($headers);

        return $response;
    }
}

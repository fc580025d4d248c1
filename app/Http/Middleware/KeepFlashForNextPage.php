<?php

declare(strict_types=1);

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;
use Illuminate\Session\Store;
use Symfony\Component\HttpFoundation\Response;

/**
 * For a JSON read that a page asks for in the background (the shopper's state, the recently viewed strip, an order's
 * payment status, the back office's badges): what was flashed for the next page (a form's errors, a confirmation)
 * stays for that page. A session's flash data lives for one more request, whichever it is, so without this a read
 * that lands between a form's POST and the GET it is redirected to would take the form's errors with it and the
 * shopper would see the form come back with no word of what was wrong. Runs inside StartSession (a route
 * middleware), before the session is saved.
 */
final class KeepFlashForNextPage
{
    public function handle(Request $request, Closure $next): Response
    {
        $response = $next($request);

        $session = $request->hasSession() ? $request->session() : null;
        if ($session instanceof Store) {
            $session->reflash();
        }

        return $response;
    }
}

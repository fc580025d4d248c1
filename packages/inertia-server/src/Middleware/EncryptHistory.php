<?php

declare(strict_types=1);

namespace Inertia\Middleware;

use Closure;
use Illuminate\Http\Request;
use Inertia\Inertia;
use Symfony\Component\HttpFoundation\Response;

/**
 * Route middleware: pages behind it tell the client to encrypt their history entries (§6).
 */
final class EncryptHistory
{
    /**
     * @param  Closure(Request): Response  $next
     */
    public function handle(Request $request, Closure $next): Response
    {
        Inertia::encryptHistory();

        return $next($request);
    }
}

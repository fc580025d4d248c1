<?php

declare(strict_types=1);

namespace App\Http\Middleware\Admin;

use App\Policies\StaffGates;
use Closure;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Gate;
use Symfony\Component\HttpFoundation\Response;

/** Only active staff reach the back office; a shopper's account gets 403 (guests were sent to sign in before). */
final class EnsureStaff
{
    public function handle(Request $request, Closure $next): Response
    {
        Gate::authorize(StaffGates::ACCESS_ADMIN);

        return $next($request);
    }
}

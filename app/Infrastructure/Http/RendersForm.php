<?php

declare(strict_types=1);

namespace App\Infrastructure\Http;

use Illuminate\Http\Request;
use Inertia\Response;

/**
 * A controller whose form page can be shown again with the errors of a refused submission (see TooManyAttempts).
 */
interface RendersForm
{
    public function form(Request $request): Response;
}

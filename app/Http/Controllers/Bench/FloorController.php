<?php

declare(strict_types=1);

namespace App\Http\Controllers\Bench;

use App\Http\Controllers\Controller;
use Illuminate\Http\Response;

/**
 * A constant answer through the framework with no middleware group, no session and no database: what a request
 * costs before the shop does anything, the floor the benchmarks compare pages with.
 */
final class FloorController extends Controller
{
    public function __invoke(): Response
    {
        return new Response('ok', 200, ['Content-Type' => 'text/plain']);
    }
}

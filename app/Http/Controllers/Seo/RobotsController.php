<?php

declare(strict_types=1);

namespace App\Http\Controllers\Seo;

use App\Http\Controllers\Controller;
use App\Infrastructure\Seo\RobotsTxt;
use Illuminate\Http\Response;

/** `/robots.txt` (App\Infrastructure\Seo\RobotsTxt). */
final class RobotsController extends Controller
{
    public function __invoke(): Response
    {
        return response(RobotsTxt::render(), 200, [
            'Content-Type' => 'text/plain; charset=UTF-8',
            'Cache-Control' => 'public, max-age=3600',
        ]);
    }
}

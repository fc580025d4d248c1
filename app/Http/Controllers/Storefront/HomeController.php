<?php

declare(strict_types=1);

namespace App\Http\Controllers\Storefront;

use App\Http\Controllers\Controller;
use App\Support\Page;
use Inertia\Response;

final class HomeController extends Controller
{
    public function __invoke(): Response
    {
        return Page::render('home', __('home.title'), description: __('home.description'));
    }
}

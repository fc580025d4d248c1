<?php

declare(strict_types=1);

namespace App\Http\Controllers\Storefront;

use App\Http\Controllers\Controller;
use App\Support\Page;
use App\Support\Text;
use Inertia\Response;

final class HomeController extends Controller
{
    public function __invoke(): Response
    {
        return Page::render('home', Text::get('home.title'), description: Text::get('home.description'));
    }
}

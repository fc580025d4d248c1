<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Support\Page;
use App\Support\Text;
use Inertia\Response;

/** The back office's home page. */
final class DashboardController extends Controller
{
    public function __invoke(): Response
    {
        return Page::render('admin/dashboard', Text::get('admin.dashboard.title'));
    }
}

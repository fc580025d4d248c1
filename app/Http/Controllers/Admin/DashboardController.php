<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Infrastructure\Inertia\Page;
use App\Models\User;
use App\Queries\Admin\Dashboard;
use App\Support\Text;
use Illuminate\Http\Request;
use Inertia\Response;

/** The back office's home: the figures and lists the staff member's role may see (the route checks access-admin). */
final class DashboardController extends Controller
{
    public function __invoke(Request $request, Dashboard $dashboard): Response
    {
        /** @var User $user */
        $user = $request->user();

        return Page::render('admin/dashboard', Text::get('admin.dashboard.title'), $dashboard->for($user));
    }
}

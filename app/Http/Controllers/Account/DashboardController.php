<?php

declare(strict_types=1);

namespace App\Http\Controllers\Account;

use App\Http\Controllers\Controller;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\User;
use App\Queries\Account\AccountDetails;
use App\Support\Text;
use Illuminate\Http\Request;
use Inertia\Response;

final class DashboardController extends Controller
{
    public function __invoke(Request $request): Response
    {
        $title = Text::get('account.dashboard.title');
        /** @var User $user */
        $user = $request->user();

        return Page::render('account/dashboard', $title, [
            'breadcrumbs' => [['name' => $title, 'url' => LocalizedRoutes::url('account.dashboard')]],
            'account' => AccountDetails::of($user),
            'status' => $request->session()->get('status'),
        ]);
    }
}

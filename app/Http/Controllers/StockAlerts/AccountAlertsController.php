<?php

declare(strict_types=1);

namespace App\Http\Controllers\StockAlerts;

use App\Actions\StockAlerts\RemoveAlert;
use App\Http\Controllers\Controller;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\User;
use App\Queries\StockAlerts\AccountAlerts;
use App\Services\StockAlerts\AlertLimits;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Response;

/** The account's alerts (`/cont/alerte`): listed, each removable. Nobody reaches another account's alert. */
final class AccountAlertsController extends Controller
{
    public function index(Request $request, AccountAlerts $alerts): Response
    {
        /** @var User $user */
        $user = $request->user();
        $title = Text::get('stock_alerts.account.title');

        return Page::render('account/alerts', $title, [
            'breadcrumbs' => [
                ['name' => Text::get('account.dashboard.title'), 'url' => LocalizedRoutes::url('account.dashboard')],
                ['name' => $title, 'url' => LocalizedRoutes::url('account.alerts')],
            ],
            'alerts' => $alerts->of($user->id),
            'limit' => AlertLimits::perShopper(),
            'status' => $request->session()->get('status'),
        ]);
    }

    public function destroy(Request $request, int $alert, RemoveAlert $remove): RedirectResponse
    {
        /** @var User $user */
        $user = $request->user();
        if (! $remove->handle($alert, $user->id)) {
            abort(404);
        }

        return redirect(LocalizedRoutes::url('account.alerts'))->with('status', Text::get('stock_alerts.account.removed'));
    }
}

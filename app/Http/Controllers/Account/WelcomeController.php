<?php

declare(strict_types=1);

namespace App\Http\Controllers\Account;

use App\Http\Controllers\Controller;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Shopper\GuestId;
use App\Models\User;
use App\Queries\Account\AccountDetails;
use App\Queries\Account\OrderAddressOffer;
use App\Support\Text;
use Illuminate\Http\Request;
use Inertia\Response;

final class WelcomeController extends Controller
{
    public function __invoke(Request $request, OrderAddressOffer $offers): Response
    {
        /** @var User $user */
        $user = $request->user();

        return Page::render('account/welcome', Text::get('account.welcome.title'), [
            'account' => AccountDetails::of($user),
            // An account made from a guest order (its page's "create an account"): that order's address, to save.
            'offer' => $user->hasVerifiedEmail() ? $offers->for($user, GuestId::of($request)) : null,
        ]);
    }
}

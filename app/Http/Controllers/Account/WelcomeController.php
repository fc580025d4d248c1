<?php

declare(strict_types=1);

namespace App\Http\Controllers\Account;

use App\Http\Controllers\Controller;
use App\Http\Resources\Account\AccountResource;
use App\Infrastructure\Inertia\Page;
use App\Support\Text;
use Illuminate\Http\Request;
use Inertia\Response;

final class WelcomeController extends Controller
{
    public function __invoke(Request $request): Response
    {
        return Page::render('account/welcome', Text::get('account.welcome.title'), [
            'account' => AccountResource::make($request->user())->resolve($request),
        ]);
    }
}

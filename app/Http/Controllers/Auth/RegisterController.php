<?php

declare(strict_types=1);

namespace App\Http\Controllers\Auth;

use App\Actions\Auth\RegisterUser;
use App\Http\Controllers\Controller;
use App\Http\Requests\Auth\RegisterRequest;
use App\Support\Auth\RendersForm;
use App\Support\Locale\LocalizedRoutes;
use App\Support\Page;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Response;

final class RegisterController extends Controller implements RendersForm
{
    public function form(Request $request): Response
    {
        return Page::render('auth/register', Text::get('account.register.title'));
    }

    public function store(RegisterRequest $request, RegisterUser $register): RedirectResponse
    {
        /** @var array{name: string, email: string, phone: ?string, password: string} $data */
        $data = $request->safe(['name', 'email', 'phone', 'password']) + ['phone' => null];
        $register->handle($request, $data, app()->getLocale());

        return redirect(LocalizedRoutes::url('welcome'));
    }
}

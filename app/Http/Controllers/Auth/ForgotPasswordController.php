<?php

declare(strict_types=1);

namespace App\Http\Controllers\Auth;

use App\Actions\Auth\SendPasswordResetLink;
use App\Http\Controllers\Controller;
use App\Http\Requests\Auth\ForgotPasswordRequest;
use App\Infrastructure\Http\RendersForm;
use App\Infrastructure\Inertia\Page;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Response;

final class ForgotPasswordController extends Controller implements RendersForm
{
    public function form(Request $request): Response
    {
        return Page::render('auth/forgot-password', Text::get('account.forgot.title'), [
            'status' => $request->session()->get('status'),
        ]);
    }

    public function store(ForgotPasswordRequest $request, SendPasswordResetLink $send): RedirectResponse
    {
        $send->handle($request->string('email')->toString(), (string) $request->ip());

        return back()->with('status', Text::get('account.forgot.sent'));
    }
}

<?php

declare(strict_types=1);

namespace App\Http\Controllers\Auth;

use App\Http\Controllers\Controller;
use App\Models\User;
use App\Support\Auth\RendersForm;
use App\Support\Locale\LocalizedRoutes;
use App\Support\Page;
use App\Support\Text;
use Illuminate\Auth\Events\Verified;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Response;
use Symfony\Component\HttpFoundation\Response as HttpResponse;

/**
 * The link in the verification e-mail is signed and expires; it works in any browser, signed in or not, because the
 * signature (with the address's hash) already proves it came from the mail.
 */
final class EmailVerificationController extends Controller implements RendersForm
{
    public function form(Request $request): Response
    {
        return Page::render('auth/verify-email', Text::get('account.verify.title'), [
            'status' => $request->session()->get('status'),
            'email' => $request->user()?->getAttribute('email'),
            'linkInvalid' => false,
        ]);
    }

    public function notice(Request $request): Response|RedirectResponse
    {
        /** @var User $user */
        $user = $request->user();

        return $user->hasVerifiedEmail() ? redirect(LocalizedRoutes::url('dashboard')) : $this->form($request);
    }

    public function verify(Request $request, string $id, string $hash): HttpResponse
    {
        $user = User::query()->find($id);
        $valid = $request->hasValidSignature() && $user !== null && hash_equals(sha1($user->email), $hash);
        $signedIn = $request->user();

        if (! $valid || ($signedIn !== null && $signedIn->getAuthIdentifier() !== $user->id)) {
            return Page::render('auth/verify-email', Text::get('account.verify.title'), [
                'status' => null,
                'email' => $signedIn?->getAttribute('email'),
                'linkInvalid' => true,
            ])->toResponse($request)->setStatusCode(403);
        }

        // Only the first click marks it (and fires Verified): a conditional update, not read-then-write.
        if (User::query()->whereKey($user->id)->whereNull('email_verified_at')->update(['email_verified_at' => now()]) === 1) {
            event(new Verified($user->refresh()));
        }

        return redirect(LocalizedRoutes::url($signedIn === null ? 'login' : 'dashboard'))
            ->with('status', Text::get('account.verify.done'));
    }

    public function send(Request $request): RedirectResponse
    {
        /** @var User $user */
        $user = $request->user();
        if ($user->hasVerifiedEmail()) {
            return redirect(LocalizedRoutes::url('dashboard'));
        }

        $user->sendEmailVerificationNotification();

        return back()->with('status', Text::get('account.verify.sent'));
    }
}

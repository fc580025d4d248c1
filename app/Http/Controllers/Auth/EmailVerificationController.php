<?php

declare(strict_types=1);

namespace App\Http\Controllers\Auth;

use App\Actions\Auth\ConfirmRegistration;
use App\Actions\Auth\VerifyEmail;
use App\Actions\Settings\ConfirmEmailChange;
use App\Http\Controllers\Controller;
use App\Infrastructure\Http\RendersForm;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\User;
use App\Queries\Auth\VerificationLinkUser;
use App\Support\Text;
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

        return $user->hasVerifiedEmail() ? redirect(LocalizedRoutes::url('account.dashboard')) : $this->form($request);
    }

    public function __construct(private readonly VerificationLinkUser $linkUsers)
    {
    }

    public function verify(Request $request, string $id, string $hash, VerifyEmail $verifyEmail): HttpResponse
    {
        $user = $this->linkedUser($request, $id, $hash);
        $signedIn = $request->user();
        if ($user === null) {
            return $this->invalidLink($request);
        }

        $verifyEmail->handle($user);

        return redirect(LocalizedRoutes::url($signedIn === null ? 'login' : 'account.dashboard'))
            ->with('status', Text::get('account.verify.done'));
    }

    /**
     * The link mailed right after registering: the first click verifies the address, signs the person in (the Login
     * event merges what they saved as a guest) and opens the welcome page. Later clicks only say it is done.
     */
    public function confirmRegistration(Request $request, string $id, string $hash, ConfirmRegistration $confirm): HttpResponse
    {
        $user = $this->linkedUser($request, $id, $hash);
        if ($user === null) {
            return $this->invalidLink($request);
        }

        if ($confirm->handle($request->session(), $user, $request->user() !== null) && $request->user() !== null) {
            return redirect(LocalizedRoutes::url('account.welcome'));
        }

        return redirect(LocalizedRoutes::url($request->user() === null ? 'login' : 'account.dashboard'))
            ->with('status', Text::get('account.verify.done'));
    }

    /**
     * The link mailed to a new address typed on the profile: the address becomes the account's (ConfirmEmailChange).
     * Like the other links it works in any browser but not while somebody else is signed in there.
     */
    public function confirmEmailChange(Request $request, string $id, string $hash, ConfirmEmailChange $confirm): HttpResponse
    {
        $signedIn = $request->user();
        if (! $request->hasValidSignature() || ($signedIn !== null && (string) $signedIn->getAuthIdentifier() !== $id) || $confirm->handle((int) $id, $hash) === null) {
            return $this->invalidLink($request);
        }

        return redirect(LocalizedRoutes::url($signedIn === null ? 'login' : 'settings.profile.edit'))
            ->with('status', Text::get('account.settings.profile.email_changed'));
    }

    /**
     * The account a signed link is for: the signature is valid and unexpired, the hash is of the address the account
     * has now, and nobody else is signed in in this browser.
     */
    private function linkedUser(Request $request, string $id, string $hash): ?User
    {
        $user = $request->hasValidSignature() ? $this->linkUsers->find($id, $hash) : null;
        $signedIn = $request->user();

        return $user !== null && ($signedIn === null || $signedIn->getAuthIdentifier() === $user->id) ? $user : null;
    }

    private function invalidLink(Request $request): HttpResponse
    {
        return Page::render('auth/verify-email', Text::get('account.verify.title'), [
            'status' => null,
            'email' => $request->user()?->getAttribute('email'),
            'linkInvalid' => true,
        ])->toResponse($request)->setStatusCode(403);
    }

    public function send(Request $request): RedirectResponse
    {
        /** @var User $user */
        $user = $request->user();
        if ($user->hasVerifiedEmail()) {
            return redirect(LocalizedRoutes::url('account.dashboard'));
        }

        $user->sendEmailVerificationNotification();

        return back()->with('status', Text::get('account.verify.sent'));
    }
}

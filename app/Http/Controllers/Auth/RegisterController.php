<?php

declare(strict_types=1);

namespace App\Http\Controllers\Auth;

use App\Actions\Auth\RegisterUser;
use App\Http\Controllers\Controller;
use App\Http\Requests\Auth\RegisterRequest;
use App\Infrastructure\Http\RendersForm;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\LocalizedRoutes;
use App\Infrastructure\Shopper\GuestId;
use App\Queries\Orders\GuestOrderContact;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Response;

final class RegisterController extends Controller implements RendersForm
{
    /** The flashed address the "check your e-mail" page names. */
    private const SENT_TO = 'registration_sent_to';

    public function form(Request $request): Response
    {
        return Page::render('auth/register', Text::get('account.register.title'), ['prefill' => $this->prefill($request)]);
    }

    /**
     * The contact details of a guest order (`?order=ES-…`, from its confirmation page), offered to fill the form; only
     * to the guest cookie that placed it, so a number alone reveals nothing.
     *
     * @return array{name: string, email: string, phone: string}|null
     */
    private function prefill(Request $request): ?array
    {
        $guestId = GuestId::of($request);
        $number = $request->query('order');
        if ($guestId === null || ! is_string($number) || $number === '') {
            return null;
        }

        return app(GuestOrderContact::class)->for($number, $guestId);
    }

    /**
     * The same answer for a new address and one that already has an account: the same redirect to the same page,
     * with the same flashed address (see RegisterUser for what each case mails).
     */
    public function store(RegisterRequest $request, RegisterUser $register): RedirectResponse
    {
        /** @var array{name: string, email: string, phone: ?string, password: string} $data */
        $data = $request->safe(['name', 'email', 'phone', 'password']) + ['phone' => null];
        $register->handle($data, app()->getLocale());

        return redirect(LocalizedRoutes::url('register.sent'))->with(self::SENT_TO, $data['email']);
    }

    /** "Check your e-mail": where both kinds of registration land. */
    public function sent(Request $request): Response
    {
        $email = $request->session()->get(self::SENT_TO);

        return Page::render('auth/register-sent', Text::get('account.register.sent_title'), [
            'email' => is_string($email) ? $email : null,
        ]);
    }
}

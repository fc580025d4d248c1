<?php

declare(strict_types=1);

namespace App\Actions\Auth;

use App\Mail\Account\AccountMail;
use App\Models\User;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Mail;

/**
 * Creates an account in the language it was opened in, signs the person in, and sends the verification link and a
 * welcome e-mail.
 */
final class RegisterUser
{
    public function __construct(private readonly LogInUser $logIn)
    {
    }

    /**
     * @param  array{name: string, email: string, phone: ?string, password: string}  $data
     */
    public function handle(Request $request, array $data, string $locale): User
    {
        $user = User::query()->create([
            'name' => $data['name'],
            'email' => mb_strtolower($data['email']),
            'phone' => $data['phone'],
            'password' => $data['password'],
            'locale' => $locale,
        ]);

        $user->sendEmailVerificationNotification();
        Mail::to($user)->send(new AccountMail(AccountMail::WELCOME, $user));
        $this->logIn->handle($request, $user, false);

        return $user;
    }
}

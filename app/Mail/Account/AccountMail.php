<?php

declare(strict_types=1);

namespace App\Mail\Account;

use App\Models\User;
use App\Support\Locale\LocalizedRoutes;
use App\Support\Text;
use Illuminate\Bus\Queueable;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Support\Facades\URL;

/**
 * The account e-mails (HTML + text Blade views under mail/account). Sent with `Mail::to($user)`, they are rendered
 * in the person's language (User is HasLocalePreference), and their links are built then, in that language.
 */
final class AccountMail extends Mailable
{
    use Queueable;

    public const VERIFY = 'verify-email';

    public const RESET = 'reset-password';

    public const WELCOME = 'welcome';

    public const TWO_FACTOR_ENABLED = 'two-factor-enabled';

    public const TWO_FACTOR_DISABLED = 'two-factor-disabled';

    public const RECOVERY_CODES = 'recovery-codes';

    public function __construct(public readonly string $kind, public readonly User $user, public readonly ?string $token = null)
    {
    }

    public function envelope(): Envelope
    {
        return new Envelope(subject: Text::get('mail.account.'.$this->kind.'.subject', ['app' => (string) config('app.name')]));
    }

    public function content(): Content
    {
        return new Content(
            view: 'mail.account.message',
            text: 'mail.account.message-text',
            with: [
                'kind' => $this->kind,
                'name' => $this->user->name,
                'url' => $this->url(),
                'minutes' => $this->kind === self::RESET ? (int) config('auth.passwords.users.expire', 60) : (int) config('auth.verification.expire', 60),
            ],
        );
    }

    private function url(): string
    {
        return match ($this->kind) {
            self::VERIFY => URL::temporarySignedRoute(
                LocalizedRoutes::name('verification.verify'),
                now()->addMinutes((int) config('auth.verification.expire', 60)),
                ['id' => $this->user->id, 'hash' => sha1($this->user->email)],
            ),
            self::RESET => url(LocalizedRoutes::url('password.reset', ['token' => (string) $this->token, 'email' => $this->user->email])),
            self::WELCOME => url(LocalizedRoutes::url('dashboard')),
            default => url(LocalizedRoutes::url('two-factor.show')),
        };
    }
}

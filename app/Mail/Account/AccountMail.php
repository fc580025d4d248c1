<?php

declare(strict_types=1);

namespace App\Mail\Account;

use App\Infrastructure\Locale\LocalizedRoutes;
use App\Models\User;
use App\Support\Text;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldBeEncrypted;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Queue\SerializesModels;
use Illuminate\Support\Facades\URL;

/**
 * The account e-mails (HTML + text Blade views under mail/account). Sent with `Mail::to($user)`, they are rendered
 * in the person's language (User is HasLocalePreference), and their links are built then, in that language.
 *
 * They go through the queue once the change that caused them is committed, like the order mails: a mail server that
 * is down never undoes a registration, a new password or two-factor codes already saved, and the send is retried.
 * The queued payload is encrypted with APP_KEY, because a reset mail carries its token.
 */
final class AccountMail extends Mailable implements ShouldBeEncrypted, ShouldQueue
{
    use Queueable;
    use SerializesModels;

    public const VERIFY = 'verify-email';

    /** The first confirmation after registering: its link also signs the new account in (once). */
    public const CONFIRM_REGISTRATION = 'confirm-registration';

    /** To the owner of an address someone tried to register again. */
    public const REGISTRATION_ATTEMPT = 'registration-attempt';

    public const RESET = 'reset-password';

    public const WELCOME = 'welcome';

    public const TWO_FACTOR_ENABLED = 'two-factor-enabled';

    public const TWO_FACTOR_DISABLED = 'two-factor-disabled';

    public const RECOVERY_CODES = 'recovery-codes';

    /** To the previous address, after the e-mail was changed; `details.email` is the new address, masked. */
    public const EMAIL_CHANGED = 'email-changed';

    /** To the new address typed on the profile (`pending_email`): its link makes it the account's. */
    public const CONFIRM_EMAIL_CHANGE = 'confirm-email-change';

    /** To the owner of an address someone typed as the new address of another account: nothing changed. */
    public const EMAIL_CHANGE_ATTEMPT = 'email-change-attempt';

    public const PASSWORD_CHANGED = 'password-changed';

    /** The account's sign-in failures from anywhere reached the point where each next try waits (RateLimitPolicy). */
    public const SIGN_IN_FAILURES = 'sign-in-failures';

    /** The same at the second step: whoever fails it typed the right password. */
    public const TWO_FACTOR_FAILURES = 'two-factor-failures';

    public int $tries = 5;

    /** @var list<int> */
    public array $backoff = [10, 60, 300, 900];

    /**
     * The address the links are made for, as it was when the mail was asked for: a verification link queued for one
     * address never confirms the next one the person types.
     */
    public readonly string $address;

    /**
     * @param  array<string, string>  $details  replacements for the mail's lines
     */
    public function __construct(
        public readonly string $kind,
        public readonly User $user,
        public readonly ?string $token = null,
        public readonly array $details = [],
    ) {
        $this->address = $kind === self::CONFIRM_EMAIL_CHANGE ? (string) $user->pending_email : $user->email;
        $this->afterCommit();
    }

    public function envelope(): Envelope
    {
        return new Envelope(subject: Text::get('mail.account.'.$this->kind.'.subject', ['app' => (string) config('app.name')]));
    }

    public function content(): Content
    {
        $secondary = $this->secondaryUrl();

        return new Content(
            view: 'mail.account.message',
            text: 'mail.account.message-text',
            with: [
                'kind' => $this->kind,
                'name' => $this->user->name,
                'url' => $this->url(),
                'secondaryUrl' => $secondary,
                'replace' => [
                    ...$this->details,
                    'minutes' => $this->kind === self::RESET ? (int) config('auth.passwords.users.expire', 60) : (int) config('auth.verification.expire', 60),
                ],
            ],
        );
    }

    private function url(): string
    {
        return match ($this->kind) {
            self::VERIFY => $this->signedLink('verification.verify'),
            self::CONFIRM_REGISTRATION => $this->signedLink('register.confirm'),
            self::CONFIRM_EMAIL_CHANGE => $this->signedLink('email-change.confirm'),
            self::RESET => url(LocalizedRoutes::url('password.reset', ['token' => (string) $this->token, 'email' => $this->address])),
            self::WELCOME => url(LocalizedRoutes::url('account.dashboard')),
            self::REGISTRATION_ATTEMPT, self::EMAIL_CHANGED, self::EMAIL_CHANGE_ATTEMPT => url(LocalizedRoutes::url('login')),
            self::PASSWORD_CHANGED, self::SIGN_IN_FAILURES, self::TWO_FACTOR_FAILURES => url(LocalizedRoutes::url('password.request')),
            default => url(LocalizedRoutes::url('settings.two-factor.show')),
        };
    }

    /** A second way out, shown under the button: a new password, or the shop's address when the mailbox is lost. */
    private function secondaryUrl(): ?string
    {
        return match ($this->kind) {
            self::REGISTRATION_ATTEMPT, self::EMAIL_CHANGE_ATTEMPT => url(LocalizedRoutes::url('password.request')),
            self::EMAIL_CHANGED => 'mailto:'.config()->string('shop.email'),
            default => null,
        };
    }

    private function signedLink(string $route): string
    {
        return URL::temporarySignedRoute(
            LocalizedRoutes::name($route),
            now()->addMinutes((int) config('auth.verification.expire', 60)),
            ['id' => $this->user->id, 'hash' => sha1($this->address)],
        );
    }
}

<?php

declare(strict_types=1);

namespace App\Mail\Staff;

use App\Models\User;
use App\Services\Staff\StaffPasswordLink;
use App\Support\Text;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldBeEncrypted;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Queue\SerializesModels;

/**
 * To a new member of staff: their role and the one-time link to set a password, in their language (User is
 * HasLocalePreference, so the link is built in it too). Queued once the invitation is committed; the payload is
 * encrypted because it carries the token.
 */
final class StaffInvitationMail extends Mailable implements ShouldBeEncrypted, ShouldQueue
{
    use Queueable;
    use SerializesModels;

    public int $tries = 5;

    /** @var list<int> */
    public array $backoff = [10, 60, 300, 900];

    public readonly string $address;

    public function __construct(public readonly User $user, public readonly string $token)
    {
        $this->address = $user->email;
        $this->afterCommit();
    }

    public function envelope(): Envelope
    {
        return new Envelope(subject: Text::get('admin.staff.mail.subject', ['app' => (string) config('app.name')]));
    }

    public function content(): Content
    {
        return new Content(
            view: 'mail.staff.invitation',
            text: 'mail.staff.invitation-text',
            with: [
                'name' => $this->user->name,
                'url' => StaffPasswordLink::url($this->user, $this->token),
                'replace' => [
                    'app' => (string) config('app.name'),
                    'role' => $this->user->role === null ? '' : Text::get($this->user->role->labelKey()),
                    'hours' => StaffPasswordLink::hours(),
                    'email' => $this->address,
                ],
            ],
        );
    }
}

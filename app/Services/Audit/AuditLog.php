<?php

declare(strict_types=1);

namespace App\Services\Audit;

use App\Infrastructure\Security\StaffActor;
use App\Models\AuditEntry;
use App\Models\ContactMessage;
use App\Models\CreditRequest;
use App\Models\JobApplication;
use App\Models\NewsletterSubscription;
use Illuminate\Database\Eloquent\Model;

/**
 * Writes every staff change to the append-only `audit_log`: who (the staff member, their e-mail kept as it was),
 * when, from which address, what (`order.status`, `staff.role`…), on what, and the values before and after.
 * Call it inside the change's transaction, so a change that rolls back leaves no entry and a kept change always
 * has one. Secrets never go in: pass only the fields that changed, never passwords, codes or tokens.
 *
 * The log is kept longer than the privacy periods of config/privacy.php, so an entry about a person whose data the
 * prune deletes (a contact message, a credit request, a job application, a newsletter subscription) records only the
 * subject's id: the page shows the person's name or address from the row while it exists (AuditLogPage), and once
 * `shop:prune` deletes the row nothing in the log names them, with no entry edited.
 */
final class AuditLog
{
    /**
     * Subjects deleted by the privacy prune, or naming a member of the public, with the column that names the person
     * on the log page while the row exists (AuditLogPage).
     *
     * @var array<class-string<Model>, string>
     */
    public const FORGETTABLE = [
        ContactMessage::class => 'email', CreditRequest::class => 'name', JobApplication::class => 'email', NewsletterSubscription::class => 'email',
    ];

    /** Values of such subjects never kept in an entry: what the person wrote or what a reply to them said. */
    private const PERSONAL_FIELDS = ['name', 'email', 'phone', 'body', 'message'];

    /**
     * @param  array<string, mixed>  $before
     * @param  array<string, mixed>  $after
     * @param  string|null  $label  how a person recognises the subject (an order number, an e-mail)
     */
    public static function record(StaffActor $actor, string $action, ?Model $subject, array $before = [], array $after = [], ?string $label = null): AuditEntry
    {
        if ($subject !== null && array_key_exists($subject::class, self::FORGETTABLE)) {
            $label = null;
            $before = array_diff_key($before, array_flip(self::PERSONAL_FIELDS));
            $after = array_diff_key($after, array_flip(self::PERSONAL_FIELDS));
        }

        return AuditEntry::query()->create([
            'user_id' => $actor->userId,
            'user_email' => $actor->email,
            'ip' => $actor->ip,
            'action' => $action,
            'subject_type' => $subject === null ? null : class_basename($subject),
            'subject_id' => $subject === null ? null : (string) $subject->getKey(),
            'subject_label' => $label,
            'before' => $before === [] ? null : $before,
            'after' => $after === [] ? null : $after,
            'created_at' => now(),
        ]);
    }
}

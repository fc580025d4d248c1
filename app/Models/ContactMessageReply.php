<?php

declare(strict_types=1);

namespace App\Models;

use App\Models\Concerns\BootsFromCompiledPlan;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * A reply to a contact message, sent by e-mail from the back office in the message's language. The staff member's
 * name is kept as it was when they sent it.
 *
 * @property int $id
 * @property int $contact_message_id
 * @property int|null $user_id
 * @property string $staff_name
 * @property string $subject
 * @property string $body
 * @property string $locale
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property-read ContactMessage $contactMessage
 */
final class ContactMessageReply extends Model
{
    use BootsFromCompiledPlan;

    public const UPDATED_AT = null;

    /** @var array<int, string> */
    protected $fillable = ['contact_message_id', 'user_id', 'staff_name', 'subject', 'body', 'locale'];

    /**
     * @return BelongsTo<ContactMessage, $this>
     */
    public function contactMessage(): BelongsTo
    {
        return $this->belongsTo(ContactMessage::class);
    }
}

<?php

declare(strict_types=1);

namespace App\Actions\Inbox;

use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Mail\Inbox\MessageReplyMail;
use App\Models\ContactMessage;
use App\Models\ContactMessageReply;
use App\Services\Audit\AuditLog;
use Illuminate\Support\Facades\Mail;

/**
 * Answers a contact message by e-mail: the reply is stored (shown on the message's page with who sent it and when),
 * the message is marked handled, the change audited as `message.reply`, and the mail queued once all of it is
 * committed, in the language the message was written in.
 */
final class ReplyToMessage
{
    public function handle(ContactMessage $message, string $subject, string $body, string $staffName, StaffActor $staff): ContactMessageReply
    {
        return WriteTransaction::run(static function () use ($message, $subject, $body, $staffName, $staff): ContactMessageReply {
            $locale = in_array($message->locale, ['ro', 'ru'], true) ? $message->locale : (string) config('app.locale');
            $reply = ContactMessageReply::query()->create([
                'contact_message_id' => $message->id,
                'user_id' => $staff->userId,
                'staff_name' => $staffName,
                'subject' => $subject,
                'body' => $body,
                'locale' => $locale,
            ]);
            if ($message->handled_at === null) {
                $message->forceFill(['handled_at' => now(), 'handled_by' => $staff->userId])->save();
            }
            AuditLog::record($staff, 'message.reply', $message, [], ['subject' => $subject, 'body' => $body, 'locale' => $locale], $message->email);
            Mail::to($message->email, $message->name)->locale($locale)->queue(new MessageReplyMail($reply, $message->name));

            return $reply;
        });
    }
}

<?php

declare(strict_types=1);

namespace App\Actions\Contacts;

use App\Mail\Contacts\ContactMessageReceived;
use App\Models\ContactMessage;
use Illuminate\Support\Facades\Mail;

/** Keeps a contact-form message for the shop and e-mails it to the shop's support address. */
final class SendContactMessage
{
    /**
     * @param  array{name: string, email: string, phone: string|null, message: string}  $data
     */
    public function handle(array $data, string $locale, ?string $ip): ContactMessage
    {
        $message = ContactMessage::query()->create([...$data, 'locale' => $locale, 'ip' => $ip]);

        Mail::to(config()->string('shop.email'))->queue(
            (new ContactMessageReceived($message))->locale(config()->string('app.locale')),
        );

        return $message;
    }
}

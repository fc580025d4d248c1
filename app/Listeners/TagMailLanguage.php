<?php

declare(strict_types=1);

namespace App\Listeners;

use Illuminate\Mail\Events\MessageSending;

/**
 * Every e-mail the shop sends says its language in a `Content-Language` header (RFC 3282): the app's locale while
 * the message is built, which a mailable's `locale()` (or `Mail::to()->locale()`) sets for the whole send. One place
 * for all mailables; registered by event discovery (app/Listeners).
 */
final class TagMailLanguage
{
    public function handle(MessageSending $event): void
    {
        $headers = $event->message->getHeaders();
        $headers->remove('Content-Language');
        $headers->addTextHeader('Content-Language', app()->getLocale());
    }
}

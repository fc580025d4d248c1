<?php

declare(strict_types=1);

namespace App\Listeners;

use App\Events\Orders\OrderPlaced;
use App\Services\Orders\OrderMailOutbox;

/**
 * Hands a placed order's mails (recorded in the outbox with the order) to the queue. Registered by event discovery
 * (app/Listeners) and nowhere else; if the queue is down the scheduled sweep sends them.
 */
final class QueueOrderMails
{
    public function handle(OrderPlaced $event): void
    {
        OrderMailOutbox::dispatch($event->order);
    }
}

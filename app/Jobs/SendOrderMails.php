<?php

declare(strict_types=1);

namespace App\Jobs;

use App\Services\Orders\OrderMailOutbox;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;

/**
 * Sends one order's mails from the outbox right after the order is committed. It is tried once: a mail that fails
 * stays in the outbox and the scheduled sweep retries it with a growing pause.
 */
final class SendOrderMails implements ShouldQueue
{
    use Dispatchable;
    use InteractsWithQueue;
    use Queueable;

    public int $tries = 1;

    public function __construct(public readonly int $orderId)
    {
        $this->afterCommit();
    }

    public function handle(): void
    {
        OrderMailOutbox::sendForOrder($this->orderId);
    }
}

<?php

declare(strict_types=1);

namespace App\Console\Commands;

use App\Services\Orders\OrderMailOutbox;
use Illuminate\Console\Command;

/**
 * Scheduled every minute: sends the order mails still waiting in the outbox (the queue never got them, or the mail
 * server refused them earlier).
 */
final class SendOrderMailsCommand extends Command
{
    protected $signature = 'orders:send-mails {--limit=200 : At most this many mails in one run}';

    protected $description = 'Send the order mails still waiting in the outbox';

    public function handle(): int
    {
        $limit = $this->option('limit');
        $this->info(sprintf('Sent %d order mails.', OrderMailOutbox::sendDue(max(1, is_numeric($limit) ? (int) $limit : 200))));

        return self::SUCCESS;
    }
}

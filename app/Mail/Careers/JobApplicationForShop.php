<?php

declare(strict_types=1);

namespace App\Mail\Careers;

use App\Models\JobApplication;
use App\Support\Text;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Queue\SerializesModels;

/**
 * Tells the shop's staff about a new application (the CV stays on the private disk). Queued once the application is
 * committed, like the order mails: the saved application stands whatever happens to the mail, and a failed send is
 * retried.
 */
final class JobApplicationForShop extends Mailable implements ShouldQueue
{
    use Queueable;
    use SerializesModels;

    public int $tries = 5;

    /** @var list<int> */
    public array $backoff = [10, 60, 300, 900];

    public function __construct(public readonly JobApplication $application)
    {
        $this->afterCommit();
    }

    public function envelope(): Envelope
    {
        return new Envelope(subject: Text::get('careers.mail.shop_subject', ['title' => $this->application->vacancy->translate('title'), 'name' => $this->application->name]));
    }

    public function content(): Content
    {
        return new Content(view: 'mail.careers.application-for-shop', text: 'mail.careers.application-for-shop-text');
    }
}

<?php

declare(strict_types=1);

namespace App\Mail;

use App\Models\JobApplication;
use App\Support\Text;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;

/** Confirms to the applicant that their application arrived. */
final class JobApplicationReceived extends Mailable
{
    public function __construct(public readonly JobApplication $application)
    {
    }

    public function envelope(): Envelope
    {
        return new Envelope(subject: Text::get('careers.mail.received_subject', ['title' => $this->application->vacancy->translate('title')]));
    }

    public function content(): Content
    {
        return new Content(view: 'mail.careers.application-received', text: 'mail.careers.application-received-text');
    }
}

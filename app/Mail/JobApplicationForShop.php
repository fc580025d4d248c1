<?php

declare(strict_types=1);

namespace App\Mail;

use App\Models\JobApplication;
use App\Support\Text;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;

/** Tells the shop's staff about a new application (the CV stays on the private disk). */
final class JobApplicationForShop extends Mailable
{
    public function __construct(public readonly JobApplication $application)
    {
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

<?php

declare(strict_types=1);

namespace App\Mail\StockAlerts;

use App\Models\Product;
use App\Services\StockAlerts\AlertLinks;
use App\Support\Text;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Mail\Mailables\Headers;

/**
 * A guest's double opt-in: nothing about the product is mailed until this link is opened. It carries the plain token;
 * the database keeps its hash.
 */
final class StockAlertConfirmation extends Mailable implements ShouldQueue
{
    use Queueable;

    public function __construct(
        private readonly int $alertId,
        private readonly int $productId,
        private readonly string $kind,
        private readonly string $token,
        private readonly string $shopperLocale,
    ) {
        $this->locale($shopperLocale);
    }

    public function envelope(): Envelope
    {
        return new Envelope(subject: Text::get('mail.stock_alerts.confirm_subject', [], $this->shopperLocale));
    }

    public function headers(): Headers
    {
        return AlertLinks::unsubscribeHeaders($this->alertId, $this->shopperLocale);
    }

    public function content(): Content
    {
        $product = Product::query()->find($this->productId);

        return new Content(
            view: 'mail.stock-alerts.confirm',
            text: 'mail.stock-alerts.confirm-text',
            with: [
                'what' => Text::get('mail.stock_alerts.what_'.$this->kind, ['product' => $product?->translate('name', $this->shopperLocale) ?? ''], $this->shopperLocale),
                'confirmUrl' => AlertLinks::confirm($this->token, $this->shopperLocale),
                'unsubscribeUrl' => AlertLinks::unsubscribe($this->alertId, $this->shopperLocale),
            ],
        );
    }
}

<?php

declare(strict_types=1);

namespace App\Mail\StockAlerts;

use App\Models\Product;
use App\Models\StockAlert;
use App\Services\StockAlerts\AlertLinks;
use App\Support\Money\Money;
use App\Support\Text;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Mail\Mailables\Headers;

/**
 * The alert itself: the product is back in stock, or sells at a lower price, in the shopper's language, with the
 * product's link and a one-click unsubscribe (List-Unsubscribe with List-Unsubscribe-Post, RFC 8058).
 */
final class StockAlertMail extends Mailable implements ShouldQueue
{
    use Queueable;

    public function __construct(
        public readonly int $alertId,
        public readonly int $productId,
        public readonly string $kind,
        public readonly int $price,
        private readonly string $shopperLocale,
    ) {
        $this->locale($shopperLocale);
    }

    public function envelope(): Envelope
    {
        return new Envelope(subject: Text::get('mail.stock_alerts.subject_'.$this->kind, ['product' => $this->productName()], $this->shopperLocale));
    }

    public function headers(): Headers
    {
        return AlertLinks::unsubscribeHeaders($this->alertId, $this->shopperLocale);
    }

    public function content(): Content
    {
        $product = Product::query()->find($this->productId);

        return new Content(
            view: 'mail.stock-alerts.alert',
            text: 'mail.stock-alerts.alert-text',
            with: [
                'heading' => Text::get('mail.stock_alerts.heading_'.$this->kind, [], $this->shopperLocale),
                'intro' => Text::get('mail.stock_alerts.intro_'.$this->kind, ['product' => $this->productName(), 'price' => Money::format($this->price, $this->shopperLocale)], $this->shopperLocale),
                'productUrl' => $product === null ? url('/') : AlertLinks::product($product->slug, $this->shopperLocale),
                'unsubscribeUrl' => AlertLinks::unsubscribe($this->alertId, $this->shopperLocale),
                'once' => $this->kind === StockAlert::STOCK,
            ],
        );
    }

    private function productName(): string
    {
        return Product::query()->find($this->productId)?->translate('name', $this->shopperLocale) ?? '';
    }
}

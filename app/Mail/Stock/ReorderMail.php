<?php

declare(strict_types=1);

namespace App\Mail\Stock;

use App\Support\Text;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Queue\SerializesModels;

/**
 * The warehouse's morning list: every product at or below its reorder level, with its units and its level, each
 * linked to its stock page in the back office (App\Console\Commands\SendReorderMail, docs/stock.md).
 */
final class ReorderMail extends Mailable implements ShouldQueue
{
    use Queueable;
    use SerializesModels;

    public int $tries = 5;

    /** @var list<int> */
    public array $backoff = [10, 60, 300, 900];

    /**
     * @param  list<array{id: int, name: string, sku: string, stock: int, level: int}>  $products
     */
    public function __construct(public readonly array $products, public readonly string $day)
    {
    }

    public function envelope(): Envelope
    {
        return new Envelope(subject: Text::get('mail.reorder.subject', ['count' => (string) count($this->products)]));
    }

    public function content(): Content
    {
        return new Content(
            view: 'mail.stock.reorder',
            text: 'mail.stock.reorder-text',
            with: ['rows' => array_map(static fn (array $product): array => [
                ...$product, 'url' => route('admin.products.stock.edit', ['product' => $product['id']]),
            ], $this->products), 'day' => $this->day],
        );
    }
}

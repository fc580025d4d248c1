<?php

declare(strict_types=1);

namespace App\Mail\Returns;

use App\Infrastructure\Http\OrderLinks;
use App\Models\Order;
use App\Models\OrderReturn;
use App\Models\PaymentRefund;
use App\Models\Refund;
use App\Models\WarrantyClaim;
use App\Support\Money\Money;
use App\Support\Text;
use Illuminate\Bus\Queueable;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Queue\SerializesModels;
use InvalidArgumentException;

/**
 * Tells the customer about a step of a return (requested, accepted, refused, received), a refund, or a step of a
 * warranty claim, in the order's language, with the signed link to the order page. Sent from the order mails'
 * outbox (App\Services\Orders\OrderMailOutbox::recordAfterSale()), whose row's type names the step:
 * `return_{id}_{status}`, `refund_{id}`, `claim_{id}_{status}`, and `payment_refund_{id}` for a payment flagged for
 * review that the shop gave back through its provider (App\Actions\Payments\RefundFlaggedPayment).
 */
final class AfterSaleMail extends Mailable
{
    use Queueable;
    use SerializesModels;

    private const PATTERN = '/^(return|claim)_(\d+)_([a-z_]+)$|^(refund)_(\d+)$|^(payment_refund)_(\d+)$/';

    /**
     * @param  string  $key  the translation group of the step: `returns.mail.accepted`, `refunds.mail`, `claims.mail.repaired`
     * @param  array<string, string>  $replace
     */
    private function __construct(public readonly Order $order, public readonly string $key, public readonly array $replace, public readonly ?string $note)
    {
    }

    public static function handles(string $type): bool
    {
        return preg_match(self::PATTERN, $type) === 1;
    }

    /** The outbox row's type, for the order's mail: `return_12_accepted`, `refund_3`, `claim_5_at_service`. */
    public static function type(string $kind, int $id, ?string $status = null): string
    {
        return $status === null ? "{$kind}_{$id}" : "{$kind}_{$id}_{$status}";
    }

    public static function fromType(Order $order, string $type): self
    {
        if (preg_match(self::PATTERN, $type, $m) !== 1) {
            throw new InvalidArgumentException("Not an after-sale mail: {$type}");
        }
        $number = (string) $order->number;
        if (($m[4] ?? '') === 'refund') {
            $refund = Refund::query()->where('order_id', $order->id)->findOrFail((int) $m[5]);
            $amount = Money::format($refund->amount, app()->getLocale());

            return new self($order, 'refunds.mail', ['number' => $number, 'amount' => $amount, 'method' => Text::get('refunds.method.'.$refund->method)], null);
        }
        if (($m[6] ?? '') === 'payment_refund') {
            $back = PaymentRefund::query()->where('order_id', $order->id)->findOrFail((int) $m[7]);

            return new self($order, 'payments.refund.mail', ['number' => $number, 'amount' => Money::format($back->amount, app()->getLocale())], null);
        }
        if ($m[1] === 'return') {
            $return = OrderReturn::query()->where('order_id', $order->id)->findOrFail((int) $m[2]);

            return new self($order, 'returns.mail.'.$m[3], ['number' => $number, 'return' => (string) $return->id], $m[3] === 'refused' ? $return->decision_note : null);
        }
        $claim = WarrantyClaim::query()->with('line')->where('order_id', $order->id)->findOrFail((int) $m[2]);

        return new self($order, 'claims.mail.'.$m[3], ['number' => $number, 'product' => $claim->line->translate('name')], $claim->note);
    }

    public function envelope(): Envelope
    {
        return new Envelope(subject: Text::get($this->key.'.subject', $this->replace));
    }

    public function content(): Content
    {
        return new Content(
            view: 'mail.returns.step',
            text: 'mail.returns.step-text',
            with: [
                'order' => $this->order,
                'body' => Text::get($this->key.'.body', $this->replace),
                'next' => Text::get($this->key.'.next', $this->replace),
                'note' => $this->note,
                'url' => OrderLinks::page($this->order),
            ],
        );
    }
}

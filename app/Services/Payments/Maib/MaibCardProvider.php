<?php

declare(strict_types=1);

namespace App\Services\Payments\Maib;

use App\Models\Order;
use App\Models\OrderLine;
use App\Models\Payment;
use App\Services\Payments\CallbackReport;
use App\Services\Payments\CallbackSignature;
use App\Services\Payments\PaymentContext;
use App\Services\Payments\PaymentProvider;
use App\Services\Payments\PaymentReport;
use App\Services\Payments\ProviderUnavailable;
use App\Services\Payments\RefundAnswer;
use App\Services\Payments\StartedPayment;
use App\Support\Text;

/**
 * Cards through maib's e-commerce API (direct payment): `POST /v1/pay` opens the hosted card page, the shopper pays
 * there, maib calls back the signed result and sends the shopper to okUrl or failUrl; `GET /v1/pay-info/{payId}` reads
 * a payment, `POST /v1/refund` gives back part or all of it. The payment's id at maib is its payId.
 */
final readonly class MaibCardProvider implements PaymentProvider
{
    /** maib takes at most this many items with a payment. */
    private const MAX_ITEMS = 50;

    public function __construct(private MaibApi $api, private string $signatureKey)
    {
    }

    public static function fromConfig(): self
    {
        return new self(new MaibApi(
            config()->string('payments.maib.base_url'),
            '/v1/generate-token',
            ['projectId' => config()->string('payments.maib.project_id'), 'projectSecret' => config()->string('payments.maib.project_secret')],
            'payments.maib.token',
        ), config()->string('payments.maib.signature_key'));
    }

    public function start(Payment $payment, Order $order, PaymentContext $context): StartedPayment
    {
        $body = [
            'amount' => Amounts::toLei($payment->amount),
            'currency' => $payment->currency,
            'clientIp' => $context->clientIp,
            'language' => $context->locale,
            'description' => mb_substr(Text::get('payments.description', ['number' => (string) $order->number], $context->locale), 0, 124),
            'orderId' => $payment->public_id,
            'okUrl' => $context->okUrl,
            'failUrl' => $context->failUrl,
            'callbackUrl' => $context->callbackUrl,
        ];
        // Its `delivery` field is left out: the fee is one of the items, so that the items alone add up to the amount.
        $body['items'] = $this->items($order, $payment->amount, $context->locale);
        $result = $this->api->call('POST', '/v1/pay', $body);
        $payId = Amounts::text($result['payId'] ?? null, 64);
        $payUrl = $result['payUrl'] ?? null;
        if ($payId === null || ! is_string($payUrl) || ! str_starts_with($payUrl, 'http')) {
            throw new ProviderUnavailable('maib answered /v1/pay without a payId and payUrl');
        }

        return new StartedPayment($payId, $payUrl);
    }

    public function read(Payment $payment): PaymentReport
    {
        if ($payment->reference === null) {
            return new PaymentReport(PaymentReport::PENDING);
        }

        return $this->report($this->api->call('GET', '/v1/pay-info/'.rawurlencode($payment->reference)));
    }

    public function callback(array $body): ?CallbackReport
    {
        $result = $body['result'] ?? null;
        if (! is_array($result)) {
            return null;
        }
        $payId = Amounts::text($result['payId'] ?? null, 64);
        if ($payId === null) {
            return null;
        }

        return new CallbackReport($payId, CallbackSignature::holds($result, $body['signature'] ?? null, $this->signatureKey), $this->report($result));
    }

    public function refund(Payment $payment, int $amount): RefundAnswer
    {
        $result = $this->api->call('POST', '/v1/refund', ['payId' => (string) $payment->reference, 'refundAmount' => Amounts::toLei($amount)]);
        $answer = (string) json_encode($result, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE);
        $status = $result['status'] ?? null;

        return new RefundAnswer(in_array($status, ['OK', 'REVERSED'], true), $answer);
    }

    /**
     * maib's statuses in the shop's words: OK paid; FAILED and DECLINED failed; TIMEOUT expired (the shopper never
     * finished); CREATED and PENDING still open; anything else is read as still open, so reconciliation asks again.
     *
     * @param  array<mixed>  $result
     */
    private function report(array $result): PaymentReport
    {
        $status = Amounts::text($result['status'] ?? null, 40);
        $outcome = match ($status) {
            'OK' => PaymentReport::PAID,
            'FAILED', 'DECLINED', 'REVERSED' => PaymentReport::FAILED,
            'TIMEOUT' => PaymentReport::EXPIRED,
            default => PaymentReport::PENDING,
        };

        return new PaymentReport(
            $outcome,
            Amounts::toBani($result['amount'] ?? null),
            Amounts::text($result['currency'] ?? null, 3),
            $status,
            Amounts::text($result['statusMessage'] ?? null),
            Amounts::text($result['payId'] ?? null, 64),
            Amounts::text($result['cardNumber'] ?? null, 32),
            Amounts::text($result['rrn'] ?? null, 32),
            Amounts::text($result['approval'] ?? null, 32),
        );
    }

    /**
     * What maib lists on its page, adding up to the amount charged to the ban: each line at the price its units were
     * sold at after the order's discounts, and the delivery fee as an item of its own. maib's items have a unit price
     * and a quantity and no discount field, so a line's discount is spread over its units in bani; a line whose
     * discounted total does not divide by its units becomes two items, some units one ban dearer than the others.
     * When the lines do not add up to the amount less the fee (the order was changed since), the amount is shared
     * among them in proportion to what they cost. More items than maib takes become one item for the whole order.
     *
     * @return list<array{id: string, name: string, price: float, quantity: int}>
     */
    private function items(Order $order, int $amount, string $locale): array
    {
        /** @var list<OrderLine> $lines */
        $lines = array_values(array_filter($order->lines->all(), static fn (OrderLine $line): bool => $line->quantity > 0));
        $fee = max(0, $order->delivery_fee);
        $goods = $amount - $fee;
        $whole = [[
            'id' => mb_substr((string) $order->number, 0, 36),
            'name' => mb_substr(Text::get('payments.description', ['number' => (string) $order->number], $locale), 0, 128),
            'price' => Amounts::toLei($amount),
            'quantity' => 1,
        ]];
        if ($lines === [] || $goods < 0) {
            return $whole;
        }

        $totals = self::shares(
            $goods,
            array_map(static fn (OrderLine $line): int => max(0, $line->line_total - $line->discount), $lines),
            array_map(static fn (OrderLine $line): int => max(0, $line->line_total), $lines),
        );
        $items = [];
        foreach ($lines as $index => $line) {
            $name = mb_substr($line->name[$locale] ?? (string) reset($line->name), 0, 128);
            $total = $totals[$index];
            $unit = intdiv($total, $line->quantity);
            $dearer = $total - $unit * $line->quantity;
            foreach ([[$unit, $line->quantity - $dearer], [$unit + 1, $dearer]] as [$price, $quantity]) {
                if ($quantity > 0) {
                    $items[] = ['id' => mb_substr($line->sku, 0, 36), 'name' => $name, 'price' => Amounts::toLei($price), 'quantity' => $quantity];
                }
            }
        }
        if ($fee > 0) {
            $items[] = ['id' => 'delivery', 'name' => mb_substr(Text::get('payments.delivery_item', [], $locale), 0, 128), 'price' => Amounts::toLei($fee), 'quantity' => 1];
        }

        return count($items) > self::MAX_ITEMS ? $whole : $items;
    }

    /**
     * `$amount` bani shared among the lines: exactly `$weights` when they add up to it, otherwise in proportion to
     * them (or to `$fallback` when they are all nothing), the bani left over by rounding down going to the largest
     * remainders, so the shares always add up to the amount.
     *
     * @param  list<int>  $weights
     * @param  list<int>  $fallback
     * @return list<int>
     */
    private static function shares(int $amount, array $weights, array $fallback): array
    {
        if (array_sum($weights) === $amount) {
            return $weights;
        }
        if (array_sum($weights) <= 0) {
            $weights = array_sum($fallback) > 0 ? $fallback : array_fill(0, count($weights), 1);
        }
        $sum = array_sum($weights);
        $shares = [];
        $remainders = [];
        foreach ($weights as $index => $weight) {
            $shares[$index] = intdiv($amount * $weight, $sum);
            $remainders[$index] = $amount * $weight - $shares[$index] * $sum;
        }
        arsort($remainders);
        $left = $amount - array_sum($shares);
        foreach (array_keys($remainders) as $index) {
            if ($left-- <= 0) {
                break;
            }
            $shares[$index]++;
        }

        return array_values($shares);
    }
}

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
        $items = $this->items($order, $payment->amount, $context->locale);
        if ($items !== null) {
            $body['delivery'] = Amounts::toLei($order->delivery_fee);
            $body['items'] = $items;
        }
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
     * The order's lines as maib lists them on its page, only when they add up to the amount charged (a discount on the
     * order would make them disagree, and the amount is what counts).
     *
     * @return list<array{id: string, name: string, price: float, quantity: int}>|null
     */
    private function items(Order $order, int $amount, string $locale): ?array
    {
        $items = [];
        $sum = $order->delivery_fee;
        foreach ($order->lines as $line) {
            /** @var OrderLine $line */
            $sum += $line->unit_price * $line->quantity;
            $items[] = [
                'id' => mb_substr($line->sku, 0, 36),
                'name' => mb_substr($line->name[$locale] ?? (string) reset($line->name), 0, 128),
                'price' => Amounts::toLei($line->unit_price),
                'quantity' => $line->quantity,
            ];
        }

        return $items !== [] && $sum === $amount ? $items : null;
    }
}

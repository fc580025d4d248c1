<?php

declare(strict_types=1);

namespace App\Services\Payments\Maib;

use App\Models\Order;
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
 * MIA instant payments (Moldova's instant-payment system) through maib's MIA QR API: `POST /v2/mia/qr` makes a dynamic
 * QR for a fixed amount that expires with the order's hold, the shopper scans it in any bank's app, maib calls back the
 * signed result; `GET /v2/mia/qr/{qrId}` and `GET /v2/mia/payments?qrId=` read it, `POST /v2/payments/{payId}/refund`
 * gives money back. The payment's id is the QR's qrId; the payId a refund names arrives once it is paid.
 */
final readonly class MiaQrProvider implements PaymentProvider
{
    public function __construct(private MaibApi $api, private string $signatureKey)
    {
    }

    public static function fromConfig(): self
    {
        return new self(new MaibApi(
            config()->string('payments.mia.base_url'),
            '/v2/auth/token',
            ['clientId' => config()->string('payments.mia.client_id'), 'clientSecret' => config()->string('payments.mia.client_secret')],
            'payments.mia.token',
        ), config()->string('payments.mia.signature_key'));
    }

    public function start(Payment $payment, Order $order, PaymentContext $context): StartedPayment
    {
        $expires = now()->addMinutes(config()->integer('payments.hold_minutes.qr'))->startOfSecond();
        $result = $this->api->call('POST', '/v2/mia/qr', [
            'type' => 'Dynamic',
            'expiresAt' => $expires->toIso8601String(),
            'amountType' => 'Fixed',
            'amount' => Amounts::toLei($payment->amount),
            'currency' => $payment->currency,
            'description' => mb_substr(Text::get('payments.description', ['number' => (string) $order->number], $context->locale), 0, 124),
            'orderId' => $payment->public_id,
            'callbackUrl' => $context->callbackUrl,
            'redirectUrl' => $context->okUrl,
        ]);
        $qrId = Amounts::text($result['qrId'] ?? null, 64);
        $url = $result['url'] ?? null;
        if ($qrId === null || ! is_string($url) || $url === '' || strlen($url) > 2000) {
            throw new ProviderUnavailable('maib answered /v2/mia/qr without a qrId and url');
        }

        return new StartedPayment($qrId, $url, $expires);
    }

    public function read(Payment $payment): PaymentReport
    {
        if ($payment->reference === null) {
            return new PaymentReport(PaymentReport::PENDING);
        }
        $qr = $this->api->call('GET', '/v2/mia/qr/'.rawurlencode($payment->reference));
        $status = Amounts::text($qr['status'] ?? null, 40);
        if ($status !== 'Paid') {
            return new PaymentReport(match ($status) {
                'Expired', 'Cancelled', 'Inactive' => PaymentReport::EXPIRED,
                default => PaymentReport::PENDING,
            }, providerStatus: $status);
        }
        $list = $this->api->call('GET', '/v2/mia/payments', null, ['qrId' => $payment->reference, 'count' => 1, 'offset' => 0]);
        $item = is_array($list['items'] ?? null) && is_array($list['items'][0] ?? null) ? $list['items'][0] : null;
        if ($item === null) {
            // Paid, but the payment is not listed yet: ask again on the next round.
            return new PaymentReport(PaymentReport::PENDING, providerStatus: $status);
        }

        return new PaymentReport(
            PaymentReport::PAID,
            Amounts::toBani($item['amount'] ?? null),
            Amounts::text($item['currency'] ?? null, 3),
            $status,
            Amounts::text($item['payerName'] ?? null),
            Amounts::text($item['payId'] ?? null, 64),
            rrn: Amounts::text($item['referenceId'] ?? null, 32),
        );
    }

    public function callback(array $body): ?CallbackReport
    {
        $result = $body['result'] ?? null;
        if (! is_array($result)) {
            return null;
        }
        $qrId = Amounts::text($result['qrId'] ?? null, 64);
        if ($qrId === null) {
            return null;
        }
        $status = Amounts::text($result['qrStatus'] ?? null, 40);
        $report = new PaymentReport(
            match ($status) {
                'Paid' => PaymentReport::PAID,
                'Expired', 'Cancelled', 'Inactive' => PaymentReport::EXPIRED,
                default => PaymentReport::PENDING,
            },
            Amounts::toBani($result['amount'] ?? null),
            Amounts::text($result['currency'] ?? null, 3),
            $status,
            Amounts::text($result['payerName'] ?? null),
            Amounts::text($result['payId'] ?? null, 64),
            rrn: Amounts::text($result['referenceId'] ?? null, 32),
        );

        return new CallbackReport($qrId, CallbackSignature::holds($result, $body['signature'] ?? null, $this->signatureKey), $report);
    }

    public function refund(Payment $payment, int $amount): RefundAnswer
    {
        $result = $this->api->call('POST', '/v2/payments/'.rawurlencode((string) $payment->transaction_id).'/refund', [
            'amount' => Amounts::toLei($amount),
            'reason' => 'Refund '.$payment->public_id,
        ]);
        $answer = (string) json_encode($result, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE);

        return new RefundAnswer(! in_array($result['status'] ?? null, ['Rejected', 'Failed'], true), $answer);
    }
}

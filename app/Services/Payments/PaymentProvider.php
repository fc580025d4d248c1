<?php

declare(strict_types=1);

namespace App\Services\Payments;

use App\Models\Order;
use App\Models\Payment;

/**
 * One payment provider (maib's card e-commerce, maib's MIA QR, another bank): the four things the shop asks of it.
 * Amounts cross this interface in bani; each adapter converts to the provider's units. A method that cannot reach the
 * provider, or gets an answer it cannot read, throws ProviderUnavailable; nothing here writes to the database.
 */
interface PaymentProvider
{
    /** Asks the provider for a payment of the payment row's amount for the order: where the shopper pays, and its id. */
    public function start(Payment $payment, Order $order, PaymentContext $context): StartedPayment;

    /** What the provider says of the payment now (the reconciliation's and the QR poll's question). */
    public function read(Payment $payment): PaymentReport;

    /**
     * Reads a callback's decoded JSON: null when it is not this provider's shape (no id to find the payment by),
     * else its report and whether its signature holds.
     *
     * @param  array<mixed>  $body
     */
    public function callback(array $body): ?CallbackReport;

    /** Gives back part or all of a paid payment; the answer says whether the provider took it. */
    public function refund(Payment $payment, int $amount): RefundAnswer;
}

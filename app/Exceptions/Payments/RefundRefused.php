<?php

declare(strict_types=1);

namespace App\Exceptions\Payments;

use App\Exceptions\Orders\OrderChangeRefused;
use App\Support\Money\Money;
use App\Support\Text;

/**
 * A refund through the payment provider that the shop refuses or the provider turned down; nothing was given back
 * (App\Actions\Payments\RefundPayment). Answered like every refused order change: 422 (409 for a key of another order)
 * with the message beside `amount`.
 */
final class RefundRefused extends OrderChangeRefused
{
    public static function invalidAmount(): self
    {
        return new self('amount', Text::get('payments.refund.invalid_amount'), 422);
    }

    /** Nothing paid online on this order, or less left than asked for. */
    public static function moreThanPaid(int $left): self
    {
        return new self('amount', Text::get('payments.refund.too_much', ['left' => Money::format($left, app()->getLocale())]), 422);
    }

    /** The back office's refund of a flagged payment asked for a payment that is not flagged for review. */
    public static function notFlagged(): self
    {
        return new self('payment', Text::get('payments.refund.not_flagged'), 422);
    }

    /** Nothing left of the flagged payment to give back (refunded already, or being refunded). */
    public static function alreadyRefunded(): self
    {
        return new self('payment', Text::get('payments.refund.already_refunded'), 422);
    }

    public static function keyOfAnotherOrder(): self
    {
        return new self('amount', Text::get('payments.refund.key_taken'), 409);
    }

    public static function providerRefused(): self
    {
        return new self('amount', Text::get('payments.refund.provider_refused'), 422);
    }

    /** The provider did not answer: the refund waits for staff to check it at the bank, nothing is sent twice. */
    public static function providerSilent(): self
    {
        return new self('amount', Text::get('payments.refund.provider_silent'), 409);
    }
}

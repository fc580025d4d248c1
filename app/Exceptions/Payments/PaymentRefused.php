<?php

declare(strict_types=1);

namespace App\Exceptions\Payments;

use App\Exceptions\Orders\OrderChangeRefused;
use App\Support\Text;

/** An online payment the shop will not start for an order; nothing was asked of the provider. */
final class PaymentRefused extends OrderChangeRefused
{
    public static function notPayable(): self
    {
        return new self('payment', Text::get('payments.not_payable'), 409);
    }

    public static function tooManyAttempts(): self
    {
        return new self('payment', Text::get('payments.too_many_attempts'), 429);
    }

    public static function unavailable(): self
    {
        return new self('payment', Text::get('payments.unavailable'), 503);
    }
}

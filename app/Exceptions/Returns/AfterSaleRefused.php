<?php

declare(strict_types=1);

namespace App\Exceptions\Returns;

use App\Exceptions\Orders\OrderChangeRefused;
use App\Support\Text;

/**
 * A return, refund or warranty claim the shop refuses, in the request's language, beside the form field it concerns:
 * 422 for a rule (the window, a quantity, a cap), 409 for a return or claim that changed since the page showed it.
 */
final class AfterSaleRefused extends OrderChangeRefused
{
    /**
     * @param  array<string, string>  $replace
     */
    public static function rule(string $field, string $key, array $replace = []): self
    {
        return new self($field, Text::get($key, $replace), 422);
    }

    public static function changedMeanwhile(): self
    {
        return new self('status', Text::get('returns.changed_meanwhile'), 409);
    }
}

<?php

declare(strict_types=1);

namespace App\Exceptions\Orders;

use App\Enums\OrderKind;
use App\Support\Text;

/** The phone already has an open one-click order of this product. */
final class OneClickAlreadyOpen extends OrderRefused
{
    public static function make(): self
    {
        return new self(OrderKind::OneClick, 'phone', Text::get('one_click.already_open'));
    }
}

<?php

declare(strict_types=1);

namespace App\Exceptions\Orders;

use App\Enums\OrderKind;
use RuntimeException;

/**
 * An order the shop will not place, with the shopper's words (in the request's language) and the form field they
 * belong beside. bootstrap/app.php turns every refusal into the form answer: a status, JSON `{message, errors}` or a
 * redirect back with the error in the order form's bag.
 */
abstract class OrderRefused extends RuntimeException
{
    public function __construct(public readonly OrderKind $kind, public readonly string $field, string $message)
    {
        parent::__construct($message);
    }
}

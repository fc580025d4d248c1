<?php

declare(strict_types=1);

namespace App\Exceptions\Orders;

use RuntimeException;

/**
 * A change to an existing order that the shop refuses, with the words for the person who tried (in the request's
 * language), the form field they belong beside and the HTTP status: bootstrap/app.php answers JSON callers with
 * `{message, errors}` and that status, and sends a page back with the message beside the field.
 */
abstract class OrderChangeRefused extends RuntimeException
{
    public function __construct(public readonly string $field, string $message, public readonly int $status)
    {
        parent::__construct($message);
    }
}

<?php

declare(strict_types=1);

namespace App\Exceptions\Documents;

use RuntimeException;

/** An invoice that cannot be issued; the message is a translation key (documents.errors.*). */
final class InvoiceRefused extends RuntimeException
{
}

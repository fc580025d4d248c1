<?php

declare(strict_types=1);

namespace App\Services\Payments;

use RuntimeException;

/** The provider could not be reached, or answered something the adapter cannot read; nothing is known of the outcome. */
final class ProviderUnavailable extends RuntimeException
{
}

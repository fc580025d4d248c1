<?php

declare(strict_types=1);

namespace App\Enums;

/** Where a shopper's review stands (`reviews.status`): nothing is shown on the shop before it is published. */
enum ReviewStatus: string
{
    case Pending = 'pending';
    case Published = 'published';
    case Rejected = 'rejected';
}

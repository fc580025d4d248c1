<?php

declare(strict_types=1);

namespace App\Enums;

/** What adding a product to a list did. */
enum SaveResult
{
    case Added;
    case AlreadySaved;
    /** The compare list already holds the maximum for the product's category. */
    case GroupFull;
}

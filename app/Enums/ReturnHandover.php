<?php

declare(strict_types=1);

namespace App\Enums;

/** How returned goods reach the shop: a courier picks them up at an address, or the customer brings them to a store. */
enum ReturnHandover: string
{
    case Courier = 'courier';
    case Store = 'store';
}

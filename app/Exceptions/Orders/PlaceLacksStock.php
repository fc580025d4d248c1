<?php

declare(strict_types=1);

namespace App\Exceptions\Orders;

use App\Exceptions\Stock\NotEnoughStock;

/** Staff picked a place to pack an order from that lacks some of its units (409); the order did not move. */
final class PlaceLacksStock extends OrderChangeRefused
{
    public static function from(NotEnoughStock $short): self
    {
        return new self('place_id', $short->getMessage(), 409);
    }
}

<?php

declare(strict_types=1);

namespace App\Services\Checkout;

/**
 * The courier's fee for a zone and a cart total (free from the zone's threshold); pickup is free.
 */
final class DeliveryFee
{
    public static function for(string $method, ?string $zone, int $subtotal): int
    {
        if ($method !== 'courier' || $zone === null) {
            return 0;
        }
        /** @var array{fee: int, free_from: int}|null $rule */
        $rule = config('checkout.delivery.zones.'.$zone);
        if ($rule === null) {
            return 0;
        }

        return $subtotal >= $rule['free_from'] ? 0 : $rule['fee'];
    }

    /**
     * What the cart still lacks before the zone's courier is free (0 once it is, or for a zone that does not exist):
     * the other side of `for()`'s threshold, shown in the cart.
     */
    public static function remainingForFree(string $zone, int $subtotal): int
    {
        /** @var array{fee: int, free_from: int}|null $rule */
        $rule = config('checkout.delivery.zones.'.$zone);

        return $rule === null ? 0 : max(0, $rule['free_from'] - $subtotal);
    }

    /**
     * @return array<string, array{fee: int, free_from: int, days: array{first: int, count: int}}>
     */
    public static function zones(): array
    {
        /** @var array<string, array{fee: int, free_from: int, days: array{first: int, count: int}}> $zones */
        $zones = config()->array('checkout.delivery.zones');

        return $zones;
    }
}

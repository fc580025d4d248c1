<?php

declare(strict_types=1);

namespace App\Support\Checkout;

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
     * @return array<string, array{fee: int, free_from: int, days: array{first: int, count: int}}>
     */
    public static function zones(): array
    {
        /** @var array<string, array{fee: int, free_from: int, days: array{first: int, count: int}}> $zones */
        $zones = config()->array('checkout.delivery.zones');

        return $zones;
    }
}

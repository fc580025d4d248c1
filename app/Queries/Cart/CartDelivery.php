<?php

declare(strict_types=1);

namespace App\Queries\Cart;

use App\Services\Checkout\DeliveryFee;

/**
 * What delivery costs for the cart's total, zone by zone, as the checkout will charge it (DeliveryFee, the rule the
 * order is priced with): the fee now and how much more the cart needs before that zone's courier is free. Pickup
 * from a store is always free. The cart page gets it again with every change of a line (the redirect back).
 *
 * @phpstan-type ZoneCost array{code: string, fee: int, free_from: int, price: int, remaining: int}
 */
final class CartDelivery
{
    /**
     * @return list<ZoneCost>
     */
    public function for(int $subtotal, bool $free = false): array
    {
        $zones = [];
        foreach (DeliveryFee::zones() as $code => $zone) {
            $zones[] = [
                'code' => $code,
                'fee' => $zone['fee'],
                'free_from' => $zone['free_from'],
                // A cart rule's free delivery (docs/promo-codes.md) makes every zone free, whatever the threshold.
                'price' => $free ? 0 : DeliveryFee::for('courier', $code, $subtotal),
                'remaining' => $free ? 0 : DeliveryFee::remainingForFree($code, $subtotal),
            ];
        }

        return $zones;
    }
}

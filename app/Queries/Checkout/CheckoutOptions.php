<?php

declare(strict_types=1);

namespace App\Queries\Checkout;

use App\Services\Checkout\DeliveryDays;
use App\Services\Checkout\DeliveryFee;
use App\Services\Credit\CreditProgrammeTable;

/**
 * What the checkout form offers for a cart: courier zones with fees and delivery days, intervals, pickup stores with what each lacks,
 * and the credit programmes for the goods' total with their monthly payment and total (the form opens on the cheapest in all).
 */
final readonly class CheckoutOptions
{
    public function __construct(private PickupStores $stores, private CreditProgrammeTable $credit)
    {
    }

    /**
     * @param  list<array{product: array<string, mixed>, quantity: int}>  $lines
     * @return array<string, mixed>
     */
    public function for(array $lines, int $subtotal): array
    {
        $wanted = [];
        foreach ($lines as $line) {
            $id = $line['product']['id'];
            $name = $line['product']['name'];
            $wanted[is_int($id) ? $id : 0] = ['quantity' => $line['quantity'], 'name' => is_string($name) ? $name : ''];
        }
        $zones = [];
        foreach (DeliveryFee::zones() as $code => $zone) {
            $zones[] = ['code' => $code, 'fee' => $zone['fee'], 'free_from' => $zone['free_from'], 'price' => DeliveryFee::for('courier', $code, $subtotal), 'dates' => DeliveryDays::for($code)];
        }

        return [
            'zones' => $zones,
            'intervals' => config()->array('checkout.delivery.intervals'),
            'stores' => $this->stores->for($wanted),
            'credit' => array_map(static fn (array $row): array => [
                'slug' => $row['slug'], 'name' => $row['partner'].' · '.$row['name'], 'months' => $row['months'], 'monthly' => $row['monthly_payment'],
                'total' => $row['total'],
            ], $this->credit->rows($subtotal)),
        ];
    }
}

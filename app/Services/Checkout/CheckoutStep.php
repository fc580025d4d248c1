<?php

declare(strict_types=1);

namespace App\Services\Checkout;

use App\Exceptions\Orders\InvalidOrderChoice;
use App\Models\Cart;
use App\Models\Order;
use App\Queries\Checkout\PickupStores;
use App\Services\Credit\CreditProgrammeTable;
use App\Services\Orders\OrderDraft;
use App\Services\Orders\OrderStep;
use App\Services\Orders\PricedLine;

/**
 * What the checkout adds to placing an order: the choices that depend on the cart (a pickup store holding every
 * item, a credit programme taking the total, whose terms the order keeps) and the cart emptied with the order.
 */
final readonly class CheckoutStep implements OrderStep
{
    public function __construct(private Cart $cart, private CreditProgrammeTable $credit, private PickupStores $stores)
    {
    }

    /**
     * @return array{credit_months?: int, credit_monthly?: int}
     */
    public function before(OrderDraft $draft, array $lines, int $subtotal): array
    {
        if (($draft->details['delivery_method'] ?? null) === 'pickup') {
            $this->checkStore($draft, $lines);
        }
        if (($draft->details['payment_method'] ?? null) !== 'credit') {
            return [];
        }
        // Credit covers the goods; the delivery fee is paid to the courier.
        $row = collect($this->credit->rows($subtotal))->firstWhere('slug', $draft->details['credit_programme'] ?? null);
        if ($row === null) {
            throw InvalidOrderChoice::creditProgramme($draft->kind);
        }

        return ['credit_months' => $row['months'], 'credit_monthly' => $row['monthly_payment']];
    }

    public function after(Order $order, OrderDraft $draft): void
    {
        $this->cart->items()->delete();
        // The code went with this order; the next cart starts without one.
        $this->cart->forceFill(['promo_code' => null])->save();
    }

    /**
     * @param  list<PricedLine>  $lines
     */
    private function checkStore(OrderDraft $draft, array $lines): void
    {
        $wanted = [];
        foreach ($lines as $line) {
            $wanted[$line->product->id] = ['quantity' => $line->quantity, 'name' => $line->product->translate('name')];
        }
        $store = collect($this->stores->for($wanted))->firstWhere('id', $draft->pickupStoreId());
        if ($store === null) {
            throw InvalidOrderChoice::noSuchStore($draft->kind);
        }
        if ($store['missing'] !== []) {
            throw InvalidOrderChoice::storeLacks($draft->kind, $store['missing']);
        }
    }
}

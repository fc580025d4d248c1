<?php

declare(strict_types=1);

namespace App\Actions\Checkout;

use App\Actions\Orders\PlaceOrder;
use App\Enums\OrderKind;
use App\Exceptions\Orders\OrderRefused;
use App\Models\Cart;
use App\Models\CartItem;
use App\Models\Order;
use App\Queries\Checkout\PickupStores;
use App\Services\Checkout\CheckoutStep;
use App\Services\Credit\CreditProgrammeTable;
use App\Services\Orders\DraftLine;
use App\Services\Orders\OrderDraft;
use App\Services\Orders\OrderOwner;

/**
 * Turns the shopper's cart into an order through the order pipeline (PlaceOrder), adding the checkout's own step:
 * the pickup store and credit programme checks and the cart emptied in the same transaction (CheckoutStep).
 *
 * @phpstan-type Details array{name: string, phone: string, email: ?string, delivery_method: string, delivery_zone: ?string, city: ?string, address: ?string, delivery_date: ?string, delivery_interval: ?string, store_id: ?int, payment_method: string, credit_programme: ?string, company_name: ?string, company_idno: ?string, comment: ?string}
 */
final readonly class PlaceCheckoutOrder
{
    public function __construct(private PlaceOrder $place, private CreditProgrammeTable $credit, private PickupStores $stores)
    {
    }

    /**
     * @param  Details  $details
     *
     * @throws OrderRefused
     */
    public function handle(?Cart $cart, array $details, OrderOwner $owner, string $key, string $locale): Order
    {
        /** @var list<CartItem> $items */
        $items = $cart === null ? [] : $cart->items()->with('product')->orderBy('product_id')->get()->all();
        $lines = array_map(static fn (CartItem $item): DraftLine => new DraftLine($item->product, $item->quantity), $items);
        $draft = new OrderDraft(OrderKind::Checkout, $owner, $lines, $details, $key, $locale, $cart?->promo_code);

        return $this->place->handle($draft, $cart === null ? null : new CheckoutStep($cart, $this->credit, $this->stores));
    }
}

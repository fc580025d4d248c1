<?php

declare(strict_types=1);

namespace App\Actions\Checkout;

use App\Actions\Orders\PlaceOrder;
use App\Enums\OrderKind;
use App\Exceptions\Orders\OrderRefused;
use App\Models\Order;
use App\Models\Product;
use App\Services\Checkout\OneClickHold;
use App\Services\Orders\DraftLine;
use App\Services\Orders\OrderDraft;
use App\Services\Orders\OrderOwner;

/**
 * "Buy in one click": one unit of a product and a phone number; the shop calls back to agree delivery and
 * payment. Placed through the order pipeline (PlaceOrder) like any order, so the unit is taken from stock at once,
 * but only held (OneClickHold): unless staff confirm the order (ConfirmCalledOrder), `orders:release-holds` gives
 * it back, and a phone has at most one open one-click order per product.
 */
final readonly class PlaceOneClickOrder
{
    public function __construct(private PlaceOrder $place)
    {
    }

    /**
     * @throws OrderRefused
     */
    public function handle(Product $product, string $phone, ?string $name, OrderOwner $owner, string $key, string $locale): Order
    {
        $draft = new OrderDraft(OrderKind::OneClick, $owner, [new DraftLine($product, 1)], ['name' => $name, 'phone' => $phone], $key, $locale);

        return $this->place->handle($draft, new OneClickHold);
    }
}

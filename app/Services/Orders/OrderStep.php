<?php

declare(strict_types=1);

namespace App\Services\Orders;

use App\Exceptions\Orders\OrderRefused;
use App\Models\Order;

/** What one kind of order adds to the placement pipeline (PlaceOrder). Both methods run inside its transaction. */
interface OrderStep
{
    /**
     * Before the order row is written, with the lines priced from the database: refuse, or name extra columns.
     *
     * @param  list<PricedLine>  $lines
     * @return array<string, int|string|\DateTimeInterface|null> extra columns of the order
     *
     * @throws OrderRefused
     */
    public function before(OrderDraft $draft, array $lines, int $subtotal): array;

    /**
     * Once the order row exists, before the stock is taken.
     *
     * @throws OrderRefused
     */
    public function after(Order $order, OrderDraft $draft): void;
}

<?php

declare(strict_types=1);

namespace App\Queries\Admin\Documents;

use App\Models\Invoice;
use App\Models\Order;

/** An order's invoice, once issued (App\Actions\Documents\IssueInvoice issues at most one per order). */
final class OrderInvoice
{
    public function of(Order $order): ?Invoice
    {
        /** @var Invoice|null $invoice */
        $invoice = Invoice::query()->where('order_id', $order->id)->first();

        return $invoice;
    }
}

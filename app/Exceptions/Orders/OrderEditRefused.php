<?php

declare(strict_types=1);

namespace App\Exceptions\Orders;

use App\Support\Text;

/**
 * An edit of an order that the shop refuses (App\Actions\Orders\EditOrder), in the staff member's language, beside
 * the field it is about: nothing of the edit was kept.
 */
final class OrderEditRefused extends OrderChangeRefused
{
    /** Shipped, handed over, completed, cancelled or released: the order is no longer changed, only moved. */
    public static function notEditable(): self
    {
        return new self('status', Text::get('admin.order_edit.errors.not_editable'), 422);
    }

    /** A price below the list price by someone whose role may not set one, or without a reason. */
    public static function priceNotAllowed(int $index): self
    {
        return new self('lines.'.$index.'.unit_price', Text::get('admin.order_edit.errors.price_not_allowed'), 403);
    }

    public static function priceNeedsReason(): self
    {
        return new self('price_reason', Text::get('admin.order_edit.errors.price_reason'), 422);
    }

    /** A price above the list price (or above what the line already cost, when that was more). */
    public static function priceTooHigh(int $index): self
    {
        return new self('lines.'.$index.'.unit_price', Text::get('admin.order_edit.errors.price_too_high'), 422);
    }

    /** A product added that is gone from the catalogue or taken off the shop. */
    public static function unavailable(int $index): self
    {
        return new self('lines.'.$index.'.product_id', Text::get('admin.calls.errors.product'), 422);
    }

    /**
     * @param  list<string>  $products
     */
    public static function outOfStock(array $products): self
    {
        return new self('lines', Text::get('admin.order_edit.errors.out_of_stock', ['products' => implode(', ', $products)]), 409);
    }

    /** Paid online: the total cannot rise without a new payment (docs/back-office.md). */
    public static function paidOnlineTotal(): self
    {
        return new self('lines', Text::get('admin.order_edit.errors.paid_total'), 422);
    }

    /** Paid online: the payment method is what paid it. */
    public static function paidOnlineMethod(): self
    {
        return new self('payment_method', Text::get('admin.order_edit.errors.paid_method'), 422);
    }

    /** An online payment of the order is under way for the old total. */
    public static function paymentPending(): self
    {
        return new self('lines', Text::get('admin.order_edit.errors.payment_pending'), 409);
    }

    /**
     * The order has an issued invoice: what it says (lines, prices, totals, payment) stays as numbered; the delivery
     * may still change, anything else is a cancelled order and a new one.
     */
    public static function invoiced(string $invoice): self
    {
        return new self('status', Text::get('admin.order_edit.errors.invoiced', ['invoice' => $invoice]), 409);
    }

    /** The form says what the order already is. */
    public static function nothingChanged(): self
    {
        return new self('status', Text::get('admin.order_edit.errors.nothing_changed'), 422);
    }
}

<?php

declare(strict_types=1);

namespace App\Exceptions\Orders;

use App\Support\Text;

/**
 * The lines staff agreed on the confirming call cannot be had: not enough units (in the pickup store, or anywhere for
 * a courier), or a product taken off the shop meanwhile. Nothing of the confirmation was kept (409).
 */
final class CallLinesRefused extends OrderChangeRefused
{
    /**
     * @param  list<string>  $products  the names of the products short of units
     */
    public static function outOfStock(array $products, bool $pickup): self
    {
        return new self('lines', Text::get($pickup ? 'admin.calls.errors.out_of_stock_store' : 'admin.calls.errors.out_of_stock', ['products' => implode(', ', $products)]), 409);
    }

    public static function unavailable(): self
    {
        return new self('lines', Text::get('admin.calls.errors.unavailable'), 409);
    }
}

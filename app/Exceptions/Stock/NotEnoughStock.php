<?php

declare(strict_types=1);

namespace App\Exceptions\Stock;

use App\Models\Product;
use App\Models\Store;
use App\Support\Text;
use RuntimeException;

/**
 * A place could not give the units asked of it; nothing was taken (the ledger's transaction rolled back). Orders
 * turn it into their own refusal (App\Exceptions\Orders\OutOfStock); staff moving an order read the message.
 */
final class NotEnoughStock extends RuntimeException
{
    /**
     * @param  list<int>  $productIds  the products short of units
     * @param  int|null  $placeId  the one place asked, or null when every place in the preference order was tried
     */
    private function __construct(public readonly array $productIds, public readonly ?int $placeId, string $message)
    {
        parent::__construct($message);
    }

    /**
     * @param  list<int>  $productIds
     */
    public static function forOrder(array $productIds, ?int $placeId): self
    {
        return new self($productIds, $placeId, 'No single place has every unit of the products '.implode(', ', $productIds));
    }

    /**
     * A cancelled order's units cannot be reserved again (sold meanwhile): the message names the products.
     *
     * @param  list<int>  $productIds
     */
    public static function toRestore(array $productIds): self
    {
        /** @var list<Product> $products */
        $products = Product::query()->whereKey($productIds)->orderBy('id')->get()->all();

        return new self($productIds, null, Text::get('stock.not_enough_to_restore', [
            'products' => implode(', ', array_map(static fn (Product $product): string => $product->translate('name'), $products)),
        ]));
    }

    /**
     * Staff asked for a place that lacks the units: the message names the place and the products.
     *
     * @param  list<int>  $productIds
     */
    public static function atPlace(int $placeId, array $productIds): self
    {
        $place = Store::query()->find($placeId);
        /** @var list<Product> $products */
        $products = Product::query()->whereKey($productIds)->orderBy('id')->get()->all();
        $names = implode(', ', array_map(static fn (Product $product): string => $product->translate('name'), $products));

        return new self($productIds, $placeId, Text::get('stock.not_enough_at_place', [
            'place' => $place instanceof Store ? $place->translate('name') : (string) $placeId,
            'products' => $names,
        ]));
    }
}

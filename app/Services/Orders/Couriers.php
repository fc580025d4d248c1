<?php

declare(strict_types=1);

namespace App\Services\Orders;

use App\Support\Text;

/**
 * The couriers of config/couriers.php: their keys, names (in the request's language) and a shipped order's tracking
 * link, the number put in the courier's address pattern (URL-encoded); null when the courier has no pattern.
 */
final class Couriers
{
    /**
     * @return list<string>
     */
    public static function keys(): array
    {
        return array_map('strval', array_keys((array) config('couriers')));
    }

    /**
     * @return list<array{value: string, label: string}>
     */
    public static function options(): array
    {
        return array_map(static fn (string $key): array => ['value' => $key, 'label' => Text::get('orders.couriers.'.$key)], self::keys());
    }

    /**
     * What the customer sees of a shipped order's courier, or null when staff named none.
     *
     * @return array{courier: string|null, number: string|null, url: string|null}|null
     */
    public static function shipment(?string $courier, ?string $number): ?array
    {
        if (($courier === null || $courier === '') && ($number === null || $number === '')) {
            return null;
        }
        $known = $courier !== null && in_array($courier, self::keys(), true);
        $pattern = $known ? config('couriers.'.$courier.'.url') : null;

        return [
            'courier' => $known ? Text::get('orders.couriers.'.$courier) : null,
            'number' => $number,
            'url' => is_string($pattern) && $pattern !== '' && $number !== null && $number !== '' ? str_replace('{number}', rawurlencode($number), $pattern) : null,
        ];
    }
}

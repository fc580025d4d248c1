<?php

declare(strict_types=1);

namespace App\Services\Payments;

/**
 * maib's callback signature, the same for the card e-commerce and the MIA QR APIs: the `result` object's values,
 * its keys sorted (nested objects likewise), joined by ':' with the signature key last, SHA-256, base64.
 */
final class CallbackSignature
{
    /**
     * @param  array<mixed>  $result
     */
    public static function sign(array $result, string $key): string
    {
        $values = self::flatten(self::sorted($result));
        $values[] = $key;

        return base64_encode(hash('sha256', implode(':', $values), true));
    }

    /**
     * @param  array<mixed>  $result
     */
    public static function holds(array $result, mixed $signature, string $key): bool
    {
        return $key !== '' && is_string($signature) && $signature !== '' && hash_equals(self::sign($result, $key), $signature);
    }

    /**
     * @param  array<mixed>  $values
     * @return array<mixed>
     */
    private static function sorted(array $values): array
    {
        ksort($values, SORT_STRING);
        foreach ($values as $key => $value) {
            if (is_array($value)) {
                $values[$key] = self::sorted($value);
            }
        }

        return $values;
    }

    /**
     * @param  array<mixed>  $values
     * @return list<string>
     */
    private static function flatten(array $values): array
    {
        $out = [];
        foreach ($values as $value) {
            if (is_array($value)) {
                array_push($out, ...self::flatten($value));
            } elseif (is_bool($value)) {
                $out[] = $value ? '1' : '';
            } elseif (is_scalar($value)) {
                $out[] = (string) $value;
            } else {
                $out[] = '';
            }
        }

        return $out;
    }
}

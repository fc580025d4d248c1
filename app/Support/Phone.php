<?php

declare(strict_types=1);

namespace App\Support;

/**
 * Moldovan phone numbers as people type them (`060 78 22 23`, `+373 22 78-22-22`, `(022) 782222`) stored the one
 * way the shop stores them: `+373` and 8 digits.
 */
final class Phone
{
    /** A stored (normalised) number, as validation rules check it after normalize(). */
    public const PATTERN = '/^\+373[2-9]\d{7}$/';

    public static function normalize(string $typed): ?string
    {
        $digits = preg_replace('/[\s\-().]/', '', $typed) ?? '';
        if (preg_match('/^(?:\+?373|0)?([2-9]\d{7})$/', $digits, $match) !== 1) {
            return null;
        }

        return '+373'.$match[1];
    }
}

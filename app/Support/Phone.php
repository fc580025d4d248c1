<?php

declare(strict_types=1);

namespace App\Support;

/**
 * Moldovan phone numbers as people type them (`060 78 22 23`, `+373 22 78-22-22`, `(022) 782222`) stored the one
 * way the shop stores them: `+373` and 8 digits.
 *
 * Only numbers a person can be called back on are accepted: fixed lines (2x, 3x except the VoIP 30/38 ranges,
 * Transnistria's 533/552/555/557) and mobiles (6x, 71, 76–79, 562), after the national numbering plan as
 * libphonenumber publishes it. Free-phone (800), shared-cost (808), premium (90x), VoIP and unassigned ranges
 * (1x, 4x, 5x others) are refused: an order form must not make the shop call a premium line or a made-up number.
 */
final class Phone
{
    /** The 8 national digits of a number the shop can call back. */
    private const NATIONAL = '(?:2[1-9]|3[1-79])\d{6}|5(?:33|5[257])\d{5}|562\d{5}|6\d{7}|7[16-9]\d{6}';

    /** A stored (normalised) number, as validation rules check it after normalize(). */
    public const PATTERN = '/^\+373(?:'.self::NATIONAL.')$/';

    public static function normalize(string $typed): ?string
    {
        $digits = preg_replace('/[\s\-().]/', '', $typed) ?? '';
        if (preg_match('/^(?:\+?373|0)?('.self::NATIONAL.')$/', $digits, $match) !== 1) {
            return null;
        }

        return '+373'.$match[1];
    }
}

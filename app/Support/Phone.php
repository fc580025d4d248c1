<?php

declare(strict_types=1);

namespace App\Support;

use App\Rules\PhoneNumber;
use Illuminate\Http\Request;

/**
 * Moldovan phone numbers: one rule for every form that takes one, stored one way, shown one way.
 *
 * Typed: `060 78 22 23`, `+373 60 78 22 23`, `00373 60 782 223`, `+373 (0)60 782 223`, `(022) 78-22-22`, with any
 * spaces, dashes, dots and brackets, also `373…` without the plus and the 8 national digits alone. Stored as `+373`
 * and 8 digits. Shown the shop's local way, `022 78 22 22` / `060 78 22 23` (tel: links keep the stored form).
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

    /** Longer input is not a phone number, whatever it contains. */
    private const MAX_TYPED = 40;

    public static function normalize(string $typed): ?string
    {
        if (mb_strlen($typed) > self::MAX_TYPED) {
            return null;
        }
        $digits = preg_replace('/[\s\-().\/]/u', '', $typed) ?? '';
        // The country code as +373, 00373 or 373, then the trunk 0 people keep out of habit (`+373 (0)60…`), or
        // the trunk 0 alone.
        if (preg_match('/^(?:(?:\+|00)?373)?0?('.self::NATIONAL.')$/', $digits, $match) !== 1) {
            return null;
        }

        return '+373'.$match[1];
    }

    /**
     * The shop's way of showing a stored number, the local one: `022 78 22 22`, `060 78 22 23`.
     * Anything that is not a stored Moldovan number is shown as it is.
     */
    public static function format(?string $stored): string
    {
        if ($stored === null || preg_match('/^\+373(\d{8})$/', $stored, $match) !== 1) {
            return (string) $stored;
        }
        $digits = '0'.$match[1];

        return substr($digits, 0, 3).' '.substr($digits, 3, 2).' '.substr($digits, 5, 2).' '.substr($digits, 7);
    }

    /**
     * Puts the typed number of a form in its stored form before validation; what cannot be read stays as typed so
     * that the rule refuses it, and an empty field becomes null (optional phones).
     */
    public static function prepare(Request $request, string $field = 'phone'): void
    {
        $typed = $request->input($field);
        if (! is_string($typed)) {
            return;
        }
        $typed = trim($typed);
        $request->merge([$field => $typed === '' ? null : (self::normalize($typed) ?? $typed)]);
    }

    /**
     * The validation rules of a phone field, after prepare(): one message, in the visitor's language, for a missing
     * and for a wrong number.
     *
     * @return list<string|PhoneNumber>
     */
    public static function rules(bool $required = true): array
    {
        return $required ? [new PhoneNumber(required: true)] : ['nullable', new PhoneNumber];
    }
}

<?php

declare(strict_types=1);

namespace App\Services\Auth;

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP): HMAC-SHA-1, 6 digits, 30-second steps, the codes of
 * the previous and next step accepted for clock drift. Secrets are Base32 (RFC 4648), as authenticator apps read them.
 */
final class Totp
{
    public const DIGITS = 6;

    public const PERIOD = 30;

    public const WINDOW = 1;

    private const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

    /** A new random secret: 160 bits, the HMAC-SHA-1 key length RFC 4226 recommends. */
    public static function generateSecret(): string
    {
        return self::base32Encode(random_bytes(20));
    }

    public static function step(int $timestamp): int
    {
        return intdiv($timestamp, self::PERIOD);
    }

    /** The code of one time-step; `$digits` other than 6 only for the RFC's 8-digit test vectors. */
    public static function codeAt(string $secret, int $step, int $digits = self::DIGITS, string $algorithm = 'sha1'): string
    {
        return self::hotp(self::base32Decode($secret), $step, $digits, $algorithm);
    }

    /** HOTP (RFC 4226 §5.3) over a raw key. */
    public static function hotp(string $key, int $counter, int $digits = self::DIGITS, string $algorithm = 'sha1'): string
    {
        $hash = hash_hmac($algorithm, pack('J', $counter), $key, true);
        $offset = ord($hash[strlen($hash) - 1]) & 0x0F;
        $binary = ((ord($hash[$offset]) & 0x7F) << 24)
            | (ord($hash[$offset + 1]) << 16)
            | (ord($hash[$offset + 2]) << 8)
            | ord($hash[$offset + 3]);

        return str_pad((string) ($binary % (10 ** $digits)), $digits, '0', STR_PAD_LEFT);
    }

    /**
     * The time-step whose code matches within ±1 step of `$timestamp`, or null. The caller still has to record the
     * step atomically, so that a code (or an older one) cannot be used twice.
     */
    public static function matchingStep(string $secret, string $code, int $timestamp): ?int
    {
        $code = preg_replace('/\s+/', '', $code) ?? '';
        if (preg_match('/^\d{'.self::DIGITS.'}$/', $code) !== 1) {
            return null;
        }

        $current = self::step($timestamp);
        for ($step = $current - self::WINDOW; $step <= $current + self::WINDOW; $step++) {
            if (hash_equals(self::codeAt($secret, $step), $code)) {
                return $step;
            }
        }

        return null;
    }

    /** The `otpauth://` URI authenticator apps scan (Key Uri Format). */
    public static function uri(string $issuer, string $account, string $secret): string
    {
        return 'otpauth://totp/'.rawurlencode($issuer).':'.rawurlencode($account).'?'.http_build_query([
            'secret' => $secret,
            'issuer' => $issuer,
            'algorithm' => 'SHA1',
            'digits' => self::DIGITS,
            'period' => self::PERIOD,
        ], '', '&', PHP_QUERY_RFC3986);
    }

    public static function base32Encode(string $bytes): string
    {
        $bits = '';
        foreach (str_split($bytes) as $byte) {
            $bits .= str_pad(decbin(ord($byte)), 8, '0', STR_PAD_LEFT);
        }
        $out = '';
        foreach (str_split($bits, 5) as $chunk) {
            $out .= self::BASE32[(int) bindec(str_pad($chunk, 5, '0'))];
        }

        return $out;
    }

    public static function base32Decode(string $secret): string
    {
        $secret = strtoupper(preg_replace('/[\s=]+/', '', $secret) ?? '');
        $bits = '';
        foreach (str_split($secret) as $char) {
            $value = strpos(self::BASE32, $char);
            if ($value === false) {
                return '';
            }
            $bits .= str_pad(decbin($value), 5, '0', STR_PAD_LEFT);
        }
        $out = '';
        foreach (str_split($bits, 8) as $chunk) {
            if (strlen($chunk) === 8) {
                $out .= chr((int) bindec($chunk));
            }
        }

        return $out;
    }
}

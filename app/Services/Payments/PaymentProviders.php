<?php

declare(strict_types=1);

namespace App\Services\Payments;

use App\Services\Payments\Maib\MaibCardProvider;
use App\Services\Payments\Maib\MiaQrProvider;
use InvalidArgumentException;

/**
 * The providers the shop pays through, by name as `payments.provider` stores it, and which one serves each online
 * payment method of the checkout. Another provider is one more class and one more line in each map.
 */
final class PaymentProviders
{
    /** Checkout payment methods paid online, and the provider and kind of payment each opens. */
    public const METHODS = [
        'online_card' => ['provider' => 'maib', 'method' => 'card'],
        'mia' => ['provider' => 'mia', 'method' => 'qr'],
    ];

    public const PROVIDERS = ['maib', 'mia'];

    /** @var array<string, PaymentProvider> */
    private array $made = [];

    public function get(string $name): PaymentProvider
    {
        return $this->made[$name] ??= match ($name) {
            'maib' => MaibCardProvider::fromConfig(),
            'mia' => MiaQrProvider::fromConfig(),
            default => throw new InvalidArgumentException("No payment provider $name"),
        };
    }

    public static function isOnline(?string $paymentMethod): bool
    {
        return $paymentMethod !== null && array_key_exists($paymentMethod, self::METHODS);
    }
}

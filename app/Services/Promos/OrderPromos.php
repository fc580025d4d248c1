<?php

declare(strict_types=1);

namespace App\Services\Promos;

use App\Enums\OrderKind;
use App\Exceptions\Orders\PromoCodeRefused;
use App\Models\Order;
use App\Services\Orders\OrderDraft;
use App\Services\Orders\PricedLine;
use App\Support\Phone;

/**
 * The rules of an order being placed, inside PlaceOrder's write transaction: read again with the lines' prices, the
 * customer known by account, phone and e-mail. The checkout's orders get them (a one-click order is priced by a call);
 * a code that no longer applies refuses the order with its reason rather than placing it without the discount shown.
 */
final readonly class OrderPromos
{
    public function __construct(private PromoRules $rules)
    {
    }

    /**
     * @param  list<PricedLine>  $lines
     *
     * @throws PromoCodeRefused
     */
    public function for(OrderDraft $draft, array $lines): PromoResult
    {
        if ($draft->kind !== OrderKind::Checkout) {
            return PromoResult::none(count($lines));
        }
        $items = array_map(static fn (PricedLine $line): array => [$line->product, $line->quantity], $lines);
        $result = $this->rules->evaluate(PromoRules::lines($items), $draft->promoCode, self::customer($draft));
        if ($result->refusal !== null && $draft->promoCode !== null) {
            throw PromoCodeRefused::because($draft->kind, PromoRules::normalize($draft->promoCode), $result->refusal);
        }

        return $result;
    }

    /**
     * @throws PromoCodeRefused
     */
    public function take(Order $order, OrderDraft $draft, PromoResult $result): void
    {
        PromoUses::take($order, $result, self::customer($draft), $draft->kind);
    }

    /**
     * @return list<string>
     */
    private static function customer(OrderDraft $draft): array
    {
        $phone = $draft->details['phone'];

        return PromoRules::customerKeys($draft->owner->userId, Phone::normalize($phone) ?? $phone, $draft->details['email'] ?? null);
    }
}

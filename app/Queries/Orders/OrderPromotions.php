<?php

declare(strict_types=1);

namespace App\Queries\Orders;

use App\Infrastructure\Locale\Locales;
use App\Models\Order;
use Illuminate\Support\Facades\DB;

/**
 * The codes and cart rules an order got, as it kept them when placed (promo_uses: the name and code of that moment,
 * what each took off): one query, for the order page, the back office's order and the mails.
 *
 * @phpstan-type OrderPromo array{label: string, code: string|null, discount: int, free_delivery: bool}
 */
final class OrderPromotions
{
    /**
     * @return list<OrderPromo>
     */
    public static function of(Order $order, ?string $locale = null): array
    {
        if ($order->discount_total === 0 && $order->delivery_fee > 0) {
            return [];
        }
        $promos = [];
        foreach (DB::table('promo_uses')->where('order_id', $order->id)->orderBy('id')->get(['label', 'code', 'discount', 'free_delivery']) as $use) {
            /** @var array<string, string>|null $label */
            $label = json_decode((string) $use->label, true);
            $promos[] = [
                'label' => Locales::pick(is_array($label) ? $label : null, $locale),
                'code' => $use->code === null ? null : (string) $use->code,
                'discount' => (int) $use->discount,
                'free_delivery' => (bool) $use->free_delivery,
            ];
        }

        return $promos;
    }
}

<?php

declare(strict_types=1);

namespace App\Services\Promos;

use App\Enums\OrderKind;
use App\Exceptions\Orders\OrderRevertRefused;
use App\Exceptions\Orders\PromoCodeRefused;
use App\Infrastructure\Locale\Locales;
use App\Models\Order;
use Illuminate\Support\Facades\DB;

/**
 * The uses of rules, taken and given back in the database in one statement each, safe with many workers: inside the
 * order's write transaction a use raises the rule's (and the code's) count only while it is below the limit, and each
 * of the customer's keys only while it is below the per-customer limit; a row count of 0 means someone else took the
 * last one, and the whole order rolls back with the reason. A cancelled or released order's uses go back once: the
 * first statement to set `released_at` on them alone lowers the counts; a reverted cancellation takes them again the
 * same way as at placing (takeAgain).
 */
final class PromoUses
{
    /**
     * @param  list<string>  $customer
     *
     * @throws PromoCodeRefused
     */
    public static function take(Order $order, PromoResult $result, array $customer, OrderKind $kind): void
    {
        $now = now();
        foreach ($result->applied as $applied) {
            $rule = $applied->rule;
            $code = $applied->code;
            $label = $code !== null ? $code->code : $rule->translate('label', $order->locale);
            $taken = DB::table('promo_rules')->where('id', $rule->id)
                ->where(static fn ($query) => $query->whereNull('usage_limit')->orWhereColumn('uses_count', '<', 'usage_limit'))
                ->increment('uses_count');
            if ($taken !== 1) {
                throw PromoCodeRefused::because($kind, $label, new PromoRefusal(PromoRefusal::USED_UP));
            }
            if ($code !== null) {
                $taken = DB::table('promo_codes')->where('id', $code->id)
                    ->where(static fn ($query) => $query->whereNull('usage_limit')->orWhereColumn('uses_count', '<', 'usage_limit'))
                    ->increment('uses_count');
                if ($taken !== 1) {
                    throw PromoCodeRefused::because($kind, $label, new PromoRefusal(PromoRefusal::USED_UP));
                }
            }
            if ($rule->per_customer_limit !== null) {
                foreach ($customer as $key) {
                    DB::table('promo_customer_uses')->insertOrIgnore(['promo_rule_id' => $rule->id, 'customer_key' => $key, 'uses' => 0]);
                    $taken = DB::table('promo_customer_uses')->where('promo_rule_id', $rule->id)->where('customer_key', $key)
                        ->where('uses', '<', $rule->per_customer_limit)->increment('uses');
                    if ($taken !== 1) {
                        throw PromoCodeRefused::because($kind, $label, new PromoRefusal(PromoRefusal::USED_ALREADY));
                    }
                }
            }
            DB::table('promo_uses')->insert([
                'promo_rule_id' => $rule->id,
                'promo_code_id' => $code?->id,
                'order_id' => $order->id,
                'label' => json_encode($rule->label, JSON_THROW_ON_ERROR | JSON_UNESCAPED_UNICODE),
                'code' => $code?->code,
                'discount' => $applied->discount,
                'free_delivery' => $applied->freeDelivery,
                'customer_keys' => json_encode($customer, JSON_THROW_ON_ERROR | JSON_UNESCAPED_UNICODE),
                'created_at' => $now,
            ]);
        }
    }

    /**
     * Gives an order's uses back, once: call inside the transaction that cancels or releases it. Returns how many.
     */
    public static function giveBack(int $orderId): int
    {
        $uses = DB::table('promo_uses')->where('order_id', $orderId)->whereNull('released_at')->get(['id', 'promo_rule_id', 'promo_code_id', 'customer_keys']);
        $given = 0;
        foreach ($uses as $use) {
            if (DB::table('promo_uses')->where('id', $use->id)->whereNull('released_at')->update(['released_at' => now()]) !== 1) {
                continue;
            }
            $given++;
            DB::table('promo_rules')->where('id', $use->promo_rule_id)->where('uses_count', '>', 0)->decrement('uses_count');
            if ($use->promo_code_id !== null) {
                DB::table('promo_codes')->where('id', $use->promo_code_id)->where('uses_count', '>', 0)->decrement('uses_count');
            }
            /** @var list<string> $keys */
            $keys = json_decode((string) $use->customer_keys, true, flags: JSON_THROW_ON_ERROR);
            DB::table('promo_customer_uses')->where('promo_rule_id', $use->promo_rule_id)->whereIn('customer_key', $keys)
                ->where('uses', '>', 0)->decrement('uses');
        }

        return $given;
    }

    /**
     * Takes again the uses a cancellation gave back, when the cancellation is reverted: by the same conditional updates
     * as at placing, so a code used up meanwhile refuses the revert instead of going over its limit. Call inside the
     * revert's transaction; returns how many were taken.
     *
     * @throws OrderRevertRefused naming the code or rule that has no use left
     */
    public static function takeAgain(int $orderId): int
    {
        $uses = DB::table('promo_uses')->join('promo_rules', 'promo_rules.id', '=', 'promo_uses.promo_rule_id')
            ->where('promo_uses.order_id', $orderId)->whereNotNull('promo_uses.released_at')
            ->get(['promo_uses.id', 'promo_uses.promo_rule_id', 'promo_uses.promo_code_id', 'promo_uses.customer_keys', 'promo_uses.code', 'promo_uses.label', 'promo_rules.per_customer_limit']);
        $taken = 0;
        foreach ($uses as $use) {
            /** @var array<string, string>|null $label */
            $label = json_decode((string) $use->label, true);
            $name = $use->code !== null ? (string) $use->code : Locales::pick(is_array($label) ? $label : null);
            $rule = DB::table('promo_rules')->where('id', $use->promo_rule_id)
                ->where(static fn ($query) => $query->whereNull('usage_limit')->orWhereColumn('uses_count', '<', 'usage_limit'))
                ->increment('uses_count');
            $code = $use->promo_code_id === null ? 1 : DB::table('promo_codes')->where('id', $use->promo_code_id)
                ->where(static fn ($query) => $query->whereNull('usage_limit')->orWhereColumn('uses_count', '<', 'usage_limit'))
                ->increment('uses_count');
            if ($rule !== 1 || $code !== 1) {
                throw OrderRevertRefused::promoUsedUp($name);
            }
            if ($use->per_customer_limit !== null) {
                /** @var list<string> $keys */
                $keys = json_decode((string) $use->customer_keys, true, flags: JSON_THROW_ON_ERROR);
                foreach ($keys as $key) {
                    DB::table('promo_customer_uses')->insertOrIgnore(['promo_rule_id' => $use->promo_rule_id, 'customer_key' => $key, 'uses' => 0]);
                    if (DB::table('promo_customer_uses')->where('promo_rule_id', $use->promo_rule_id)->where('customer_key', $key)
                        ->where('uses', '<', (int) $use->per_customer_limit)->increment('uses') !== 1) {
                        throw OrderRevertRefused::promoUsedUp($name);
                    }
                }
            }
            $taken += DB::table('promo_uses')->where('id', $use->id)->whereNotNull('released_at')->update(['released_at' => null]);
        }

        return $taken;
    }
}

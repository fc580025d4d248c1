<?php

declare(strict_types=1);

namespace App\Services\Promos;

use App\Models\PromoCode;
use App\Models\PromoRule;

/**
 * The rules worked out on a cart's lines, in bani, with no database: the caller hands the rules that may apply now
 * (running, not used up: PromoRules) and the code's rule. How several stack (docs/promo-codes.md):
 *
 * - the shopper's code comes first (they chose it), then the automatic rules by priority (highest first, then oldest);
 * - a rule joins the ones already taken only when it and every one of them combine with others, so a rule that does
 *   not combine applies alone, and at most one code is on a cart at all;
 * - each rule takes its part of what is left of a line after the rules before it; a line on a promotion price gets
 *   nothing from a rule that does not combine with promotions;
 * - the minimum subtotal is compared with the cart's subtotal at its selling prices, before any rule.
 */
final class PromoEngine
{
    /**
     * @param  list<PromoLine>  $lines
     * @param  list<PromoRule>  $automatic  the running automatic rules
     * @param  array{0: PromoRule, 1: PromoCode}|null  $code  the code's rule and the code, already found usable now
     */
    public static function apply(array $lines, array $automatic, ?array $code): PromoResult
    {
        $subtotal = array_sum(array_map(static fn (PromoLine $line): int => $line->amount, $lines));
        $left = array_map(static fn (PromoLine $line): int => $line->amount, $lines);
        $refusal = null;

        $candidates = [];
        if ($code !== null) {
            $refusal = self::refusal($code[0], $lines, $subtotal);
            if ($refusal === null) {
                $candidates[] = $code;
            }
        }
        usort($automatic, static fn (PromoRule $a, PromoRule $b): int => [$b->priority, $a->id] <=> [$a->priority, $b->id]);
        foreach ($automatic as $rule) {
            if (self::refusal($rule, $lines, $subtotal) === null) {
                $candidates[] = [$rule, null];
            }
        }

        /** @var list<AppliedRule> $applied */
        $applied = [];
        $discounts = array_fill(0, count($lines), 0);
        foreach ($candidates as [$rule, $ruleCode]) {
            if ($applied !== [] && ! ($rule->combines_with_others && self::allCombine($applied))) {
                continue;
            }
            $eligible = self::eligible($rule, $lines);
            $taken = self::take($rule, $eligible, $left);
            $free = $rule->kind === 'free_delivery';
            if (array_sum($taken) === 0 && ! $free) {
                continue;
            }
            foreach ($taken as $index => $amount) {
                $left[$index] -= $amount;
                $discounts[$index] += $amount;
            }
            $applied[] = new AppliedRule($rule, $ruleCode, array_sum($taken), $free);
        }
        if ($code !== null && $refusal === null && ($applied === [] || $applied[0]->code === null)) {
            // The code fits the cart but takes nothing off what is left (every eligible line already free).
            $refusal = new PromoRefusal(PromoRefusal::NOT_APPLICABLE);
        }

        $free = array_filter($applied, static fn (AppliedRule $one): bool => $one->freeDelivery) !== [];

        return new PromoResult(array_values($discounts), $free, $applied, $refusal);
    }

    /**
     * Why a rule does not fit these lines: below its minimum, or none of its products in the cart.
     *
     * @param  list<PromoLine>  $lines
     */
    public static function refusal(PromoRule $rule, array $lines, int $subtotal): ?PromoRefusal
    {
        if ($subtotal < $rule->min_subtotal) {
            return new PromoRefusal(PromoRefusal::MIN_SUBTOTAL, ['amount' => $rule->min_subtotal]);
        }
        if (self::eligible($rule, $lines) === []) {
            return new PromoRefusal(PromoRefusal::NOT_APPLICABLE);
        }

        return null;
    }

    /**
     * The indexes of the lines the rule reaches.
     *
     * @param  list<PromoLine>  $lines
     * @return list<int>
     */
    public static function eligible(PromoRule $rule, array $lines): array
    {
        $ids = array_map('intval', $rule->scope_ids ?? []);
        $indexes = [];
        foreach ($lines as $index => $line) {
            if ($line->onPromotion && ! $rule->combines_with_promotions) {
                continue;
            }
            $in = match ($rule->scope) {
                'categories' => array_intersect($line->categoryIds, $ids) !== [],
                'brands' => in_array($line->brandId, $ids, true),
                'products' => in_array($line->productId, $ids, true),
                default => true,
            };
            if ($in) {
                $indexes[] = $index;
            }
        }

        return $indexes;
    }

    /**
     * What the rule takes off each eligible line, from what is left of it: a percentage rounded to the ban on each
     * line, or an amount shared by the lines in proportion to what is left of them (the bani a division leaves go to
     * the largest remainders, so the parts add up to the amount exactly).
     *
     * @param  list<int>  $eligible
     * @param  array<int, int>  $left
     * @return array<int, int>
     */
    private static function take(PromoRule $rule, array $eligible, array $left): array
    {
        $taken = [];
        if ($rule->kind === 'percent') {
            $percent = min(100, max(0, $rule->value));
            foreach ($eligible as $index) {
                $taken[$index] = min($left[$index], intdiv($left[$index] * $percent + 50, 100));
            }

            return $taken;
        }
        if ($rule->kind !== 'amount') {
            return [];
        }
        $base = array_sum(array_map(static fn (int $index): int => $left[$index], $eligible));
        $amount = min(max(0, $rule->value), $base);
        if ($amount === 0) {
            return [];
        }
        $remainders = [];
        foreach ($eligible as $index) {
            $share = $amount * $left[$index];
            $taken[$index] = intdiv($share, $base);
            $remainders[$index] = $share % $base;
        }
        $short = $amount - array_sum($taken);
        arsort($remainders);
        foreach (array_keys($remainders) as $index) {
            if ($short <= 0) {
                break;
            }
            $taken[$index]++;
            $short--;
        }

        return $taken;
    }

    /**
     * @param  list<AppliedRule>  $applied
     */
    private static function allCombine(array $applied): bool
    {
        foreach ($applied as $one) {
            if (! $one->rule->combines_with_others) {
                return false;
            }
        }

        return true;
    }
}

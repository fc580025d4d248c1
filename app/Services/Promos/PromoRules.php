<?php

declare(strict_types=1);

namespace App\Services\Promos;

use App\Models\Product;
use App\Models\PromoCode;
use App\Models\PromoRule;
use App\Support\Dates;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Support\Facades\DB;

/**
 * The database's side of the rules: a typed code found (trimmed, any case), whether a rule may be used now by this
 * customer, the running automatic rules, and the cart's or order's lines worked out with them (PromoEngine).
 */
final class PromoRules
{
    /** The longest code kept; anything longer is no code of ours. */
    public const MAX_LENGTH = 32;

    public static function normalize(string $typed): string
    {
        return mb_strtoupper(trim($typed), 'UTF-8');
    }

    /**
     * A customer as the per-customer limits know them: the account, the phone as Phone::normalize keeps it and the
     * e-mail in lower case; any of them already used counts.
     *
     * @return list<string>
     */
    public static function customerKeys(?int $userId, ?string $phone = null, ?string $email = null): array
    {
        $keys = [];
        if ($userId !== null) {
            $keys[] = 'u:'.$userId;
        }
        if ($phone !== null && $phone !== '') {
            $keys[] = 'p:'.$phone;
        }
        if ($email !== null && trim($email) !== '') {
            $keys[] = 'e:'.mb_strtolower(trim($email), 'UTF-8');
        }

        return $keys;
    }

    /**
     * The lines of products and quantities as the rules see them; the products carry their selling price already
     * (PromotionalPrices::give).
     *
     * @param  list<array{0: Product, 1: int}>  $items
     * @return list<PromoLine>
     */
    public static function lines(array $items): array
    {
        return array_map(static fn (array $item): PromoLine => new PromoLine(
            $item[0]->id,
            array_values(array_unique(array_filter([$item[0]->category_id, $item[0]->category_root_id, $item[0]->category_sub_id], static fn (?int $id): bool => $id !== null))),
            $item[0]->brand_id,
            $item[0]->sellingPrice() * $item[1],
            $item[0]->promotionalPrice() !== null,
        ), $items);
    }

    /**
     * The rules worked out on the lines for a typed code (or none) and a customer. Inside the order's transaction the
     * rows are read again there, so the order is priced with the rules as they are when it is placed.
     *
     * @param  list<PromoLine>  $lines
     * @param  list<string>  $customer
     */
    public function evaluate(array $lines, ?string $typed, array $customer): PromoResult
    {
        $code = null;
        $refusal = null;
        if ($typed !== null && $typed !== '') {
            $found = $this->find($typed);
            $refusal = $found === null ? new PromoRefusal(PromoRefusal::UNKNOWN) : $this->usable($found->rule, $found, $customer);
            if ($found !== null && $refusal === null) {
                $code = [$found->rule, $found];
            }
        }
        $automatic = array_values(array_filter($this->runningAutomatic(), fn (PromoRule $rule): bool => $this->usable($rule, null, $customer) === null));
        $result = PromoEngine::apply($lines, $automatic, $code);

        return $refusal === null ? $result : new PromoResult($result->lineDiscounts, $result->freeDelivery, $result->applied, $refusal);
    }

    public function find(string $typed): ?PromoCode
    {
        $code = self::normalize($typed);
        if ($code === '' || mb_strlen($code) > self::MAX_LENGTH) {
            return null;
        }
        /** @var PromoCode|null $found */
        $found = PromoCode::query()->with('rule')->where('code', $code)->first();

        return $found !== null && ! $found->rule->automatic ? $found : null;
    }

    /**
     * Why the rule (through this code) cannot be used now by the customer, or null: paused or ended, not begun, its
     * uses or the code's all taken, or this customer's.
     *
     * @param  list<string>  $customer
     */
    public function usable(PromoRule $rule, ?PromoCode $code, array $customer): ?PromoRefusal
    {
        $now = now();
        if ($rule->status !== 'active' || ($rule->ends_at !== null && $rule->ends_at <= $now)) {
            return new PromoRefusal(PromoRefusal::ENDED);
        }
        if ($rule->starts_at !== null && $rule->starts_at > $now) {
            return new PromoRefusal(PromoRefusal::NOT_STARTED, ['date' => Dates::shownDateTime($rule->starts_at)]);
        }
        if (($rule->usage_limit !== null && $rule->uses_count >= $rule->usage_limit)
            || ($code !== null && $code->usage_limit !== null && $code->uses_count >= $code->usage_limit)) {
            return new PromoRefusal(PromoRefusal::USED_UP);
        }
        if ($rule->per_customer_limit !== null && $customer !== []) {
            $most = (int) DB::table('promo_customer_uses')->where('promo_rule_id', $rule->id)->whereIn('customer_key', $customer)->max('uses');
            if ($most >= $rule->per_customer_limit) {
                return new PromoRefusal(PromoRefusal::USED_ALREADY);
            }
        }

        return null;
    }

    /**
     * @return list<PromoRule>
     */
    private function runningAutomatic(): array
    {
        $now = now();

        /** @var list<PromoRule> $rules */
        $rules = PromoRule::query()->where('automatic', true)->where('status', 'active')
            ->where(static fn (Builder $query) => $query->whereNull('starts_at')->orWhere('starts_at', '<=', $now))
            ->where(static fn (Builder $query) => $query->whereNull('ends_at')->orWhere('ends_at', '>', $now))
            ->orderByDesc('priority')->orderBy('id')->get()->all();

        return $rules;
    }
}

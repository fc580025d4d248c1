<?php

declare(strict_types=1);

namespace App\Actions\Marketing;

use App\Infrastructure\Security\StaffActor;
use App\Models\PromoCode;
use App\Models\PromoRule;
use App\Services\Audit\AuditLog;
use App\Services\Audit\ChangedFields;
use App\Support\Text;
use Illuminate\Support\Facades\DB;

/**
 * Creates or changes a code or automatic cart rule with its main code, in the audit log as `promo_rule.create` or
 * `promo_rule.update`. A rule's uses stay as they are: changing a limit below them only stops further uses.
 */
final class SavePromoRule
{
    /**
     * @param  array<string, mixed>  $values
     */
    public function handle(?PromoRule $rule, array $values, ?string $code, StaffActor $actor): PromoRule
    {
        return DB::transaction(static function () use ($rule, $values, $code, $actor): PromoRule {
            $rule ??= new PromoRule;
            $creating = ! $rule->exists;
            $before = $creating ? [] : self::snapshot($rule);
            $rule->fill($values)->save();
            /** @var PromoCode|null $main */
            $main = PromoCode::query()->where('promo_rule_id', $rule->id)->orderBy('id')->first();
            if ($code !== null && $main === null) {
                PromoCode::query()->create(['promo_rule_id' => $rule->id, 'code' => $code]);
            } elseif ($code !== null && $main->code !== $code) {
                $main->forceFill(['code' => $code])->save();
            }
            [$old, $new] = ChangedFields::between($before, self::snapshot($rule));
            if ($creating || $new !== []) {
                AuditLog::record($actor, $creating ? 'promo_rule.create' : 'promo_rule.update', $rule, $old, $new, $rule->translate('label', 'ro'));
            }

            return $rule;
        });
    }

    /**
     * What the audit log keeps of a rule, in fields it names in words.
     *
     * @return array<string, mixed>
     */
    public static function snapshot(PromoRule $rule): array
    {
        $scope = [];
        foreach (['ro', 'ru'] as $locale) {
            $scope[$locale] = Text::get('admin.promo_codes.scope.'.$rule->scope, [], $locale);
        }

        return [
            'label' => $rule->label,
            'code' => PromoCode::query()->where('promo_rule_id', $rule->id)->orderBy('id')->value('code'),
            'is_automatic' => $rule->automatic,
            'discount_type' => $rule->kind === 'free_delivery' ? null : $rule->kind,
            'discount_percent' => $rule->kind === 'percent' ? $rule->value : null,
            'discount_amount' => $rule->kind === 'amount' ? $rule->value : null,
            'is_free_delivery' => $rule->kind === 'free_delivery',
            'applies_to' => $scope,
            'products' => $rule->scope === 'cart' ? null : $rule->scope_ids,
            'min_amount' => $rule->min_subtotal,
            'starts_at' => $rule->starts_at?->toDateTimeString(),
            'ends_at' => $rule->ends_at?->toDateTimeString(),
            'usage_limit' => $rule->usage_limit,
            'per_customer_limit' => $rule->per_customer_limit,
            'is_with_promotions' => $rule->combines_with_promotions,
            'is_with_others' => $rule->combines_with_others,
            'priority' => $rule->priority,
        ];
    }
}

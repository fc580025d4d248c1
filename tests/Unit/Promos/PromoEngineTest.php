<?php

declare(strict_types=1);

namespace Tests\Unit\Promos;

use App\Models\PromoCode;
use App\Models\PromoRule;
use App\Services\Promos\PromoEngine;
use App\Services\Promos\PromoLine;
use App\Services\Promos\PromoRefusal;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/** The rules worked out on lines in bani, without a database (docs/promo-codes.md). */
final class PromoEngineTest extends TestCase
{
    /**
     * @param  array<string, mixed>  $attributes
     */
    private static function rule(int $id, array $attributes): PromoRule
    {
        $rule = new PromoRule;
        $rule->forceFill(['id' => $id, 'label' => ['ro' => 'R'.$id, 'ru' => 'R'.$id], 'kind' => 'percent', 'value' => 10, 'scope' => 'cart',
            'scope_ids' => null, 'min_subtotal' => 0, 'priority' => 0, 'combines_with_promotions' => false, 'combines_with_others' => false, ...$attributes]);

        return $rule;
    }

    /**
     * @return array{0: PromoRule, 1: PromoCode}
     */
    private static function code(PromoRule $rule, string $code = 'CODE'): array
    {
        $promoCode = new PromoCode;
        $promoCode->forceFill(['id' => $rule->id, 'promo_rule_id' => $rule->id, 'code' => $code]);

        return [$rule, $promoCode];
    }

    private static function line(int $product, int $amount, int $category = 10, int $brand = 1, bool $onPromotion = false, int $root = 1): PromoLine
    {
        return new PromoLine($product, [$category, $root], $brand, $amount, $onPromotion);
    }

    #[Test]
    public function a_percentage_rounds_each_line_to_the_ban(): void
    {
        // 10 % of 33 333 bani is 3 333.3 → 3 333; of 16 665 is 1 666.5 → 1 667 (half up).
        $result = PromoEngine::apply([self::line(1, 33_333), self::line(2, 16_665)], [], self::code(self::rule(1, ['value' => 10])));

        $this->assertSame([3_333, 1_667], $result->lineDiscounts);
        $this->assertSame(5_000, $result->discount());
        $this->assertNull($result->refusal);
        $this->assertSame('CODE', $result->code()?->code?->code);
    }

    #[Test]
    public function an_amount_is_shared_in_proportion_and_adds_up_to_the_ban(): void
    {
        // 100 lei over three equal lines: 3 333, 3 333, 3 334 bani — never a ban lost or added.
        $result = PromoEngine::apply([self::line(1, 50_000), self::line(2, 50_000), self::line(3, 50_000)], [], self::code(self::rule(1, ['kind' => 'amount', 'value' => 10_000])));

        $this->assertSame(10_000, $result->discount());
        $this->assertSame([3_334, 3_333, 3_333], $result->lineDiscounts);
        // Never more than the goods cost.
        $capped = PromoEngine::apply([self::line(1, 5_000)], [], self::code(self::rule(1, ['kind' => 'amount', 'value' => 20_000])));
        $this->assertSame([5_000], $capped->lineDiscounts);
    }

    #[Test]
    public function a_minimum_subtotal_refuses_a_smaller_cart_with_the_amount(): void
    {
        $rule = self::rule(1, ['kind' => 'amount', 'value' => 20_000, 'min_subtotal' => 300_000]);

        $below = PromoEngine::apply([self::line(1, 299_999)], [], self::code($rule));
        $this->assertSame(PromoRefusal::MIN_SUBTOTAL, $below->refusal?->reason);
        $this->assertSame(['amount' => 300_000], $below->refusal->params);
        $this->assertSame(0, $below->discount());

        $this->assertSame(20_000, PromoEngine::apply([self::line(1, 300_000)], [], self::code($rule))->discount());
    }

    #[Test]
    public function categories_reach_their_subcategories_brands_and_products_only_their_own(): void
    {
        $lines = [self::line(1, 10_000, category: 11, brand: 1, root: 5), self::line(2, 10_000, category: 12, brand: 2, root: 6)];

        // Category 5 is line 1's parent: its subcategory 11 is reached.
        $this->assertSame([1_000, 0], PromoEngine::apply($lines, [], self::code(self::rule(1, ['scope' => 'categories', 'scope_ids' => [5]])))->lineDiscounts);
        $this->assertSame([0, 1_000], PromoEngine::apply($lines, [], self::code(self::rule(1, ['scope' => 'brands', 'scope_ids' => [2]])))->lineDiscounts);
        $this->assertSame([1_000, 0], PromoEngine::apply($lines, [], self::code(self::rule(1, ['scope' => 'products', 'scope_ids' => [1]])))->lineDiscounts);

        $none = PromoEngine::apply($lines, [], self::code(self::rule(1, ['scope' => 'brands', 'scope_ids' => [9]])));
        $this->assertSame(PromoRefusal::NOT_APPLICABLE, $none->refusal?->reason);
        $this->assertSame([0, 0], $none->lineDiscounts);
    }

    #[Test]
    public function a_line_on_a_promotion_price_gets_nothing_unless_the_rule_combines_with_promotions(): void
    {
        $lines = [self::line(1, 10_000, onPromotion: true), self::line(2, 10_000)];

        $this->assertSame([0, 1_000], PromoEngine::apply($lines, [], self::code(self::rule(1, [])))->lineDiscounts);
        $this->assertSame([1_000, 1_000], PromoEngine::apply($lines, [], self::code(self::rule(1, ['combines_with_promotions' => true])))->lineDiscounts);

        $onlyPromoted = PromoEngine::apply([self::line(1, 10_000, onPromotion: true)], [], self::code(self::rule(1, [])));
        $this->assertSame(PromoRefusal::NOT_APPLICABLE, $onlyPromoted->refusal?->reason);
    }

    #[Test]
    public function free_delivery_takes_nothing_off_the_goods(): void
    {
        $result = PromoEngine::apply([self::line(1, 10_000)], [], self::code(self::rule(1, ['kind' => 'free_delivery'])));

        $this->assertTrue($result->freeDelivery);
        $this->assertSame(0, $result->discount());
        $this->assertNull($result->refusal);
        $this->assertFalse(PromoEngine::apply([self::line(1, 10_000)], [], null)->freeDelivery);
    }

    #[Test]
    public function automatic_rules_apply_by_priority_and_one_that_does_not_combine_applies_alone(): void
    {
        $lines = [self::line(1, 100_000)];
        $low = self::rule(1, ['value' => 5, 'priority' => 1, 'combines_with_others' => true]);
        $high = self::rule(2, ['value' => 10, 'priority' => 9, 'combines_with_others' => true]);

        // Both combine: 10 % first (higher priority), then 5 % of what is left: 10 000 + 4 500.
        $both = PromoEngine::apply($lines, [$low, $high], null);
        $this->assertSame([2, 1], array_map(static fn ($applied): int => $applied->rule->id, $both->applied));
        $this->assertSame(14_500, $both->discount());

        // The higher one does not combine: it applies alone.
        $alone = PromoEngine::apply($lines, [$low, self::rule(2, ['value' => 10, 'priority' => 9])], null);
        $this->assertSame([2], array_map(static fn ($applied): int => $applied->rule->id, $alone->applied));
        $this->assertSame(10_000, $alone->discount());
    }

    #[Test]
    public function a_code_comes_first_and_joins_automatic_rules_only_when_both_combine(): void
    {
        $lines = [self::line(1, 100_000)];
        $automatic = self::rule(1, ['kind' => 'amount', 'value' => 5_000, 'combines_with_others' => true]);

        $exclusive = PromoEngine::apply($lines, [$automatic], self::code(self::rule(2, ['value' => 10])));
        $this->assertSame([2], array_map(static fn ($applied): int => $applied->rule->id, $exclusive->applied));
        $this->assertSame(10_000, $exclusive->discount());

        $combined = PromoEngine::apply($lines, [$automatic], self::code(self::rule(2, ['value' => 10, 'combines_with_others' => true])));
        $this->assertSame([2, 1], array_map(static fn ($applied): int => $applied->rule->id, $combined->applied));
        $this->assertSame(15_000, $combined->discount());

        // An automatic rule that does not combine keeps out of a code's cart.
        $automaticAlone = self::rule(1, ['kind' => 'amount', 'value' => 5_000]);
        $codeWins = PromoEngine::apply($lines, [$automaticAlone], self::code(self::rule(2, ['value' => 10, 'combines_with_others' => true])));
        $this->assertSame([2], array_map(static fn ($applied): int => $applied->rule->id, $codeWins->applied));

        // Without the code, the automatic rule shows on its own.
        $this->assertSame(5_000, PromoEngine::apply($lines, [$automaticAlone], null)->discount());
    }

    #[Test]
    public function a_percentage_never_takes_more_than_a_line_has_left(): void
    {
        $lines = [self::line(1, 10_001)];
        $all = self::rule(1, ['value' => 100, 'combines_with_others' => true, 'priority' => 5]);
        $more = self::rule(2, ['value' => 50, 'combines_with_others' => true]);

        $result = PromoEngine::apply($lines, [$all, $more], null);
        $this->assertSame([10_001], $result->lineDiscounts);
        // The second takes nothing from a line already free, so it is not listed as applied.
        $this->assertCount(1, $result->applied);
    }
}

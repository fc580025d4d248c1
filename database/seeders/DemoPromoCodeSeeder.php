<?php

declare(strict_types=1);

namespace Database\Seeders;

use App\Models\Category;
use App\Models\PromoCode;
use App\Models\PromoRule;
use Illuminate\Database\Seeder;

/**
 * The demo's promo codes and one automatic cart rule, for trying them in the cart (README, docs/promo-codes.md):
 * IARNA10 (10 % off kitchen appliances), MINUS200 (200 lei off from 3 000 lei), LIVRARE0 (free delivery) and, without a
 * code, 5 % off gaming and electric transport in a cart of 5 000 lei or more.
 */
final class DemoPromoCodeSeeder extends Seeder
{
    public function run(): void
    {
        $kitchen = (int) Category::query()->where('slug', 'tehnica-de-bucatarie')->value('id');
        $gaming = (int) Category::query()->where('slug', 'gaming-si-transport-electric')->value('id');

        $this->code('IARNA10', [
            'label' => ['ro' => 'Iarna în bucătărie: −10%', 'ru' => 'Зима на кухне: −10%'],
            'kind' => 'percent', 'value' => 10, 'scope' => 'categories', 'scope_ids' => [$kitchen], 'per_customer_limit' => 1,
        ]);
        $this->code('MINUS200', [
            'label' => ['ro' => '200 lei reducere de la 3 000 lei', 'ru' => 'Скидка 200 лей от 3 000 лей'],
            'kind' => 'amount', 'value' => 20_000, 'min_subtotal' => 300_000, 'usage_limit' => 1_000,
        ]);
        $this->code('LIVRARE0', [
            'label' => ['ro' => 'Livrare gratuită', 'ru' => 'Бесплатная доставка'],
            'kind' => 'free_delivery', 'combines_with_others' => true, 'combines_with_promotions' => true,
        ]);
        PromoRule::query()->create([
            'label' => ['ro' => 'Gaming: −5% la coșuri de la 5 000 lei', 'ru' => 'Гейминг: −5% в корзинах от 5 000 лей'],
            'automatic' => true, 'kind' => 'percent', 'value' => 5, 'scope' => 'categories', 'scope_ids' => [$gaming],
            'min_subtotal' => 500_000, 'combines_with_others' => true,
        ]);
    }

    /**
     * @param  array<string, mixed>  $attributes
     */
    private function code(string $code, array $attributes): void
    {
        $rule = PromoRule::query()->create($attributes);
        PromoCode::query()->create(['promo_rule_id' => $rule->id, 'code' => $code]);
    }
}

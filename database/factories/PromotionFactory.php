<?php

declare(strict_types=1);

namespace Database\Factories;

use App\Models\Promotion;
use Illuminate\Database\Eloquent\Factories\Factory;

/**
 * A published promotion that started yesterday and ends in ten days.
 *
 * @extends Factory<Promotion>
 */
final class PromotionFactory extends Factory
{
    protected $model = Promotion::class;

    /**
     * @return array<string, mixed>
     */
    public function definition(): array
    {
        $number = fake()->unique()->numberBetween(1, 1_000_000);

        return [
            'slug' => 'promotie-'.$number,
            'title' => ['ro' => "Promoția {$number}", 'ru' => "Акция {$number}"],
            'summary' => ['ro' => 'Prețuri mai mici la produsele selectate.', 'ru' => 'Сниженные цены на выбранные товары.'],
            'description' => [
                'ro' => "Reduceri la produsele din listă.\n\nOferta este valabilă în toate magazinele.",
                'ru' => "Скидки на товары из списка.\n\nПредложение действует во всех магазинах.",
            ],
            'terms' => [
                'ro' => 'Stocul este limitat.',
                'ru' => 'Количество товара ограничено.',
            ],
            'banner' => null,
            'starts_at' => now()->subDay(),
            'ends_at' => now()->addDays(10),
            'is_published' => true,
            'sort' => 0,
        ];
    }

    public function expired(): self
    {
        return $this->state(fn (): array => ['starts_at' => now()->subDays(30), 'ends_at' => now()->subDay()]);
    }

    public function upcoming(): self
    {
        return $this->state(fn (): array => ['starts_at' => now()->addDay(), 'ends_at' => now()->addDays(30)]);
    }

    public function unpublished(): self
    {
        return $this->state(fn (): array => ['is_published' => false]);
    }
}

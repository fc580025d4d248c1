<?php

declare(strict_types=1);

namespace Database\Factories;

use App\Models\CreditProgramme;
use Illuminate\Database\Eloquent\Factories\Factory;

/**
 * An active, open-ended credit programme with no fee and no interest, for any amount; tests set the terms they
 * compare. The partner is named after the slug.
 *
 * @extends Factory<CreditProgramme>
 */
final class CreditProgrammeFactory extends Factory
{
    protected $model = CreditProgramme::class;

    /**
     * @return array<string, mixed>
     */
    public function definition(): array
    {
        return [
            'slug' => 'programme-'.fake()->unique()->numberBetween(1, 1_000_000),
            'partner' => static fn (array $attributes): string => ucfirst((string) $attributes['slug']),
            'name' => ['ro' => 'Rate', 'ru' => 'Рассрочка'],
            'months' => 12,
            'monthly_fee_bp' => 0,
            'annual_rate_bp' => 0,
            'min_amount' => 0,
            'max_amount' => null,
            'is_active' => true,
            'valid_until' => null,
            'sort' => 0,
        ];
    }
}

<?php

declare(strict_types=1);

namespace Database\Seeders;

use App\Models\CreditProgramme;
use Illuminate\Database\Seeder;

/**
 * Credit programmes of partners seen in Moldova (market.md), with their usual terms.
 */
final class DemoCreditSeeder extends Seeder
{
    public function run(): void
    {
        $programmes = [
            ['iute-credit-36', 'Iute Credit', 'Rate până la 36 de luni', 'Рассрочка до 36 месяцев', 36, 200, 0, 100_000, 10_000_000],
            ['microinvest-24', 'Microinvest', 'Credit pe 24 de luni', 'Кредит на 24 месяца', 24, 0, 2_400, 200_000, 15_000_000],
            ['easy-credit-18', 'Easy Credit', 'Rate pe 18 luni', 'Рассрочка на 18 месяцев', 18, 100, 0, 100_000, 8_000_000],
            ['maib-liber-card-12', 'maib Liber Card', '0% până la 12 luni', '0% до 12 месяцев', 12, 0, 0, 50_000, 5_000_000],
            ['virtula-3', 'Virtula', 'Cumpără acum, plătește în 3 luni', 'Купи сейчас, плати через 3 месяца', 3, 0, 0, 20_000, 2_000_000],
        ];

        foreach ($programmes as $sort => [$slug, $partner, $ro, $ru, $months, $fee, $rate, $min, $max]) {
            CreditProgramme::query()->create([
                'slug' => $slug,
                'partner' => $partner,
                'name' => ['ro' => $ro, 'ru' => $ru],
                'months' => $months,
                'monthly_fee_bp' => $fee,
                'annual_rate_bp' => $rate,
                'min_amount' => $min,
                'max_amount' => $max,
                'is_active' => true,
                'sort' => $sort,
            ]);
        }
    }
}

<?php

declare(strict_types=1);

namespace App\Queries\Credit;

use App\Models\CreditProgramme;

/**
 * The programmes as the credit page's calculator needs them: their terms to compute with in the browser (fee and
 * rate in basis points), the amounts each accepts in bani and the terms a shopper may pick.
 *
 * @phpstan-type CalculatorProgramme array{slug: string, partner: string, name: string, months: int, monthly_fee_bp: int, annual_rate_bp: int, min_amount: int, max_amount: int|null, terms: list<int>, valid_until: string|null}
 */
final class CalculatorProgrammes
{
    /**
     * @return CalculatorProgramme
     */
    public static function programme(CreditProgramme $programme): array
    {
        return [
            'slug' => $programme->slug,
            'partner' => $programme->partner,
            'name' => $programme->translate('name'),
            'months' => $programme->months,
            'monthly_fee_bp' => $programme->monthly_fee_bp,
            'annual_rate_bp' => $programme->annual_rate_bp,
            'min_amount' => $programme->min_amount,
            'max_amount' => $programme->max_amount,
            'terms' => $programme->termOptions(),
            'valid_until' => $programme->valid_until?->toDateString(),
        ];
    }

    /**
     * @param  iterable<CreditProgramme>  $programmes
     * @return list<CalculatorProgramme>
     */
    public static function programmes(iterable $programmes): array
    {
        $list = [];
        foreach ($programmes as $programme) {
            $list[] = self::programme($programme);
        }

        return $list;
    }
}

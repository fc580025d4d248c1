<?php

declare(strict_types=1);

namespace App\Services\Credit;

use App\Models\CreditProgramme;
use App\Queries\Credit\CreditProgrammes;

/**
 * The credit programmes offered for one price, each with what the shopper pays a month and in all: the table on the
 * product page, the checkout's choices and the order. The teaser (CreditTeaser) is one of its rows' plans: the 0%
 * row's where there is one, else the cheapest a month.
 *
 * @phpstan-type Row array{slug: string, partner: string, name: string, months: int, monthly_fee_bp: int, annual_rate_bp: int, monthly_payment: int, monthly_payment_exact: int, total: int}
 */
final readonly class CreditProgrammeTable
{
    public function __construct(private CreditProgrammes $programmes)
    {
    }

    /**
     * Programmes that accept the price, in display order.
     *
     * @return list<Row>
     */
    public function rows(int $priceBani): array
    {
        $rows = [];
        foreach ($this->programmes->available() as $programme) {
            if ($programme->accepts($priceBani)) {
                $rows[] = self::row($programme, $priceBani);
            }
        }

        return $rows;
    }

    /**
     * One programme for one price. Money in bani: `monthly_payment_exact` to the ban as the contract computes it,
     * `monthly_payment` rounded up to whole lei as shops show it, `total` what the contract adds up to.
     *
     * @return Row
     */
    public static function row(CreditProgramme $programme, int $priceBani): array
    {
        $terms = $programme->terms();
        $exact = $terms->monthlyPayment($priceBani);

        return [
            'slug' => $programme->slug,
            'partner' => $programme->partner,
            'name' => $programme->translate('name'),
            'months' => $terms->months,
            'monthly_fee_bp' => $terms->monthlyFeeBasisPoints,
            'annual_rate_bp' => $terms->annualRateBasisPoints,
            'monthly_payment' => self::roundUpToLeu($exact),
            'monthly_payment_exact' => $exact,
            'total' => $terms->totalPayable($priceBani),
        ];
    }

    /** 850,19 lei is shown as 851 lei: a teaser never promises less than the contract asks. */
    public static function roundUpToLeu(int $bani): int
    {
        return intdiv($bani + 99, 100) * 100;
    }
}

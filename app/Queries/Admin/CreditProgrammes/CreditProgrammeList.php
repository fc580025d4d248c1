<?php

declare(strict_types=1);

namespace App\Queries\Admin\CreditProgrammes;

use App\Models\CreditProgramme;
use App\Support\Dates;

/** Every credit programme for the back office, in the shop's order, shaped for the list and the form. */
final class CreditProgrammeList
{
    /**
     * @return list<array<string, mixed>>
     */
    public function rows(): array
    {
        /** @var \Illuminate\Database\Eloquent\Collection<int, CreditProgramme> $programmes */
        $programmes = CreditProgramme::query()->orderBy('sort')->orderBy('id')->get();

        return array_values(array_map($this->row(...), $programmes->all()));
    }

    /**
     * @return array<string, mixed>
     */
    public function row(CreditProgramme $programme): array
    {
        $today = Dates::today();

        return [
            'id' => $programme->id,
            'slug' => $programme->slug,
            'partner' => $programme->partner,
            'name' => ['ro' => $programme->name['ro'] ?? '', 'ru' => $programme->name['ru'] ?? ''],
            'months' => $programme->months,
            'monthly_fee' => self::percent($programme->monthly_fee_bp),
            'annual_rate' => self::percent($programme->annual_rate_bp),
            'min_amount' => intdiv($programme->min_amount, 100),
            'max_amount' => $programme->max_amount === null ? null : intdiv($programme->max_amount, 100),
            'valid_until' => $programme->valid_until?->toDateString(),
            'is_active' => $programme->is_active,
            'expired' => $programme->valid_until !== null && $programme->valid_until->toDateString() < $today,
            'sort' => $programme->sort,
        ];
    }

    /** Basis points as the percent staff type: 99 → "0.99", 1200 → "12". */
    private static function percent(int $basisPoints): string
    {
        return rtrim(rtrim(number_format($basisPoints / 100, 2, '.', ''), '0'), '.');
    }
}

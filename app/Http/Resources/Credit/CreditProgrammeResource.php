<?php

declare(strict_types=1);

namespace App\Http\Resources\Credit;

use App\Models\CreditProgramme;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/**
 * A programme as the credit page's calculator needs it: its terms to compute with in the browser (fee and rate in
 * basis points), the amounts it accepts in bani and the terms a shopper may pick.
 *
 * @mixin CreditProgramme
 */
final class CreditProgrammeResource extends JsonResource
{
    /**
     * @return array<string, mixed>
     */
    public function toArray(Request $request): array
    {
        /** @var CreditProgramme $programme */
        $programme = $this->resource;

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
}

<?php

declare(strict_types=1);

namespace App\Actions\Credit;

use App\Infrastructure\Security\StaffActor;
use App\Models\CreditProgramme;
use App\Services\Audit\AuditLog;
use App\Services\Audit\ChangedFields;
use Illuminate\Support\Facades\DB;

/** Creates a credit programme or changes one; the cached list shoppers see is dropped once the change is kept. */
final class SaveCreditProgramme
{
    /**
     * @param  array<string, mixed>  $values  the table's columns (amounts in bani, fee and rate in basis points)
     */
    public function handle(?CreditProgramme $programme, array $values, StaffActor $actor): CreditProgramme
    {
        $saved = DB::transaction(function () use ($programme, $values, $actor): CreditProgramme {
            $programme ??= new CreditProgramme;
            $creating = ! $programme->exists;
            $before = $creating ? [] : $this->snapshot($programme);
            $programme->fill($values)->save();
            [$old, $new] = ChangedFields::between($before, $this->snapshot($programme));
            if ($creating || $new !== []) {
                AuditLog::record($actor, $creating ? 'credit_programme.create' : 'credit_programme.update', $programme, $old, $new, $programme->partner.' · '.$programme->slug);
            }

            return $programme;
        });

        return $saved;
    }

    /**
     * @return array<string, mixed>
     */
    private function snapshot(CreditProgramme $programme): array
    {
        return [
            'slug' => $programme->slug,
            'partner' => $programme->partner,
            'name' => $programme->name,
            'months' => $programme->months,
            'monthly_fee_bp' => $programme->monthly_fee_bp,
            'annual_rate_bp' => $programme->annual_rate_bp,
            'min_amount' => $programme->min_amount,
            'max_amount' => $programme->max_amount,
            'valid_until' => $programme->valid_until?->toDateString(),
            'is_active' => $programme->is_active,
            'sort' => $programme->sort,
        ];
    }
}

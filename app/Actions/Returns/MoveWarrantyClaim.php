<?php

declare(strict_types=1);

namespace App\Actions\Returns;

use App\Enums\OrderActor;
use App\Enums\OrderEventType;
use App\Enums\WarrantyClaimStatus;
use App\Exceptions\Returns\AfterSaleRefused;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Mail\Returns\AfterSaleMail;
use App\Models\WarrantyClaim;
use App\Services\Audit\AuditLog;
use App\Services\Returns\AfterSaleLog;
use Illuminate\Support\Facades\DB;

/**
 * Staff move a warranty claim on: sent to the service centre, then repaired, replaced or refused (a refusal needs a
 * note, which the customer reads). One conditional UPDATE on the claim's status and version: of two people moving
 * the same claim at once one wins, the other is told it changed meanwhile.
 */
final class MoveWarrantyClaim
{
    /**
     * @throws AfterSaleRefused for a move the workflow does not allow, a refusal without a note, a claim changed since $version
     */
    public function handle(WarrantyClaim $claim, WarrantyClaimStatus $to, int $version, ?string $note, StaffActor $staff): WarrantyClaim
    {
        $from = $claim->currentStatus();
        if (! $from->canMoveTo($to)) {
            throw AfterSaleRefused::rule('status', 'claims.refused.move');
        }
        if ($to === WarrantyClaimStatus::Refused && ($note === null || trim($note) === '')) {
            throw AfterSaleRefused::rule('note', 'returns.refused.note_required');
        }

        WriteTransaction::run(function () use ($claim, $from, $to, $version, $note, $staff): void {
            $changed = DB::table('warranty_claims')->where('id', $claim->id)->where('status', $from->value)->where('version', $version)
                ->update(['status' => $to->value, 'note' => $note ?? $claim->note, 'version' => $version + 1, 'updated_at' => now()]);
            if ($changed !== 1) {
                throw AfterSaleRefused::changedMeanwhile();
            }
            AfterSaleLog::step(
                $claim->order, OrderEventType::Warranty, $to->value, $note,
                AfterSaleMail::type('claim', $claim->id, $to->value), OrderActor::Staff, $staff->userId,
            );
            AuditLog::record($staff, 'claim.move', $claim->order, ['status' => $from->value], ['status' => $to->value, 'claim_id' => $claim->id, 'note' => $note], $claim->order->number);
        });

        return $claim->refresh();
    }
}

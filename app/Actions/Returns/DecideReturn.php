<?php

declare(strict_types=1);

namespace App\Actions\Returns;

use App\Enums\OrderActor;
use App\Enums\OrderEventType;
use App\Enums\ReturnStatus;
use App\Exceptions\Returns\AfterSaleRefused;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Mail\Returns\AfterSaleMail;
use App\Models\OrderReturn;
use App\Services\Audit\AuditLog;
use App\Services\Returns\AfterSaleLog;
use Illuminate\Support\Facades\DB;

/**
 * A manager or owner accepts a requested return or refuses it with a reason. One conditional UPDATE on the return's
 * id, status and version decides: of two people deciding at once one changes the row, the other is told the return
 * changed meanwhile (409) and nothing of theirs is written.
 */
final class DecideReturn
{
    /**
     * @throws AfterSaleRefused when the return is no longer waiting or changed since $version; a refusal without a reason
     */
    public function handle(OrderReturn $return, bool $accept, int $version, ?string $note, StaffActor $staff): OrderReturn
    {
        if (! $accept && ($note === null || trim($note) === '')) {
            throw AfterSaleRefused::rule('note', 'returns.refused.note_required');
        }
        $to = $accept ? ReturnStatus::Accepted : ReturnStatus::Refused;

        WriteTransaction::run(function () use ($return, $to, $version, $note, $staff): void {
            $now = now();
            $changed = DB::table('order_returns')->where('id', $return->id)
                ->where('status', ReturnStatus::Requested->value)->where('version', $version)
                ->update(['status' => $to->value, 'decision_note' => $note, 'decided_at' => $now, 'version' => $version + 1, 'updated_at' => $now]);
            if ($changed !== 1) {
                throw AfterSaleRefused::changedMeanwhile();
            }
            AfterSaleLog::step(
                $return->order, OrderEventType::Return, $to->value, $note,
                AfterSaleMail::type('return', $return->id, $to->value), OrderActor::Staff, $staff->userId,
            );
            AuditLog::record($staff, $to === ReturnStatus::Accepted ? 'return.accept' : 'return.refuse', $return->order,
                ['status' => ReturnStatus::Requested->value], ['status' => $to->value, 'return_id' => $return->id, 'note' => $note], $return->order->number);
        });

        return $return->refresh();
    }
}

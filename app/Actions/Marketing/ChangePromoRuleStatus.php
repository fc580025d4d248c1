<?php

declare(strict_types=1);

namespace App\Actions\Marketing;

use App\Infrastructure\Security\StaffActor;
use App\Models\PromoRule;
use App\Services\Audit\AuditLog;
use App\Support\Text;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;

/**
 * Pauses a rule (no cart or order gets it until it is resumed), resumes it, or ends it for good; in the audit log as
 * `promo_rule.pause`, `promo_rule.resume` or `promo_rule.end`. An ended rule stays ended.
 */
final class ChangePromoRuleStatus
{
    public function handle(PromoRule $rule, string $status, StaffActor $actor): void
    {
        if ($rule->status === $status) {
            return;
        }
        if ($rule->status === 'ended') {
            throw ValidationException::withMessages(['status' => Text::get('admin.promo_codes.error.ended')]);
        }
        DB::transaction(static function () use ($rule, $status, $actor): void {
            $before = ['is_paused' => $rule->status === 'paused', 'is_ended' => false];
            $rule->forceFill(['status' => $status])->save();
            $after = ['is_paused' => $status === 'paused', 'is_ended' => $status === 'ended'];
            $label = $rule->translate('label', 'ro');
            match ($status) {
                'paused' => AuditLog::record($actor, 'promo_rule.pause', $rule, $before, $after, $label),
                'ended' => AuditLog::record($actor, 'promo_rule.end', $rule, $before, $after, $label),
                default => AuditLog::record($actor, 'promo_rule.resume', $rule, $before, $after, $label),
            };
        });
    }
}

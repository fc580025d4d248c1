<?php

declare(strict_types=1);

namespace App\Actions\Marketing;

use App\Infrastructure\Security\StaffActor;
use App\Models\PromoRule;
use App\Services\Audit\AuditLog;
use App\Support\Csv\SpreadsheetCsv;
use App\Support\Dates;
use App\Support\Text;
use Closure;
use Illuminate\Support\Facades\DB;

/**
 * A rule's codes as CSV for Excel, as the other exports write it (SpreadsheetCsv): the code, its uses and its limit,
 * a thousand rows at a time; audited (`promo_rule.export`), since the codes are worth money.
 */
final class ExportPromoCodes
{
    public static function filename(PromoRule $rule): string
    {
        return 'coduri-'.$rule->id.'-'.Dates::fileStamp().'.csv';
    }

    /**
     * @return Closure(resource): void
     */
    public function handle(PromoRule $rule, StaffActor $actor): Closure
    {
        AuditLog::record($actor, 'promo_rule.export', $rule, [], [], $rule->translate('label', 'ro'));
        $header = array_map(static fn (string $key): string => Text::get('admin.promo_codes.csv.'.$key), ['code', 'uses', 'limit']);

        return static function ($out) use ($rule, $header): void {
            SpreadsheetCsv::start($out, $header);
            foreach (DB::table('promo_codes')->where('promo_rule_id', $rule->id)->orderBy('id')->select(['id', 'code', 'uses_count', 'usage_limit'])->lazyById(1000) as $row) {
                SpreadsheetCsv::row($out, array_map(SpreadsheetCsv::safe(...), [(string) $row->code, (string) $row->uses_count, $row->usage_limit === null ? '' : (string) $row->usage_limit]));
            }
        };
    }
}

<?php

declare(strict_types=1);

namespace App\Actions\Inbox;

use App\Infrastructure\Security\StaffActor;
use App\Queries\Admin\InboxSubscribers;
use App\Services\Audit\AuditLog;
use App\Support\Csv\SpreadsheetCsv;
use App\Support\Dates;
use App\Support\Text;
use Carbon\CarbonImmutable;
use Closure;

/**
 * The filtered subscriber list as CSV for Excel, the way the orders' export writes it: UTF-8 with a BOM, `;` between
 * fields, the header in the staff member's language, dates on the shop's clock, a field that starts like a formula
 * prefixed with an apostrophe; rows read a thousand at a time. The export is audited (`newsletter.export`).
 */
final class ExportSubscribers
{
    public function __construct(private readonly InboxSubscribers $subscribers)
    {
    }

    public static function filename(): string
    {
        return 'abonati-'.Dates::fileStamp().'.csv';
    }

    /**
     * @param  array{state: string|null, q: string|null}  $filters
     * @return Closure(resource): void
     */
    public function handle(array $filters, StaffActor $staff): Closure
    {
        AuditLog::record($staff, 'newsletter.export', null, [], ['filters' => array_filter($filters, static fn ($value): bool => $value !== null)]);
        $header = array_map(static fn (string $key): string => Text::get('admin.newsletter.csv.'.$key),
            ['email', 'language', 'state', 'subscribed', 'confirmed', 'unsubscribed']);
        $states = [];
        foreach (InboxSubscribers::STATES as $state) {
            $states[$state] = Text::get('admin.newsletter.state.'.$state);
        }
        $moment = static fn (?string $value): string => $value === null ? '' : Dates::dateTime(CarbonImmutable::parse($value, 'UTC'));

        return function ($out) use ($filters, $header, $states, $moment): void {
            SpreadsheetCsv::start($out, $header);
            foreach ($this->subscribers->every($filters) as $row) {
                SpreadsheetCsv::row($out, array_map(SpreadsheetCsv::safe(...), [
                    $row->email,
                    strtoupper($row->locale),
                    $states[InboxSubscribers::state($row->confirmed_at !== null, $row->unsubscribed_at !== null)],
                    $moment($row->created_at),
                    $moment($row->confirmed_at),
                    $moment($row->unsubscribed_at),
                ]));
            }
        };
    }
}

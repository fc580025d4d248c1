<?php

declare(strict_types=1);

namespace App\Queries\Admin;

use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\DB;

/**
 * What came in through the shop's forms over the last 7 days on the shop's calendar (today and the 6 days before,
 * as the dashboard's 7-day figures): contact messages, credit requests and job applications, in one query of three
 * indexed counts.
 */
final class InboxCounts
{
    public const DAYS = 7;

    /**
     * @return array{since: string, contactMessages: int, creditRequests: int, jobApplications: int}
     */
    public function handle(): array
    {
        $since = CarbonImmutable::now(config()->string('app.shop_timezone'))->startOfDay()->subDays(self::DAYS - 1);
        $from = $since->utc()->format('Y-m-d H:i:s');
        $count = static fn (string $table) => DB::table($table)->selectRaw('count(*)')->where('created_at', '>=', $from);

        $row = DB::query()
            ->selectSub($count('contact_messages'), 'contact_messages')
            ->selectSub($count('credit_requests'), 'credit_requests')
            ->selectSub($count('job_applications'), 'job_applications')
            ->first();

        /** @var object{contact_messages: int|string, credit_requests: int|string, job_applications: int|string} $row */
        return [
            'since' => $since->format('Y-m-d'),
            'contactMessages' => (int) $row->contact_messages,
            'creditRequests' => (int) $row->credit_requests,
            'jobApplications' => (int) $row->job_applications,
        ];
    }
}

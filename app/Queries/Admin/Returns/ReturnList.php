<?php

declare(strict_types=1);

namespace App\Queries\Admin\Returns;

use App\Enums\ReturnStatus;
use App\Enums\WarrantyClaimStatus;
use App\Models\OrderReturn;
use App\Models\WarrantyClaim;
use App\Support\Dates;
use App\Support\Text;
use Illuminate\Pagination\LengthAwarePaginator;
use Illuminate\Support\Facades\DB;

/**
 * The back office's returns list: one tab per return status (waiting first) and one for open warranty claims and
 * one for closed ones, newest first, a page at a time, each tab with its count.
 *
 * @phpstan-type ReturnRow array{id: int, kind: string, order: string, customer: string|null, created_at: string, status: string, status_label: string, summary: string}
 */
final class ReturnList
{
    public const PER_PAGE = 25;

    public const TABS = ['requested', 'accepted', 'received', 'refunded', 'refused', 'claims_open', 'claims_closed'];

    private const OPEN_CLAIMS = [WarrantyClaimStatus::Received, WarrantyClaimStatus::AtService];

    /**
     * @return array{rows: list<ReturnRow>, pagination: array{current: int, last: int, total: int, next: string|null, previous: string|null}}
     */
    public function page(string $tab): array
    {
        $paginator = str_starts_with($tab, 'claims_') ? $this->claims($tab === 'claims_open') : $this->returns(ReturnStatus::from($tab));

        return [
            'rows' => array_values($paginator->items()),
            'pagination' => ['current' => $paginator->currentPage(), 'last' => $paginator->lastPage(), 'total' => $paginator->total(), 'next' => $paginator->nextPageUrl(), 'previous' => $paginator->previousPageUrl()],
        ];
    }

    /**
     * @return array<string, int>
     */
    public function counts(): array
    {
        $counts = array_fill_keys(self::TABS, 0);
        foreach (DB::table('order_returns')->selectRaw('status, count(*) as aggregate')->groupBy('status')->get() as $row) {
            /** @var object{status: string, aggregate: int|string} $row */
            $counts[$row->status] = (int) $row->aggregate;
        }
        $open = array_map(static fn (WarrantyClaimStatus $status): string => $status->value, self::OPEN_CLAIMS);
        $counts['claims_open'] = DB::table('warranty_claims')->whereIn('status', $open)->count();
        $counts['claims_closed'] = DB::table('warranty_claims')->whereNotIn('status', $open)->count();

        return $counts;
    }

    /**
     * @return LengthAwarePaginator<int, ReturnRow>
     */
    private function returns(ReturnStatus $status): LengthAwarePaginator
    {
        $page = OrderReturn::query()->where('status', $status->value)->with(['order', 'lines.line'])->orderByDesc('id')
            ->paginate(self::PER_PAGE)->withQueryString();

        return $page->through(static fn (OrderReturn $return): array => [
            'id' => $return->id,
            'kind' => 'return',
            'order' => (string) $return->order->number,
            'customer' => $return->order->name,
            'created_at' => Dates::dateTime($return->created_at),
            'status' => $return->status,
            'status_label' => Text::get($return->currentStatus()->labelKey()),
            'summary' => $return->lines->map(static fn ($line): string => $line->line->translate('name').' × '.$line->quantity)->implode(', '),
        ]);
    }

    /**
     * @return LengthAwarePaginator<int, ReturnRow>
     */
    private function claims(bool $open): LengthAwarePaginator
    {
        $statuses = array_map(static fn (WarrantyClaimStatus $status): string => $status->value, self::OPEN_CLAIMS);
        $query = WarrantyClaim::query()->with(['order', 'line'])->orderByDesc('id');
        $open ? $query->whereIn('status', $statuses) : $query->whereNotIn('status', $statuses);

        return $query->paginate(self::PER_PAGE)->withQueryString()->through(static fn (WarrantyClaim $claim): array => [
            'id' => $claim->id,
            'kind' => 'claim',
            'order' => (string) $claim->order->number,
            'customer' => $claim->order->name,
            'created_at' => Dates::dateTime($claim->created_at),
            'status' => $claim->status,
            'status_label' => Text::get($claim->currentStatus()->labelKey()),
            'summary' => $claim->line->translate('name'),
        ]);
    }
}

<?php

declare(strict_types=1);

namespace App\Queries\Admin;

use App\Enums\CreditRequestStatus;
use App\Models\CreditRequest;
use App\Support\Dates;
use App\Support\Phone;
use App\Support\Text;
use Illuminate\Database\Eloquent\Builder;

/**
 * The credit requests in the back office: a tab per status with its count (new by default), searched by name, phone
 * or e-mail, newest first, 25 a page; and one request with the moves its status allows.
 */
final class InboxCreditRequests
{
    public const PER_PAGE = 25;

    /**
     * @param  array<array-key, mixed>  $query
     * @return array{status: string, q: string|null}
     */
    public static function filters(array $query): array
    {
        $status = is_string($query['status'] ?? null) ? $query['status'] : '';
        $q = is_string($query['q'] ?? null) ? trim(mb_substr($query['q'], 0, 100)) : '';

        return [
            'status' => (CreditRequestStatus::tryFrom($status) ?? CreditRequestStatus::New)->value,
            'q' => $q === '' ? null : $q,
        ];
    }

    /**
     * @param  array{status: string, q: string|null}  $filters
     * @return array{requests: list<array<string, mixed>>, pagination: array<string, mixed>, counts: array<string, int>}
     */
    public function page(array $filters): array
    {
        $page = $this->search($filters['q'])->where('status', $filters['status'])
            ->with(['programme:id,name', 'product:id,name'])
            ->orderByDesc('id')
            ->paginate(self::PER_PAGE)->withQueryString();

        $counts = array_fill_keys(array_map(static fn (CreditRequestStatus $status): string => $status->value, CreditRequestStatus::cases()), 0);
        foreach ($this->search($filters['q'])->toBase()->selectRaw('status, COUNT(*) AS aggregate')->groupBy('status')->get() as $row) {
            /** @var object{status: string, aggregate: int|string} $row */
            if (array_key_exists($row->status, $counts)) {
                $counts[$row->status] = (int) $row->aggregate;
            }
        }

        return [
            'requests' => array_values(array_map(fn (CreditRequest $request): array => $this->row($request), $page->items())),
            'pagination' => ['current' => $page->currentPage(), 'last' => $page->lastPage(), 'total' => $page->total(), 'next' => $page->nextPageUrl(), 'previous' => $page->previousPageUrl()],
            'counts' => $counts,
        ];
    }

    /**
     * @return array{request: array<string, mixed>, moves: list<array{value: string, label: string}>}
     */
    public function show(CreditRequest $request): array
    {
        $request->loadMissing(['programme', 'product']);

        return [
            'request' => [
                ...$this->row($request),
                'total' => $request->total,
                'locale' => $request->locale,
                'partner' => $request->programme->partner,
                'product_slug' => $request->product?->slug,
                'consented_at' => Dates::dateTime($request->consented_at),
                'status_note' => $request->status_note,
                'status_changed_at' => $request->status_changed_at === null ? null : Dates::dateTime($request->status_changed_at),
            ],
            'moves' => array_map(static fn (CreditRequestStatus $status): array => ['value' => $status->value, 'label' => Text::get($status->labelKey())], $request->status->next()),
        ];
    }

    /**
     * @return array<string, mixed>
     */
    private function row(CreditRequest $request): array
    {
        return [
            'id' => $request->id,
            'name' => $request->name,
            'phone' => Phone::format($request->phone),
            'email' => $request->email,
            'programme' => $request->programme->translate('name'),
            'product' => $request->product?->translate('name'),
            'amount' => $request->amount,
            'months' => $request->months,
            'monthly_payment' => $request->monthly_payment,
            'status' => $request->status->value,
            'status_label' => Text::get($request->status->labelKey()),
            'received_at' => $request->created_at === null ? null : Dates::dateTime($request->created_at),
        ];
    }

    /**
     * @return Builder<CreditRequest>
     */
    private function search(?string $term): Builder
    {
        $query = CreditRequest::query();
        if ($term !== null) {
            $like = '%'.str_replace(['%', '_'], '_', mb_strtolower($term)).'%';
            $digits = Phone::normalize($term);
            $query->where(static function (Builder $where) use ($like, $digits): void {
                $where->whereRaw('LOWER(name) LIKE ?', [$like])->orWhereRaw('LOWER(email) LIKE ?', [$like]);
                if ($digits !== null) {
                    $where->orWhere('phone', $digits);
                }
            });
        }

        return $query;
    }
}

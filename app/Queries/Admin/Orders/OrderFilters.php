<?php

declare(strict_types=1);

namespace App\Queries\Admin\Orders;

use App\Enums\OrderKind;
use App\Enums\OrderStatus;
use App\Support\Dates;
use App\Support\Phone;
use Illuminate\Database\Eloquent\Builder;

/**
 * The back office's order filters as the list's query string carries them (validated by ListOrdersRequest), applied
 * to a query on `orders`. The list, its counts per status and the CSV export share them, so they always agree.
 */
final readonly class OrderFilters
{
    public function __construct(
        public ?string $search = null,
        public ?OrderStatus $status = null,
        public ?string $from = null,
        public ?string $to = null,
        public ?string $delivery = null,
        public ?int $store = null,
        public ?string $payment = null,
        public ?OrderKind $kind = null,
    ) {
    }

    /**
     * @param  array<string, mixed>  $input  validated query values
     */
    public static function fromArray(array $input): self
    {
        $text = static fn (string $key): ?string => is_string($input[$key] ?? null) && trim($input[$key]) !== '' ? trim($input[$key]) : null;

        return new self(
            search: $text('q'),
            status: OrderStatus::tryFrom((string) $text('status')),
            from: $text('from'),
            to: $text('to'),
            delivery: $text('delivery'),
            store: is_numeric($input['store'] ?? null) ? (int) $input['store'] : null,
            payment: $text('payment'),
            kind: OrderKind::tryFrom((string) $text('kind')),
        );
    }

    /**
     * The filters as the query string writes them (and as the page echoes them back), empty ones left out.
     *
     * @return array<string, string>
     */
    public function toArray(): array
    {
        return array_map('strval', array_filter([
            'q' => $this->search,
            'status' => $this->status?->value,
            'from' => $this->from,
            'to' => $this->to,
            'delivery' => $this->delivery,
            'store' => $this->store,
            'payment' => $this->payment,
            'kind' => $this->kind?->value,
        ], static fn (mixed $value): bool => $value !== null));
    }

    /**
     * Every filter but the status (the tabs count each status under the other filters).
     *
     * @template TModel of \Illuminate\Database\Eloquent\Model
     *
     * @param  Builder<TModel>  $query
     * @return Builder<TModel>
     */
    public function applyExceptStatus(Builder $query): Builder
    {
        if ($this->search !== null) {
            $this->applySearch($query, $this->search);
        }
        if ($this->from !== null) {
            $query->where('created_at', '>=', Dates::startOfDay($this->from));
        }
        if ($this->to !== null) {
            $query->where('created_at', '<', Dates::startOfDay($this->to)->addDay());
        }
        if ($this->delivery !== null) {
            $query->where('delivery_method', $this->delivery);
        }
        if ($this->store !== null) {
            $query->where('store_id', $this->store);
        }
        if ($this->payment !== null) {
            $query->where('payment_method', $this->payment);
        }
        if ($this->kind !== null) {
            $query->where('kind', $this->kind->value);
        }

        return $query;
    }

    /**
     * @template TModel of \Illuminate\Database\Eloquent\Model
     *
     * @param  Builder<TModel>  $query
     * @return Builder<TModel>
     */
    public function apply(Builder $query): Builder
    {
        $this->applyExceptStatus($query);
        if ($this->status !== null) {
            $query->where('status', $this->status->value);
        }

        return $query;
    }

    /**
     * A phone number however it was typed, an e-mail address, or else a number or part of the customer's name.
     *
     * @template TModel of \Illuminate\Database\Eloquent\Model
     *
     * @param  Builder<TModel>  $query
     */
    private function applySearch(Builder $query, string $search): void
    {
        $phone = Phone::normalize($search);
        if ($phone !== null) {
            $query->where('phone', $phone);

            return;
        }
        if (str_contains($search, '@')) {
            // As typed or in lower case: both use the index, and addresses are nearly always typed one of these ways.
            $query->whereIn('email', array_values(array_unique([$search, mb_strtolower($search)])));

            return;
        }
        // A `%`, `_` or `\` typed in the box stands for one character, so it still finds itself (SQLite has no default
        // LIKE escape, PostgreSQL's and MariaDB's is the backslash). whereLike folds the case on each database (ILIKE
        // on PostgreSQL, whose LIKE does not).
        $like = '%'.str_replace(['%', '_', '\\'], '_', $search).'%';
        $query->where(static function (Builder $where) use ($search, $like): void {
            $where->where('number', mb_strtoupper($search))
                ->orWhereLike('number', $like)
                ->orWhereLike('name', $like);
        });
    }
}

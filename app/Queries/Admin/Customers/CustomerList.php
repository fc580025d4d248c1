<?php

declare(strict_types=1);

namespace App\Queries\Admin\Customers;

use App\Enums\CustomerFlag;
use App\Models\Customer;
use App\Services\Customers\CustomerIdentity;
use App\Support\Dates;
use App\Support\Phone;
use App\Support\Text;
use Illuminate\Contracts\Pagination\LengthAwarePaginator;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Support\Facades\DB;

/**
 * The back office's customer list (/admin/clienti): one row of the `customers` table per customer, so a page is two
 * queries (the count and the page) however many orders the shop has. A phone typed whole is looked up by its index,
 * an e-mail by its prefix, anything else in the name. Sorted by an indexed column; erased customers are left out.
 *
 * @phpstan-type Row array{id: int, name: string|null, phone: string|null, email: string|null, account: bool, orders: int, spent: int, last_order: string|null, flag: array{value: string, label: string, tone: string}|null}
 */
final class CustomerList
{
    public const PER_PAGE = 25;

    public const SORTS = ['last', 'spent', 'orders', 'name'];

    /**
     * @param  array{q?: string|null, flag?: string|null, sort?: string|null, page?: int|string|null}  $filters
     * @return LengthAwarePaginator<int, Customer>
     */
    public function paginate(array $filters): LengthAwarePaginator
    {
        /** @var Builder<Customer> $query */
        $query = Customer::query()->whereNull('erased_at');
        $this->search($query, trim($filters['q'] ?? ''));
        if (($filters['flag'] ?? null) !== null) {
            $query->where('flag', $filters['flag']);
        }
        // Each sort walks its (column, id) index in one direction, so a page never sorts the table.
        match ($filters['sort'] ?? 'last') {
            'spent' => $query->orderByDesc('spent')->orderByDesc('id'),
            'orders' => $query->orderByDesc('orders_count')->orderByDesc('id'),
            'name' => $query->orderBy('name')->orderBy('id'),
            default => (DB::connection()->getDriverName() === 'pgsql'
                ? $query->orderByRaw('last_order_at desc nulls last') : $query->orderByDesc('last_order_at'))->orderByDesc('id'),
        };

        return $query->paginate(self::PER_PAGE, ['id', 'user_id', 'name', 'phone', 'email', 'orders_count', 'spent', 'last_order_at', 'flag'])->withQueryString();
    }

    /**
     * @return Row
     */
    public static function row(Customer $customer): array
    {
        return [
            'id' => $customer->id,
            'name' => $customer->name,
            'phone' => $customer->phone === null ? null : Phone::format($customer->phone),
            'email' => $customer->email,
            'account' => $customer->user_id !== null,
            'orders' => $customer->orders_count,
            'spent' => $customer->spent,
            'last_order' => $customer->last_order_at === null ? null : Dates::dateTime($customer->last_order_at),
            'flag' => self::flag($customer->flag),
        ];
    }

    /**
     * @return array{value: string, label: string, tone: string}|null
     */
    public static function flag(?CustomerFlag $flag): ?array
    {
        return $flag === null ? null : ['value' => $flag->value, 'label' => Text::get($flag->labelKey()), 'tone' => $flag->tone()];
    }

    /**
     * @param  Builder<Customer>  $query
     */
    private function search(Builder $query, string $typed): void
    {
        if ($typed === '') {
            return;
        }
        $typed = mb_substr($typed, 0, 100);
        if (str_contains($typed, '@')) {
            $query->whereRaw("email like ? escape '!'", [self::literal((string) CustomerIdentity::email($typed)).'%']);

            return;
        }
        $phone = Phone::normalize($typed);
        if ($phone !== null) {
            $query->where('phone', $phone);

            return;
        }
        $digits = preg_replace('/\D/', '', $typed) ?? '';
        if ($digits !== '' && preg_match('/^[\d\s+\-().]+$/', $typed) === 1) {
            $query->where('phone', 'like', '%'.$digits.'%');

            return;
        }
        $query->whereRaw("lower(name) like ? escape '!'", ['%'.self::literal(mb_strtolower($typed)).'%']);
    }

    /** What was typed, taken literally by LIKE … ESCAPE '!' (a typed `%` or `_` matches only itself). */
    private static function literal(string $value): string
    {
        return str_replace(['!', '%', '_'], ['!!', '!%', '!_'], $value);
    }
}

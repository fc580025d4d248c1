<?php

declare(strict_types=1);

namespace App\Queries\Admin\Orders;

use App\Enums\OrderStatus;
use App\Models\Order;
use App\Models\Payment;
use App\Models\User;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Pagination\LengthAwarePaginator;
use Illuminate\Support\LazyCollection;

/**
 * The back office's order list: filtered, newest first, a page at a time; the count of each status under the other
 * filters (one GROUP BY); and every filtered order for the CSV export, read in chunks by id.
 */
final class OrderList
{
    public const PER_PAGE = 25;

    /**
     * @return LengthAwarePaginator<int, Order>
     */
    public function paginate(OrderFilters $filters): LengthAwarePaginator
    {
        /** @var LengthAwarePaginator<int, Order> $orders */
        $orders = $filters->apply(Order::query())->with('store')
            // Who took an order entered by hand, in the same query (OrderProps::takenBy()).
            ->select('orders.*')->addSelect(['placed_by_name' => User::query()->select('name')->whereColumn('users.id', 'orders.placed_by')->limit(1)])
            // An online payment staff must look at (money moved that did not pay the order and was not given back yet:
            // docs/payments.md).
            ->addSelect(['payment_attention' => Payment::needingAttention()->selectRaw('1')->whereColumn('payments.order_id', 'orders.id')->limit(1)])
            ->orderByDesc('id')->paginate(self::PER_PAGE)->withQueryString();

        return $orders;
    }

    /**
     * How many orders each status holds under every filter but the status; statuses without orders count 0.
     *
     * @return array<string, int>
     */
    public function countsPerStatus(OrderFilters $filters): array
    {
        $counts = array_fill_keys(array_map(static fn (OrderStatus $status): string => $status->value, OrderStatus::cases()), 0);
        /** @var Builder<Order> $query */
        $query = $filters->applyExceptStatus(Order::query());
        foreach ($query->toBase()->selectRaw('status, count(*) as aggregate')->groupBy('status')->get() as $row) {
            /** @var object{status: string, aggregate: int|string} $row */
            $counts[$row->status] = (int) $row->aggregate;
        }

        return $counts;
    }

    /**
     * Every order the filters select, oldest first, as plain rows of the columns the export writes, a thousand rows
     * a query: memory stays flat however many there are.
     *
     * @return LazyCollection<int, object>
     */
    public function everyOrder(OrderFilters $filters): LazyCollection
    {
        return $filters->apply(Order::query())->toBase()
            ->select(['id', 'number', 'created_at', 'status', 'name', 'phone', 'email', 'delivery_method', 'store_id', 'city', 'address', 'payment_method', 'kind', 'discount_total', 'total'])
            ->lazyById(1000);
    }
}

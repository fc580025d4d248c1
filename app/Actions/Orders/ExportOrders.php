<?php

declare(strict_types=1);

namespace App\Actions\Orders;

use App\Enums\OrderStatus;
use App\Infrastructure\Security\StaffActor;
use App\Models\OrderLine;
use App\Models\Store;
use App\Queries\Admin\Orders\OrderFilters;
use App\Queries\Admin\Orders\OrderList;
use App\Services\Audit\AuditLog;
use App\Support\Csv\SpreadsheetCsv;
use App\Support\Dates;
use App\Support\Phone;
use App\Support\Text;
use Carbon\CarbonImmutable;
use Closure;

/**
 * The filtered order list as CSV for Excel: UTF-8 with a BOM, `;` between fields (what Excel expects where the
 * decimal separator is a comma, as in Moldova), the header in the staff member's language, money in lei with two
 * decimals. Orders are read a thousand at a time by id and written straight out, so memory stays flat for any
 * number of orders. The export itself is audited with its filters.
 *
 * With its lines (`lines`), each order gives one row per line: the order's columns, then the line's SKU, product name
 * in the staff member's language, units, unit price, the line's discount and its total; the lines of each thousand
 * orders are read in one query by order id.
 */
final class ExportOrders
{
    public function __construct(private readonly OrderList $list)
    {
    }

    /** The download's file name. */
    public static function filename(): string
    {
        return 'comenzi-'.Dates::fileStamp().'.csv';
    }

    /**
     * Records the export in the audit log and gives back the writer of the CSV, which the controller streams.
     *
     * @return Closure(resource): void
     */
    public function handle(OrderFilters $filters, StaffActor $staff, bool $lines = false): Closure
    {
        AuditLog::record($staff, 'orders.export', null, [], ['filters' => $filters->toArray()] + ($lines ? ['lines' => true] : []));
        $statusLabels = [];
        foreach (OrderStatus::cases() as $status) {
            $statusLabels[$status->value] = Text::get($status->labelKey());
        }
        $header = array_map(static fn (string $key): string => Text::get('admin.orders.csv.'.$key),
            ['number', 'date', 'status', 'name', 'phone', 'email', 'delivery', 'store', 'address', 'payment', 'kind', 'discount', 'total',
                ...($lines ? ['sku', 'product', 'quantity', 'unit_price', 'line_discount', 'line_total'] : [])]);
        $delivery = ['courier' => Text::get('admin.orders.delivery.courier'), 'pickup' => Text::get('admin.orders.delivery.pickup')];
        $payments = [];
        foreach (['cash', 'card', 'credit', 'transfer'] as $method) {
            $payments[$method] = Text::get('checkout.payment.'.$method);
        }
        $stores = [];
        foreach (Store::query()->get() as $store) {
            $stores[$store->id] = $store->translate('name');
        }
        $oneClick = Text::get('admin.orders.kind.one_click');
        $checkout = Text::get('admin.orders.kind.checkout');

        return function ($out) use ($filters, $header, $statusLabels, $delivery, $payments, $stores, $oneClick, $checkout, $lines): void {
            SpreadsheetCsv::start($out, $header);
            foreach ($this->list->everyOrder($filters)->chunk(1000) as $chunk) {
                $linesOf = $lines ? self::linesOf($chunk->pluck('id')->all()) : [];
                foreach ($chunk as $row) {
                    /** @var object{id: int|string, number: ?string, created_at: string, status: string, name: ?string, phone: string, email: ?string, delivery_method: ?string, store_id: ?int, city: ?string, address: ?string, payment_method: ?string, kind: string, discount_total: int|string, total: int|string} $row */
                    $order = array_map(SpreadsheetCsv::safe(...), [
                        $row->number,
                        Dates::dateTime(CarbonImmutable::parse($row->created_at, 'UTC')),
                        $statusLabels[$row->status] ?? $row->status,
                        $row->name,
                        Phone::format($row->phone),
                        $row->email,
                        $delivery[$row->delivery_method ?? ''] ?? '',
                        $stores[(int) $row->store_id] ?? '',
                        trim(($row->city ?? '').', '.($row->address ?? ''), ', '),
                        $payments[$row->payment_method ?? ''] ?? '',
                        $row->kind === 'one_click' ? $oneClick : $checkout,
                        number_format((int) $row->discount_total / 100, 2, ',', ''),
                        number_format((int) $row->total / 100, 2, ',', ''),
                    ]);
                    if (! $lines) {
                        SpreadsheetCsv::row($out, $order);

                        continue;
                    }
                    foreach ($linesOf[(int) $row->id] ?? [[]] as $line) {
                        SpreadsheetCsv::row($out, [...$order, ...$line]);
                    }
                }
            }
        };
    }

    /**
     * The lines' cells of these orders, by order id.
     *
     * @param  array<int, mixed>  $orderIds
     * @return array<int, list<list<string>>>
     */
    private static function linesOf(array $orderIds): array
    {
        $lines = [];
        $rows = OrderLine::query()->whereIn('order_id', $orderIds)->orderBy('order_id')->orderBy('id')
            ->get(['order_id', 'sku', 'name', 'quantity', 'unit_price', 'discount', 'line_total']);
        foreach ($rows as $line) {
            /** @var OrderLine $line */
            $lines[$line->order_id][] = [
                SpreadsheetCsv::safe($line->sku),
                SpreadsheetCsv::safe($line->translate('name')),
                (string) $line->quantity,
                number_format($line->unit_price / 100, 2, ',', ''),
                number_format($line->discount / 100, 2, ',', ''),
                number_format(($line->line_total - $line->discount) / 100, 2, ',', ''),
            ];
        }

        return $lines;
    }
}

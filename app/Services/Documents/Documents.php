<?php

declare(strict_types=1);

namespace App\Services\Documents;

use App\Enums\OrderStatus;
use App\Models\Invoice;
use App\Models\Order;
use App\Models\OrderLine;
use App\Models\Store;
use App\Support\Dates;
use App\Support\Documents\AmountInWords;
use App\Support\Phone;
use App\Support\Text;
use Illuminate\Support\Facades\DB;

/**
 * @phpstan-type Shop array{name: string, idno: string, vat_code: string, iban: string, bank: string, address: string, phone: string, email: string}
 * @phpstan-type InvoiceContents array{seller: array{ro: Shop, ru: Shop}, buyer: array{name: string, idno: string, address: string|null, phone: string}, lines: list<array{name: array{ro: string, ru: string}, sku: string, quantity: int, unit_net: int, net: int, vat: int, total: int}>, net: int, vat: int, total: int, words: array{ro: string, ru: string}, vat_percent: int}
 *
 * What each printed document shows (docs/documents.md), read for one language: the views in resources/views/documents
 * only lay it out. Money in bani, shown with a decimal comma and a space between thousands (`1 234,50`).
 */
final class Documents
{
    private const NBSP = "\u{00A0}";

    /**
     * The courier orders a delivery list carries: those going out, confirmed with the customer onwards. A new order
     * nobody confirmed yet does not leave the shop; a completed, cancelled or released one is not on its way.
     */
    private const GOING_OUT = [OrderStatus::Confirmed, OrderStatus::Packed, OrderStatus::Shipped];

    /** The payment methods the courier collects at the door: cash or card on delivery. */
    private const PAID_AT_THE_DOOR = ['cash', 'card'];

    public static function money(int $bani): string
    {
        return number_format($bani / 100, 2, ',', self::NBSP);
    }

    /**
     * The shop's own details, from config/company.php.
     *
     * @return array{name: string, idno: string, vat_code: string, iban: string, bank: string, address: string, phone: string, email: string}
     */
    public function shop(string $locale): array
    {
        $phones = (array) config('shop.phones');

        return [
            'name' => (string) config('company.legal_name'),
            'idno' => (string) config('company.idno'),
            'vat_code' => (string) config('company.vat_code'),
            'iban' => (string) config('company.iban'),
            'bank' => (string) config('company.bank'),
            'address' => (string) config("company.address.$locale"),
            'phone' => Phone::format(is_string($phones[0] ?? null) ? $phones[0] : null),
            'email' => (string) config('shop.email'),
        ];
    }

    /**
     * What an invoice says, in both languages, as App\Actions\Documents\IssueInvoice keeps it on the invoice: the
     * shop and the buyer, each line with its quantity, price and value without VAT, the VAT and the total with it, the
     * delivery as a line of its own when it was charged, the totals (adding up to the order's total) and the total in
     * words. Money in bani.
     *
     * @return InvoiceContents
     */
    public function invoiceContents(Order $order, string $buyerName, string $buyerIdno): array
    {
        $percent = (int) config('documents.vat_percent');
        $both = static fn (callable $text): array => ['ro' => (string) $text('ro'), 'ru' => (string) $text('ru')];
        $rows = [];
        foreach ($this->lines($order) as $line) {
            $rows[] = ['name' => $both(static fn (string $locale): string => $line->translate('name', $locale)), 'sku' => $line->sku, 'quantity' => $line->quantity, 'gross' => $line->line_total - $line->discount];
        }
        if ($order->delivery_fee > 0) {
            $rows[] = ['name' => $both(static fn (string $locale): string => Text::get('documents.invoice.delivery', [], $locale)), 'sku' => '', 'quantity' => 1, 'gross' => $order->delivery_fee];
        }

        $lines = [];
        $sums = ['net' => 0, 'vat' => 0, 'total' => 0];
        foreach ($rows as $row) {
            // VAT is included in the price: its share of a gross amount is gross × p / (100 + p), rounded to the ban.
            $vat = intdiv($row['gross'] * $percent * 2 + (100 + $percent), (100 + $percent) * 2);
            $net = $row['gross'] - $vat;
            $lines[] = [
                'name' => $row['name'],
                'sku' => $row['sku'],
                'quantity' => $row['quantity'],
                'unit_net' => intdiv($net * 2 + $row['quantity'], $row['quantity'] * 2),
                'net' => $net,
                'vat' => $vat,
                'total' => $row['gross'],
            ];
            $sums['net'] += $net;
            $sums['vat'] += $vat;
            $sums['total'] += $row['gross'];
        }

        return [
            'seller' => ['ro' => $this->shop('ro'), 'ru' => $this->shop('ru')],
            'buyer' => ['name' => $buyerName, 'idno' => $buyerIdno, 'address' => $this->delivery($order, 'ro')['address'], 'phone' => Phone::format($order->phone)],
            'lines' => $lines,
            'net' => $sums['net'],
            'vat' => $sums['vat'],
            'total' => $sums['total'],
            'words' => $both(static fn (string $locale): string => AmountInWords::money($sums['total'], $locale)),
            'vat_percent' => $percent,
        ];
    }

    /**
     * The invoice as printed in one language: from what was kept when it was issued, so a later edit of the order
     * changes nothing on it; an invoice issued before its contents were kept is read from its order as it is now.
     *
     * @return array{seller: array{name: string, idno: string, vat_code: string, iban: string, bank: string, address: string, phone: string, email: string}, buyer: array{name: string, idno: string, address: string|null, phone: string}, lines: list<array{name: string, sku: string, quantity: int, unit_net: string, net: string, vat: string, total: string}>, net: string, vat: string, total: string, words: string, vat_percent: int}
     */
    public function invoice(Order $order, Invoice $invoice, string $locale): array
    {
        /** @var InvoiceContents $contents */
        $contents = $invoice->contents ?? $this->invoiceContents($order, $invoice->buyer_name, $invoice->buyer_idno);
        $pick = static fn (array $values): mixed => $values[$locale] ?? $values['ro'];

        return [
            'seller' => $pick($contents['seller']),
            'buyer' => $contents['buyer'],
            'lines' => array_map(static fn (array $line): array => [
                'name' => $pick($line['name']),
                'sku' => $line['sku'],
                'quantity' => $line['quantity'],
                'unit_net' => self::money($line['unit_net']),
                'net' => self::money($line['net']),
                'vat' => self::money($line['vat']),
                'total' => self::money($line['total']),
            ], $contents['lines']),
            'net' => self::money($contents['net']),
            'vat' => self::money($contents['vat']),
            'total' => self::money($contents['total']),
            'words' => $pick($contents['words']),
            'vat_percent' => $contents['vat_percent'],
        ];
    }

    /**
     * The packing slip: what to pick from each place, from the order's live reservations in the stock ledger
     * (`order_stock`); lines that hold no reservation (a product since removed, an order given back) are listed apart.
     *
     * @return array{places: list<array{name: string, items: list<array{sku: string, name: string, quantity: int}>}>, unreserved: list<array{sku: string, name: string, quantity: int}>, units: int}
     */
    public function packingSlip(Order $order, string $locale): array
    {
        $lines = $this->lines($order);
        $byProduct = [];
        foreach ($lines as $line) {
            if ($line->product_id !== null) {
                $byProduct[$line->product_id] ??= $line;
            }
        }
        $reservations = DB::table('order_stock')->where('order_id', $order->id)->whereNull('released_at')
            ->orderBy('store_id')->orderBy('id')->get(['product_id', 'store_id', 'quantity']);
        /** @var array<int, Store> $stores */
        $stores = Store::query()->whereIn('id', $reservations->pluck('store_id')->unique()->all())->get()->keyBy('id')->all();

        $places = [];
        $reserved = [];
        foreach ($reservations as $row) {
            $productId = (int) $row->product_id;
            $line = $byProduct[$productId] ?? null;
            $store = $stores[(int) $row->store_id] ?? null;
            $placeName = $store !== null ? $store->translate('name', $locale) : '';
            $places[(int) $row->store_id]['name'] = $placeName;
            $places[(int) $row->store_id]['items'][] = [
                'sku' => $line !== null ? $line->sku : (string) DB::table('products')->where('id', $productId)->value('sku'),
                'name' => $line !== null ? $line->translate('name', $locale) : '',
                'quantity' => (int) $row->quantity,
            ];
            $reserved[$productId] = ($reserved[$productId] ?? 0) + (int) $row->quantity;
        }

        $unreserved = [];
        foreach ($lines as $line) {
            $left = $line->quantity - ($line->product_id !== null ? ($reserved[$line->product_id] ?? 0) : 0);
            if ($left > 0) {
                $unreserved[] = ['sku' => $line->sku, 'name' => $line->translate('name', $locale), 'quantity' => $left];
            }
            if ($line->product_id !== null && isset($reserved[$line->product_id])) {
                $reserved[$line->product_id] = max(0, $reserved[$line->product_id] - $line->quantity);
            }
        }

        return [
            'places' => array_values(array_map(static fn (array $place): array => ['name' => $place['name'], 'items' => $place['items']], $places)),
            'unreserved' => $unreserved,
            'units' => array_sum(array_map(static fn (OrderLine $line): int => $line->quantity, $lines)),
        ];
    }

    /**
     * How the order leaves the shop, as the packing slip and the warranty card say it.
     *
     * @return array{method: string, day: string|null, interval: string|null, address: string|null, store: string|null}
     */
    public function delivery(Order $order, string $locale): array
    {
        $store = $order->store_id !== null ? Store::query()->find($order->store_id) : null;

        return [
            'method' => $order->isPickup() ? 'pickup' : 'courier',
            'day' => $order->delivery_date !== null ? Dates::longDay($order->delivery_date, $locale) : null,
            'interval' => $order->delivery_interval,
            'address' => $order->isPickup() ? null : trim(implode(', ', array_filter([(string) $order->city, (string) $order->address], static fn (string $part): bool => $part !== ''))),
            'store' => $store instanceof Store ? trim(($store->name[$locale] ?? '').', '.($store->address[$locale] ?? ''), ', ') : null,
        ];
    }

    /**
     * The courier orders of a day and a slot that are going out: number, name, phone, address and what to collect at
     * the door, with the total to collect. Only an unpaid order paid on delivery (cash or card) collects its total;
     * every other one collects 0 and the note says why: paid online (`orders.paid_at`), a bank transfer recorded as
     * received (`transfer_payments`) or not yet, a credit (the partner pays the shop), an online payment not made.
     *
     * @return array{orders: list<array{number: string, name: string, phone: string, address: string, collect: string, note: string|null}>, total: string, count: int}
     */
    public function deliveryList(string $day, string $interval): array
    {
        $orders = Order::query()->where('delivery_method', 'courier')->where('delivery_date', $day)->where('delivery_interval', $interval)
            ->whereIn('status', array_map(static fn (OrderStatus $status): string => $status->value, self::GOING_OUT))
            ->orderBy('id')->get(['id', 'number', 'name', 'phone', 'city', 'address', 'total', 'payment_method', 'paid_at']);
        /** @var list<int> $transferred */
        $transferred = DB::table('transfer_payments')->whereIn('order_id', $orders->pluck('id')->all())->pluck('order_id')->map(static fn (mixed $id): int => (int) $id)->all();

        $rows = [];
        $total = 0;
        foreach ($orders as $order) {
            $atTheDoor = in_array($order->payment_method, self::PAID_AT_THE_DOOR, true);
            $collect = $atTheDoor && $order->paid_at === null ? $order->total : 0;
            $total += $collect;
            $rows[] = [
                'number' => (string) $order->number,
                'name' => (string) $order->name,
                'phone' => Phone::format($order->phone),
                'address' => trim(implode(', ', array_filter([(string) $order->city, (string) $order->address], static fn (string $part): bool => $part !== ''))),
                'collect' => self::money($collect),
                'note' => match (true) {
                    $order->paid_at !== null => 'paid',
                    $atTheDoor => $order->payment_method === 'card' ? 'card' : null,
                    $order->payment_method === 'transfer' => in_array($order->id, $transferred, true) ? 'transfer' : 'transfer_pending',
                    $order->payment_method === 'credit' => 'credit',
                    default => 'online_pending',
                },
            ];
        }

        return ['orders' => $rows, 'total' => self::money($total), 'count' => count($rows)];
    }

    /**
     * One warranty card per unit sold: the product, its SKU, the warranty in months and the order's number and day.
     *
     * @return list<array{name: string, sku: string, months: int, unit: int, of: int}>
     */
    public function warrantyCards(Order $order, string $locale): array
    {
        $default = (int) config('returns.warranty_months');
        $lines = $this->lines($order);
        $own = $this->warrantyMonths(array_values(array_filter(array_map(static fn (OrderLine $line): ?int => $line->product_id, $lines), static fn (?int $id): bool => $id !== null)));
        $cards = [];
        foreach ($lines as $line) {
            $months = $line->product_id !== null ? ($own[$line->product_id] ?? $default) : $default;
            for ($unit = 1; $unit <= $line->quantity; $unit++) {
                $cards[] = ['name' => $line->translate('name', $locale), 'sku' => $line->sku, 'months' => $months, 'unit' => $unit, 'of' => $line->quantity];
            }
        }

        return $cards;
    }

    /**
     * The products' own warranty in whole months, from the catalogue's warranty attribute (config documents.warranty_attribute).
     *
     * @param  list<int>  $productIds
     * @return array<int, int>
     */
    private function warrantyMonths(array $productIds): array
    {
        $attribute = DB::table('attributes')->where('code', (string) config('documents.warranty_attribute'))->where('type', 'number')->value('id');
        if ($attribute === null || $productIds === []) {
            return [];
        }
        $months = [];
        foreach (DB::table('product_attribute_values')->where('attribute_id', $attribute)->whereIn('product_id', $productIds)->whereNotNull('number_value')->get(['product_id', 'number_value']) as $row) {
            if ((float) $row->number_value >= 1) {
                $months[(int) $row->product_id] = (int) $row->number_value;
            }
        }

        return $months;
    }

    /**
     * @return list<OrderLine>
     */
    private function lines(Order $order): array
    {
        /** @var list<OrderLine> $lines */
        $lines = array_values(OrderLine::query()->where('order_id', $order->id)->orderBy('id')->get()->all());

        return $lines;
    }
}

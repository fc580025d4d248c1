<?php

declare(strict_types=1);

namespace App\Actions\Customers;

use App\Infrastructure\Security\StaffActor;
use App\Models\Customer;
use App\Services\Audit\AuditLog;
use App\Support\Csv\SpreadsheetCsv;
use Illuminate\Support\Facades\DB;
use RuntimeException;
use ZipArchive;

/**
 * A customer's data on request, as a zip (docs/customers.md): `customer.json` with everything the shop holds about
 * the person (the account, the customer's figures and flag, staff notes, saved addresses, every order with its lines,
 * reviews, stock and price alerts, the newsletter subscription) and the orders and their lines again as CSV for a
 * spreadsheet. Audited as `customer.export` (who and when; nothing of the data).
 */
final class ExportCustomerData
{
    /** The zip's path, a temporary file the caller sends and deletes. */
    public function handle(Customer $customer, StaffActor $actor): string
    {
        $data = $this->data($customer);
        $path = tempnam(sys_get_temp_dir(), 'customer-export-');
        if ($path === false) {
            throw new RuntimeException('No temporary file for the export.');
        }
        $zip = new ZipArchive;
        if ($zip->open($path, ZipArchive::OVERWRITE) !== true) {
            throw new RuntimeException('The export could not be written.');
        }
        $zip->addFromString('customer.json', (string) json_encode($data, JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES));
        $zip->addFromString('orders.csv', $this->csv(
            ['number', 'placed_at', 'status', 'name', 'phone', 'email', 'city', 'address', 'company_name', 'company_idno', 'payment_method', 'subtotal', 'discount_total', 'delivery_fee', 'total'],
            $data['orders'],
        ));
        $lines = [];
        foreach ($data['orders'] as $order) {
            foreach ($order['lines'] as $line) {
                $lines[] = ['order' => $order['number']] + $line;
            }
        }
        $zip->addFromString('order_lines.csv', $this->csv(['order', 'sku', 'name', 'unit_price', 'quantity', 'line_total'], $lines));
        $zip->close();
        AuditLog::record($actor, 'customer.export', $customer, [], ['orders' => count($data['orders'])]);

        return $path;
    }

    /**
     * @return array{customer: array<string, mixed>, account: array<mixed>|null, notes: array<array<mixed>>, addresses: array<array<mixed>>, orders: array<array<mixed>>, reviews: array<array<mixed>>, alerts: array<array<mixed>>, newsletter: array<mixed>|null}
     */
    public function data(Customer $customer): array
    {
        $rows = static fn ($query): array => array_map(static fn (object $row): array => (array) $row, $query->get()->all());
        $account = $customer->user_id === null ? null : DB::table('users')->where('id', $customer->user_id)
            ->first(['id', 'name', 'email', 'phone', 'locale', 'email_verified_at', 'created_at', 'last_login_at']);
        $orders = $rows(DB::table('orders')->where('customer_id', $customer->id)->orderBy('id')->select([
            'id', 'number', 'created_at as placed_at', 'status', 'name', 'phone', 'email', 'delivery_method', 'city', 'address', 'delivery_date',
            'company_name', 'company_idno', 'payment_method', 'comment', 'subtotal', 'discount_total', 'delivery_fee', 'total',
        ]));
        $lines = DB::table('order_lines')->whereIn('order_id', array_column($orders, 'id'))->orderBy('id')
            ->get(['order_id', 'sku', 'name', 'unit_price', 'quantity', 'line_total'])->groupBy('order_id');
        foreach ($orders as &$order) {
            $order['lines'] = array_map(static fn (object $line): array => [
                'sku' => $line->sku, 'name' => self::name($line->name), 'unit_price' => (int) $line->unit_price,
                'quantity' => (int) $line->quantity, 'line_total' => (int) $line->line_total,
            ], ($lines->get($order['id']) ?? collect())->all());
            unset($order['id']);
        }
        unset($order);
        $emails = array_values(array_unique(array_filter([$customer->email, $account?->email], static fn (?string $email): bool => $email !== null)));

        return [
            'customer' => [
                'id' => $customer->id, 'name' => $customer->name, 'phone' => $customer->phone, 'email' => $customer->email,
                'orders' => $customer->orders_count, 'spent' => $customer->spent, 'flag' => $customer->flag?->value, 'flag_note' => $customer->flag_note,
            ],
            'account' => $account === null ? null : (array) $account,
            'notes' => $rows(DB::table('customer_notes')->where('customer_id', $customer->id)->orderBy('id')->select(['author', 'body', 'created_at'])),
            'addresses' => $account === null ? [] : $rows(DB::table('addresses')->where('user_id', $account->id)->orderBy('id')->select(['label', 'zone', 'city', 'address', 'is_default'])),
            'orders' => $orders,
            'reviews' => $account === null ? [] : $rows(DB::table('reviews')->where('user_id', $account->id)->orderBy('id')->select(['product_id', 'rating', 'body', 'pros', 'cons', 'status', 'created_at'])),
            'alerts' => $rows(DB::table('stock_alerts')->where(static fn ($query) => $query->whereIn('email', $emails)->when($account !== null, static fn ($q) => $q->orWhere('user_id', $account?->id)))
                ->orderBy('id')->select(['product_id', 'kind', 'email', 'created_at', 'confirmed_at', 'sent_at'])),
            'newsletter' => ($subscription = DB::table('newsletter_subscriptions')->whereIn('email', $emails)->first(['email', 'locale', 'confirmed_at', 'unsubscribed_at', 'created_at'])) === null ? null : (array) $subscription,
        ];
    }

    /** An order line's name, kept per language as JSON: the Romanian one, else the first. */
    private static function name(mixed $stored): string
    {
        $names = is_string($stored) ? json_decode($stored, true) : null;

        return is_array($names) ? (string) ($names['ro'] ?? reset($names)) : (string) $stored;
    }

    /**
     * @param  list<string>  $columns
     * @param  array<array<mixed>>  $rows
     */
    private function csv(array $columns, array $rows): string
    {
        $out = fopen('php://temp', 'r+');
        if ($out === false) {
            throw new RuntimeException('No memory for the CSV.');
        }
        SpreadsheetCsv::start($out, $columns);
        foreach ($rows as $row) {
            SpreadsheetCsv::row($out, array_map(static fn (string $column): string => SpreadsheetCsv::safe(is_scalar($row[$column] ?? null) ? (string) $row[$column] : null), $columns));
        }
        rewind($out);

        return (string) stream_get_contents($out);
    }
}

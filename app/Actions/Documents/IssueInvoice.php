<?php

declare(strict_types=1);

namespace App\Actions\Documents;

use App\Enums\OrderStatus;
use App\Exceptions\Documents\InvoiceRefused;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Models\Invoice;
use App\Models\Order;
use App\Services\Audit\AuditLog;
use App\Services\Documents\Documents;
use Illuminate\Support\Facades\DB;

/**
 * Gives an order of a company buyer its invoice: once, kept for good (asking again returns the same invoice), numbered
 * from the year's gap-free series. In one write transaction: the order's row is locked (so two staff members asking at
 * once get one invoice), the year's counter row is created if missing and raised by one conditional UPDATE, whose new
 * value is the number. A failure after it rolls the counter back with the invoice, so no number is skipped.
 * What the invoice says (seller, buyer, lines, VAT, totals, in both languages) is kept on it as it is printed, so a
 * later change of the order never rewrites a numbered invoice (EditOrder refuses the changes that would).
 */
final readonly class IssueInvoice
{
    public function __construct(private Documents $documents)
    {
    }

    /**
     * @throws InvoiceRefused when the order has no company buyer or was never placed
     */
    public function handle(Order $order, StaffActor $staff): Invoice
    {
        return WriteTransaction::run(function () use ($order, $staff): Invoice {
            /** @var Order $locked */
            $locked = Order::query()->whereKey($order->id)->lockForUpdate()->firstOrFail();
            $existing = Invoice::query()->where('order_id', $locked->id)->first();
            if ($existing !== null) {
                return $existing;
            }
            if ($locked->number === null || in_array($locked->status, [OrderStatus::Released->value, OrderStatus::Cancelled->value], true)) {
                throw new InvoiceRefused('documents.errors.invoice_not_placed');
            }
            if (trim((string) $locked->company_name) === '' || trim((string) $locked->company_idno) === '') {
                throw new InvoiceRefused('documents.errors.invoice_no_company');
            }

            $year = (int) now()->format('Y');
            DB::table('invoice_counters')->insertOrIgnore(['year' => $year, 'last_number' => 0]);
            $raised = DB::table('invoice_counters')->where('year', $year)->update(['last_number' => DB::raw('last_number + 1')]);
            if ($raised !== 1) {
                throw new \LogicException("The invoice counter of $year was not raised");
            }
            $number = (int) DB::table('invoice_counters')->where('year', $year)->value('last_number');

            $invoice = Invoice::query()->create([
                'order_id' => $locked->id,
                'series' => (string) config('documents.invoice_series'),
                'year' => $year,
                'number' => $number,
                'buyer_name' => (string) $locked->company_name,
                'buyer_idno' => (string) $locked->company_idno,
                'contents' => $this->documents->invoiceContents($locked, (string) $locked->company_name, (string) $locked->company_idno),
                'issued_by' => $staff->userId,
                'issued_at' => now(),
            ]);
            AuditLog::record($staff, 'invoice.issue', $locked, [], ['invoice' => $invoice->label()], $locked->number);

            return $invoice;
        });
    }
}

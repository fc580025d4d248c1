<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Documents;

use App\Actions\Documents\IssueInvoice;
use App\Exceptions\Documents\InvoiceRefused;
use App\Http\Controllers\Controller;
use App\Infrastructure\Security\StaffActor;
use App\Models\Order;
use App\Queries\Admin\Documents\OrderInvoice;
use App\Services\Documents\Documents;
use App\Services\Documents\PdfRenderer;
use App\Support\Dates;
use App\Support\Phone;
use App\Support\Text;
use Carbon\CarbonImmutable;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Http\Response;

/**
 * The printed documents (docs/documents.md): an order's invoice, packing slip and warranty cards, and the couriers'
 * delivery list of a day and a slot. Each is a printable page, or with `?format=pdf` the same page as a PDF download;
 * `?limba=ro|ru` picks its language (an order's own language by default, the staff member's for the delivery list).
 * A bad language, day or slot is answered 422 with the reason in the staff member's language.
 */
final class DocumentController extends Controller
{
    public function __construct(private readonly Documents $documents, private readonly PdfRenderer $pdf)
    {
    }

    public function invoice(Request $request, Order $order, OrderInvoice $invoices): Response
    {
        [$locale, $error] = $this->language($request, $order->locale);
        $invoice = $invoices->of($order);
        $common = $this->orderCommon($request, $order, $locale, 'admin.documents.invoice');
        if ($invoice === null) {
            $hasCompany = trim((string) $order->company_name) !== '' && trim((string) $order->company_idno) !== '';

            return $this->page($request, 'documents.invoice-missing', [
                ...$common, 'pdfUrl' => null, 'hasCompany' => $hasCompany,
                'issueUrl' => route('admin.documents.invoice.issue', $order->number),
                'title' => Text::get('documents.invoice.page_title', ['order' => (string) $order->number], $locale),
            ], $error, 'invoice-'.$order->number, false);
        }

        return $this->page($request, 'documents.invoice', [
            ...$common, 'invoice' => $invoice, 'data' => $this->documents->invoice($order, $invoice, $locale),
            'title' => Text::get('documents.invoice.title', ['number' => $invoice->label()], $locale),
        ], $error, 'factura-'.$invoice->label());
    }

    public function issueInvoice(Request $request, Order $order, IssueInvoice $issue): RedirectResponse|Response
    {
        [$locale] = $this->language($request, $order->locale);
        try {
            $issue->handle($order, StaffActor::of($request));
        } catch (InvoiceRefused $refused) {
            $common = $this->orderCommon($request, $order, $locale, 'admin.documents.invoice');

            return $this->page($request, 'documents.invoice-missing', [
                // The refusal says why on its own (no company, or a cancelled order): neither the button nor the hint.
                ...$common, 'pdfUrl' => null, 'hasCompany' => null,
                'issueUrl' => route('admin.documents.invoice.issue', $order->number),
                'title' => Text::get('documents.invoice.page_title', ['order' => (string) $order->number], $locale),
            ], Text::get($refused->getMessage()), 'invoice', false);
        }

        return redirect()->route('admin.documents.invoice', ['order' => $order->number, 'limba' => $locale]);
    }

    public function packingSlip(Request $request, Order $order): Response
    {
        [$locale, $error] = $this->language($request, $order->locale);

        return $this->page($request, 'documents.packing-slip', [
            ...$this->orderCommon($request, $order, $locale, 'admin.documents.packing-slip'),
            'data' => $this->documents->packingSlip($order, $locale),
            'title' => Text::get('documents.packing.page_title', ['order' => (string) $order->number], $locale),
        ], $error, 'ambalare-'.$order->number);
    }

    public function warrantyCards(Request $request, Order $order): Response
    {
        [$locale, $error] = $this->language($request, $order->locale);

        return $this->page($request, 'documents.warranty-cards', [
            ...$this->orderCommon($request, $order, $locale, 'admin.documents.warranty'),
            'cards' => $this->documents->warrantyCards($order, $locale),
            'title' => Text::get('documents.warranty.page_title', ['order' => (string) $order->number], $locale),
        ], $error, 'garantie-'.$order->number);
    }

    public function deliveryList(Request $request): Response
    {
        [$locale, $error] = $this->language($request, app()->getLocale());
        /** @var list<string> $intervals */
        $intervals = array_values(array_map('strval', (array) config('checkout.delivery.intervals')));

        $day = $request->query('data', Dates::today());
        if (! is_string($day) || preg_match('/^\d{4}-\d{2}-\d{2}$/', $day) !== 1 || ! checkdate((int) substr($day, 5, 2), (int) substr($day, 8, 2), (int) substr($day, 0, 4))) {
            $error ??= Text::get('documents.errors.day');
            $day = Dates::today();
        }
        $interval = $request->query('interval', $intervals[0] ?? '');
        if (! is_string($interval) || ! in_array($interval, $intervals, true)) {
            $error ??= Text::get('documents.errors.interval');
            $interval = $intervals[0] ?? '';
        }

        $date = CarbonImmutable::createFromFormat('!Y-m-d', $day);

        return $this->page($request, 'documents.delivery-list', [
            'locale' => $locale,
            'shop' => $this->documents->shop($locale),
            'day' => $day,
            'dayLabel' => $date instanceof CarbonImmutable ? $date->format('d.m.Y') : $day,
            'interval' => $interval,
            'intervals' => $intervals,
            'formUrl' => route('admin.documents.delivery-list'),
            'data' => $error === null ? $this->documents->deliveryList($day, $interval) : ['orders' => [], 'total' => Documents::money(0), 'count' => 0],
            'languageUrl' => fn (string $code): string => route('admin.documents.delivery-list', ['data' => $day, 'interval' => $interval, 'limba' => $code]),
            'pdfUrl' => route('admin.documents.delivery-list', ['data' => $day, 'interval' => $interval, 'limba' => $locale, 'format' => 'pdf']),
            'title' => Text::get('documents.delivery_list.page_title', ['day' => $day, 'interval' => $interval], $locale),
        ], $error, 'livrari-'.$day.'-'.$interval);
    }

    /**
     * The document's language from `?limba`: ro or ru; anything else (an array, another language) is an error.
     *
     * @return array{0: string, 1: string|null}
     */
    private function language(Request $request, ?string $default): array
    {
        $fallback = in_array($default, ['ro', 'ru'], true) ? $default : 'ro';
        $asked = $request->input('limba');
        if ($asked === null || $asked === '') {
            return [$fallback, null];
        }
        if (! is_string($asked) || ! in_array($asked, ['ro', 'ru'], true)) {
            return [$fallback, Text::get('documents.errors.language')];
        }

        return [$asked, null];
    }

    /**
     * @return array<string, mixed>
     */
    private function orderCommon(Request $request, Order $order, string $locale, string $route): array
    {
        return [
            'locale' => $locale,
            'order' => $order,
            'shop' => $this->documents->shop($locale),
            'delivery' => $this->documents->delivery($order, $locale),
            'phone' => Phone::format($order->phone),
            'backUrl' => route('admin.orders.show', $order->number),
            'languageUrl' => fn (string $code): string => route($route, ['order' => $order->number, 'limba' => $code]),
            'pdfUrl' => route($route, ['order' => $order->number, 'limba' => $locale, 'format' => 'pdf']),
        ];
    }

    /**
     * The page, or its PDF; 422 with the reason when the request was bad (no PDF then).
     *
     * @param  array<string, mixed>  $data
     */
    private function page(Request $request, string $view, array $data, ?string $error, string $file, bool $pdfAllowed = true): Response
    {
        $format = $request->query('format');
        if ($error === null && $format !== null && $format !== 'pdf' && $format !== 'html') {
            $error = Text::get('documents.errors.format');
        }
        if ($error === null && $pdfAllowed && $format === 'pdf') {
            $html = view($view, [...$data, 'pdf' => true])->render();

            return new Response($this->pdf->render($html), 200, [
                'Content-Type' => 'application/pdf',
                'Content-Disposition' => 'attachment; filename="'.preg_replace('/[^A-Za-z0-9._-]/', '-', $file).'.pdf"',
                'Cache-Control' => 'private, no-store',
            ]);
        }

        return new Response(view($view, [...$data, 'pdf' => false, 'error' => $error])->render(), $error === null ? 200 : 422, [
            'Content-Type' => 'text/html; charset=UTF-8',
            'Cache-Control' => 'private, no-store',
        ]);
    }
}

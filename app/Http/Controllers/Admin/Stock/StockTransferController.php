<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Stock;

use App\Actions\Stock\StockTransfers;
use App\Enums\StockTransferStatus;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Stock\SaveStockTransferRequest;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Security\StaffActor;
use App\Models\StockTransfer;
use App\Queries\Admin\Stock\StockDocumentLists;
use App\Queries\Admin\Stock\StockPlaces;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Response;

/** Transfers between places (/admin/transferuri, move-goods): the list, a draft, sending, receiving, cancelling. */
final class StockTransferController extends Controller
{
    public function index(Request $request, StockDocumentLists $lists): Response
    {
        $status = StockTransferStatus::tryFrom($request->string('stare')->toString());

        return Page::render('admin/stock/transfers/index', Text::get('admin.transfers.title'), [
            ...$lists->transfers($status),
            'status' => $status?->value,
        ]);
    }

    public function create(StockPlaces $places): Response
    {
        return Page::render('admin/stock/transfers/show', Text::get('admin.transfers.new'), ['transfer' => null, 'places' => $places->all()]);
    }

    public function store(SaveStockTransferRequest $request, StockTransfers $transfers): RedirectResponse
    {
        $transfer = $transfers->save(StaffActor::of($request), null, $request->document());

        return redirect()->route('admin.transfers.show', $transfer)->with('status', Text::get('admin.stock_documents.saved'));
    }

    public function show(StockTransfer $stockTransfer, StockDocumentLists $lists, StockPlaces $places): Response
    {
        return Page::render('admin/stock/transfers/show', Text::get('admin.transfers.show_title', ['number' => $stockTransfer->number()]), [
            'transfer' => $lists->transfer($stockTransfer),
            'places' => $places->all(),
        ]);
    }

    public function update(SaveStockTransferRequest $request, StockTransfer $stockTransfer, StockTransfers $transfers): RedirectResponse
    {
        $transfers->save(StaffActor::of($request), $stockTransfer, $request->document());

        return redirect()->route('admin.transfers.show', $stockTransfer)->with('status', Text::get('admin.stock_documents.saved'));
    }

    public function send(Request $request, StockTransfer $stockTransfer, StockTransfers $transfers): RedirectResponse
    {
        $transfers->send(StaffActor::of($request), $stockTransfer);

        return redirect()->route('admin.transfers.show', $stockTransfer)->with('status', Text::get('admin.transfers.sent'));
    }

    public function receive(Request $request, StockTransfer $stockTransfer, StockTransfers $transfers): RedirectResponse
    {
        $transfers->receive(StaffActor::of($request), $stockTransfer);

        return redirect()->route('admin.transfers.show', $stockTransfer)->with('status', Text::get('admin.transfers.received'));
    }

    public function cancel(Request $request, StockTransfer $stockTransfer, StockTransfers $transfers): RedirectResponse
    {
        $transfers->cancel(StaffActor::of($request), $stockTransfer);

        return redirect()->route('admin.transfers.show', $stockTransfer)->with('status', Text::get('admin.transfers.cancelled'));
    }
}

<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Stock;

use App\Actions\Stock\CancelStockTransfer;
use App\Actions\Stock\ReceiveStockTransfer;
use App\Actions\Stock\SaveStockTransfer;
use App\Actions\Stock\SendStockTransfer;
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

    public function store(SaveStockTransferRequest $request, SaveStockTransfer $save): RedirectResponse
    {
        $transfer = $save->handle(StaffActor::of($request), null, $request->document());

        return redirect()->route('admin.transfers.show', $transfer)->with('status', Text::get('admin.stock_documents.saved'));
    }

    public function show(StockTransfer $stockTransfer, StockDocumentLists $lists, StockPlaces $places): Response
    {
        return Page::render('admin/stock/transfers/show', Text::get('admin.transfers.show_title', ['number' => $stockTransfer->number()]), [
            'transfer' => $lists->transfer($stockTransfer),
            'places' => $places->all(),
        ]);
    }

    public function update(SaveStockTransferRequest $request, StockTransfer $stockTransfer, SaveStockTransfer $save): RedirectResponse
    {
        $save->handle(StaffActor::of($request), $stockTransfer, $request->document());

        return redirect()->route('admin.transfers.show', $stockTransfer)->with('status', Text::get('admin.stock_documents.saved'));
    }

    public function send(Request $request, StockTransfer $stockTransfer, SendStockTransfer $send): RedirectResponse
    {
        $send->handle(StaffActor::of($request), $stockTransfer);

        return redirect()->route('admin.transfers.show', $stockTransfer)->with('status', Text::get('admin.transfers.sent'));
    }

    public function receive(Request $request, StockTransfer $stockTransfer, ReceiveStockTransfer $receive): RedirectResponse
    {
        $receive->handle(StaffActor::of($request), $stockTransfer);

        return redirect()->route('admin.transfers.show', $stockTransfer)->with('status', Text::get('admin.transfers.received'));
    }

    public function cancel(StockTransfer $stockTransfer, CancelStockTransfer $cancel): RedirectResponse
    {
        $cancel->handle($stockTransfer);

        return redirect()->route('admin.transfers.show', $stockTransfer)->with('status', Text::get('admin.transfers.cancelled'));
    }
}

<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Stock;

use App\Actions\Stock\DeleteGoodsReceipt;
use App\Actions\Stock\ReceiveGoodsReceipt;
use App\Actions\Stock\SaveGoodsReceipt;
use App\Enums\GoodsReceiptStatus;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Stock\SaveGoodsReceiptRequest;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Security\StaffActor;
use App\Models\GoodsReceipt;
use App\Queries\Admin\Stock\StockDocumentLists;
use App\Queries\Admin\Stock\StockPlaces;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Response;

/** Goods receipts (/admin/receptii, move-goods: owners, managers, the warehouse): the list, a draft, posting it. */
final class GoodsReceiptController extends Controller
{
    public function index(Request $request, StockDocumentLists $lists): Response
    {
        $status = GoodsReceiptStatus::tryFrom($request->string('stare')->toString());

        return Page::render('admin/stock/receipts/index', Text::get('admin.receipts.title'), [
            ...$lists->receipts($status),
            'status' => $status?->value,
        ]);
    }

    public function create(StockPlaces $places): Response
    {
        return Page::render('admin/stock/receipts/show', Text::get('admin.receipts.new'), ['receipt' => null, 'places' => $places->all()]);
    }

    public function store(SaveGoodsReceiptRequest $request, SaveGoodsReceipt $save): RedirectResponse
    {
        $receipt = $save->handle(StaffActor::of($request), null, $request->document());

        return redirect()->route('admin.receipts.show', $receipt)->with('status', Text::get('admin.stock_documents.saved'));
    }

    public function show(GoodsReceipt $goodsReceipt, StockDocumentLists $lists, StockPlaces $places): Response
    {
        return Page::render('admin/stock/receipts/show', Text::get('admin.receipts.show_title', ['number' => $goodsReceipt->number()]), [
            'receipt' => $lists->receipt($goodsReceipt),
            'places' => $places->all(),
        ]);
    }

    public function update(SaveGoodsReceiptRequest $request, GoodsReceipt $goodsReceipt, SaveGoodsReceipt $save): RedirectResponse
    {
        $save->handle(StaffActor::of($request), $goodsReceipt, $request->document());

        return redirect()->route('admin.receipts.show', $goodsReceipt)->with('status', Text::get('admin.stock_documents.saved'));
    }

    public function post(Request $request, GoodsReceipt $goodsReceipt, ReceiveGoodsReceipt $receive): RedirectResponse
    {
        $receive->handle(StaffActor::of($request), $goodsReceipt);

        return redirect()->route('admin.receipts.show', $goodsReceipt)->with('status', Text::get('admin.receipts.posted'));
    }

    public function destroy(GoodsReceipt $goodsReceipt, DeleteGoodsReceipt $delete): RedirectResponse
    {
        $delete->handle($goodsReceipt);

        return redirect()->route('admin.receipts.index')->with('status', Text::get('admin.stock_documents.deleted'));
    }
}

<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Promotions;

use App\Actions\Marketing\DeletePromotion;
use App\Actions\Marketing\SavePromotion;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Promotions\SavePromotionRequest;
use App\Infrastructure\Images\ImageStore;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Security\StaffActor;
use App\Models\Promotion;
use App\Queries\Admin\Promotions\PromotionList;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Http\UploadedFile;
use Inertia\Response;

/** /admin/promotii: the promotions' pages, periods, banners and products (owners, managers, editors: manage-catalog). */
final class PromotionController extends Controller
{
    public function index(Request $request, PromotionList $list): Response
    {
        $state = in_array($request->query('state'), PromotionList::STATES, true) ? $request->string('state')->toString() : null;
        $page = $list->paginate($state);

        return Page::render('admin/promotions/index', Text::get('admin.promotions.title'), [
            'promotions' => array_map($list->row(...), $page->items()),
            'pagination' => ['page' => $page->currentPage(), 'pages' => $page->lastPage(), 'total' => $page->total()],
            'state' => $state,
        ]);
    }

    public function create(): Response
    {
        return Page::render('admin/promotions/form', Text::get('admin.promotions.create'), ['promotion' => null]);
    }

    public function store(SavePromotionRequest $request, SavePromotion $save, ImageStore $images): RedirectResponse
    {
        $promotion = $save->handle(null, $request->values(), $request->productIds(), $this->upload($request, $images), StaffActor::of($request));

        return redirect()->route('admin.promotions.edit', ['promotion' => $promotion->id])->with('status', Text::get('admin.promotions.saved'));
    }

    public function edit(Promotion $promotion, PromotionList $list): Response
    {
        return Page::render('admin/promotions/form', Text::get('admin.promotions.edit'), ['promotion' => $list->form($promotion)]);
    }

    public function update(SavePromotionRequest $request, Promotion $promotion, SavePromotion $save, ImageStore $images): RedirectResponse
    {
        $save->handle($promotion, $request->values(), $request->productIds(), $this->upload($request, $images), StaffActor::of($request));

        return redirect()->route('admin.promotions.edit', ['promotion' => $promotion->id])->with('status', Text::get('admin.promotions.saved'));
    }

    public function destroy(Request $request, Promotion $promotion, DeletePromotion $delete): RedirectResponse
    {
        $delete->handle($promotion, StaffActor::of($request));

        return redirect()->route('admin.promotions.index')->with('status', Text::get('admin.promotions.deleted'));
    }

    /** The validated banner kept with its variants, or null when none was sent. */
    private function upload(Request $request, ImageStore $images): ?string
    {
        $file = $request->file('banner');

        return $file instanceof UploadedFile ? $images->store($file, 'promotions')->key : null;
    }
}

<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Stores;

use App\Actions\Stores\DeleteStore;
use App\Actions\Stores\SaveStore;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Stores\SaveStoreRequest;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Security\StaffActor;
use App\Models\Store;
use App\Queries\Admin\Stores\StoreList;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Response;

/** /admin/magazine: the stores and the warehouse (owners, managers: manage-shop). */
final class StoreController extends Controller
{
    public function index(StoreList $list): Response
    {
        return Page::render('admin/stores/index', Text::get('admin.stores.title'), ['stores' => $list->rows()]);
    }

    public function create(): Response
    {
        return Page::render('admin/stores/form', Text::get('admin.stores.create'), ['store' => null]);
    }

    public function store(SaveStoreRequest $request, SaveStore $save): RedirectResponse
    {
        $store = $save->handle(null, $request->values(), StaffActor::of($request));

        return redirect()->route('admin.stores.edit', ['store' => $store->id])->with('status', Text::get('admin.stores.saved'));
    }

    public function edit(Store $store, StoreList $list): Response
    {
        return Page::render('admin/stores/form', Text::get('admin.stores.edit'), ['store' => $list->form($store)]);
    }

    public function update(SaveStoreRequest $request, Store $store, SaveStore $save): RedirectResponse
    {
        $save->handle($store, $request->values(), StaffActor::of($request));

        return redirect()->route('admin.stores.edit', ['store' => $store->id])->with('status', Text::get('admin.stores.saved'));
    }

    public function destroy(Request $request, Store $store, DeleteStore $delete): RedirectResponse
    {
        $delete->handle($store, StaffActor::of($request));

        return redirect()->route('admin.stores.index')->with('status', Text::get('admin.stores.deleted'));
    }
}

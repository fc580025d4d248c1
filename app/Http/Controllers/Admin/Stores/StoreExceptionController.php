<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Stores;

use App\Actions\Stores\AddStoreException;
use App\Actions\Stores\RemoveStoreException;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Stores\AddStoreExceptionRequest;
use App\Infrastructure\Security\StaffActor;
use App\Models\Store;
use App\Models\StoreException;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;

/** A store's days with other hours (holidays, short days): adding one, removing one. */
final class StoreExceptionController extends Controller
{
    public function store(AddStoreExceptionRequest $request, Store $store, AddStoreException $add): RedirectResponse
    {
        $add->handle($store, $request->values(), StaffActor::of($request));

        return redirect()->route('admin.stores.edit', ['store' => $store->id])->with('status', Text::get('admin.stores.exceptions.saved'));
    }

    public function destroy(Request $request, Store $store, StoreException $exception, RemoveStoreException $remove): RedirectResponse
    {
        $remove->handle($exception, StaffActor::of($request));

        return redirect()->route('admin.stores.edit', ['store' => $store->id])->with('status', Text::get('admin.stores.exceptions.removed'));
    }
}

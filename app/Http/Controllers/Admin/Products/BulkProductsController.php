<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Products;

use App\Actions\Products\SetProductsActive;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Products\BulkProductsRequest;
use App\Infrastructure\Security\StaffActor;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;

/** The list's bulk bar: the ticked products on or off the shop. */
final class BulkProductsController extends Controller
{
    public function __invoke(BulkProductsRequest $request, SetProductsActive $setActive): RedirectResponse
    {
        $count = $setActive->handle(StaffActor::of($request), $request->ids(), $request->activate());

        return back()->with('status', Text::get($request->activate() ? 'admin.products.bulk.activated' : 'admin.products.bulk.deactivated', ['count' => $count]));
    }
}

<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Orders;

use App\Http\Controllers\Controller;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\Locales;
use App\Policies\StaffGates;
use App\Queries\Admin\Orders\OrderEntryOptions;
use App\Support\Text;
use Illuminate\Support\Facades\Gate;
use Illuminate\Support\Str;
use Inertia\Response;

/** The form of an order taken by hand (/admin/comenzi/noua): by phone or at a store's counter. */
final class NewOrderController extends Controller
{
    public function __invoke(): Response
    {
        return Page::render('admin/orders/new', Text::get('admin.order_entry.title'), [
            ...OrderEntryOptions::delivery(),
            'locales' => Locales::all(),
            // Whether a line's unit price may be typed (below the list price: StaffOrderStep asks a reason).
            'can_lower_prices' => Gate::allows(StaffGates::PRICE_BELOW_LIST),
            // The form's key: sending it twice makes one order (App\Actions\Orders\PlaceStaffOrder).
            'idempotency_key' => (string) Str::uuid(),
        ]);
    }
}

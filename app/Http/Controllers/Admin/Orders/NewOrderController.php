<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Orders;

use App\Http\Controllers\Controller;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Locale\Locales;
use App\Queries\Admin\Orders\OrderEntryOptions;
use App\Support\Text;
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
            // The form's key: sending it twice makes one order (App\Actions\Orders\PlaceStaffOrder).
            'idempotency_key' => (string) Str::uuid(),
        ]);
    }
}

<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Orders;

use App\Http\Controllers\Controller;
use App\Models\Order;
use App\Models\User;
use App\Queries\Admin\Orders\OrderEntryOptions;
use App\Support\Text;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

/**
 * The order edit form's start, read when staff open it (the order page stays light): the order's version, its lines
 * with today's list prices and stock per place, delivery's choices, the payment methods and whether this person may
 * lower a price. 422 once the order can no longer be edited.
 */
final class EditOrderFormController extends Controller
{
    public function __invoke(Request $request, Order $order): JsonResponse
    {
        /** @var User $user */
        $user = $request->user();
        $form = OrderEntryOptions::edit($order, $user);
        if ($form === null) {
            return response()->json(['message' => Text::get('admin.order_edit.errors.not_editable')], 422);
        }

        return response()->json(['version' => $order->version, ...$form]);
    }
}

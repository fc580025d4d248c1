<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Orders;

use App\Http\Controllers\Controller;
use App\Infrastructure\Http\QueryText;
use App\Queries\Admin\Orders\OrderCustomers;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

/** The new order's customer search: accounts and past orders' customers by phone, e-mail or name (three characters at least). */
final class OrderCustomerSearchController extends Controller
{
    public function __invoke(Request $request, OrderCustomers $customers): JsonResponse
    {
        $text = QueryText::of($request, 'q', 100);

        return response()->json(['customers' => mb_strlen($text) < 3 ? [] : $customers->search($text)]);
    }
}

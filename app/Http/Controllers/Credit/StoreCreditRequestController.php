<?php

declare(strict_types=1);

namespace App\Http\Controllers\Credit;

use App\Actions\Credit\CreateCreditRequest;
use App\Http\Controllers\Controller;
use App\Http\Requests\Credit\StoreCreditRequestRequest;
use Illuminate\Http\RedirectResponse;
use Inertia\Inertia;

/** Stores a credit request from the credit page and brings the shopper back to it with the confirmation. */
final class StoreCreditRequestController extends Controller
{
    public function __invoke(StoreCreditRequestRequest $request, CreateCreditRequest $create): RedirectResponse
    {
        /** @var array{name: string, phone: string, email?: string|null} $contact */
        $contact = $request->safe(['name', 'phone', 'email']);
        $creditRequest = $create->handle($request->programme(), $request->product(), $request->amountBani(), $request->integer('months'), $contact, app()->getLocale());

        Inertia::flash('creditRequest', ['id' => $creditRequest->id, 'email' => $creditRequest->email]);

        return back();
    }
}

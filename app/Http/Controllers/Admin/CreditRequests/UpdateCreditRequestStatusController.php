<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\CreditRequests;

use App\Actions\Inbox\ChangeCreditRequestStatus;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\CreditRequests\UpdateCreditRequestStatusRequest;
use App\Infrastructure\Security\StaffActor;
use App\Models\CreditRequest;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;

/** Moves a credit request to its next status, with a note; a move its status does not allow is a validation error. */
final class UpdateCreditRequestStatusController extends Controller
{
    public function __invoke(UpdateCreditRequestStatusRequest $request, CreditRequest $creditRequest, ChangeCreditRequestStatus $change): RedirectResponse
    {
        $change->handle($creditRequest, $request->status(), $request->note(), StaffActor::of($request), Text::get('admin.credit_requests.move_not_allowed'));

        return redirect()->route('admin.credit-requests.show', ['creditRequest' => $creditRequest->id])->with('status', Text::get('admin.credit_requests.saved'));
    }
}

<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\CreditRequests;

use App\Http\Controllers\Controller;
use App\Infrastructure\Inertia\Page;
use App\Models\CreditRequest;
use App\Queries\Admin\InboxCreditRequests;
use App\Support\Text;
use Inertia\Response;

/** One credit request: who asked, for what, on which terms, and the moves its status allows. */
final class CreditRequestShowController extends Controller
{
    public function __invoke(CreditRequest $creditRequest, InboxCreditRequests $requests): Response
    {
        return Page::render('admin/credit-requests/show', Text::get('admin.credit_requests.show.title', ['id' => $creditRequest->id]), $requests->show($creditRequest));
    }
}
